import TCAGraph

/// The arguments a command was given, parsed against the options it accepts.
///
/// A small parser with the feel of swift-argument-parser: long options with values
/// (`--out DIR` or `--out=DIR`), boolean flags, positional paths, and errors that name the bad
/// flag and suggest the nearest one. Values are read through the declared ``Option``s.
struct ParsedArguments: Equatable, Sendable {
  /// Positional arguments, in order.
  var positional: [String] = []
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []

  /// The last value of an option.
  func value(_ option: Option) -> String? { values[option.name]?.last }

  /// Every value of an option, comma-separated lists split.
  func list(_ option: Option) -> [String] {
    (values[option.name] ?? []).flatMap { $0.split(separator: ",").map(String.init) }
      .filter { !$0.isEmpty }
  }

  /// Whether a flag was set.
  func has(_ option: Option) -> Bool { flags.contains(option.name) }

  /// Whether an option or flag was given at all.
  func gave(_ option: Option) -> Bool { has(option) || values[option.name] != nil }

  /// These arguments with `option` given `values` instead of what it was given (a flag: set when
  /// `values` is not empty).
  func setting(_ option: Option, to values: [String]) -> ParsedArguments {
    var arguments = self
    if option.valueName == nil {
      if values.isEmpty {
        arguments.flags.remove(option.name)
      } else {
        arguments.flags.insert(option.name)
      }
    } else {
      arguments.values[option.name] = values.isEmpty ? nil : values
    }
    return arguments
  }

  /// Parses `arguments` against `options`; `--help` and `-h` set ``Option/help``.
  static func parse(_ arguments: [String], options: [Option], command: String) throws(UsageError)
    -> ParsedArguments
  {
    var parsed = ParsedArguments()
    var index = 0
    let byName = Dictionary(
      options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        parsed.positional += arguments[index...]
        break
      }
      if argument == "-h" || argument == Option.help.spelling {
        parsed.flags.insert(Option.help.name)
        continue
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        parsed.positional.append(argument)
        continue
      }
      let body = argument.drop { $0 == "-" }
      let name = String(body.prefix { $0 != "=" })
      let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      guard let option = byName[name] else {
        throw UsageError(
          "unknown option '\(argument)'" + hint(argument, in: options.map(\.name)),
          command: command)
      }
      guard let valueName = option.valueName else {
        guard inlineValue == nil else {
          throw UsageError("'\(option.spelling)' takes no value", command: command)
        }
        parsed.flags.insert(name)
        continue
      }
      if let inlineValue {
        parsed.values[name, default: []].append(inlineValue)
      } else if index < arguments.count, !arguments[index].hasPrefix("--") {
        parsed.values[name, default: []].append(arguments[index])
        index += 1
      } else {
        throw UsageError("'\(option.spelling)' needs a value (\(valueName))", command: command)
      }
    }
    return parsed
  }

  /// What to suggest for an unknown `argument`: for a one-letter `-v`, which tca-graph does not
  /// have (only `-h`), the options starting with that letter; else the nearest option's name.
  static func hint(_ argument: String, in names: [String]) -> String {
    let letters = argument.dropFirst()
    guard argument.hasPrefix("-"), !argument.hasPrefix("--"), letters.count == 1 else {
      return NameSuggestion.hint(
        String(argument.drop { $0 == "-" }.prefix { $0 != "=" }), in: names, prefix: "--")
    }
    let starting = names.filter { $0.hasPrefix(letters.lowercased()) }.sorted()
    let spelled = starting.map { "'--\($0)'" }
    let list =
      spelled.count <= 1 ? spelled.joined()
      : spelled.dropLast().joined(separator: ", ") + " or " + spelled[spelled.count - 1]
    return "; options are spelt in full (only -h is short)"
      + (list.isEmpty ? "" : ": did you mean \(list)?")
  }
}
