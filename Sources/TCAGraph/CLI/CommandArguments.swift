import Foundation

/// The flags a command accepts, and the arguments it was given, parsed.
///
/// A small parser with the feel of swift-argument-parser: long options with values
/// (`--out DIR` or `--out=DIR`), boolean flags, positional paths, and errors that name the bad
/// flag and suggest the nearest one.
public struct CommandArguments: Equatable, Sendable {
  /// Positional arguments, in order.
  public var positional: [String] = []
  /// Option values by name (without `--`); an option given twice keeps every value.
  public var options: [String: [String]] = [:]
  /// Flags that were set, by name.
  public var flags: Set<String> = []

  /// The last value of an option.
  public func value(_ name: String) -> String? { options[name]?.last }

  /// Every value of an option, comma-separated lists split.
  public func list(_ name: String) -> [String] {
    (options[name] ?? []).flatMap { $0.split(separator: ",").map(String.init) }
      .filter { !$0.isEmpty }
  }

  /// Whether a flag was set.
  public func has(_ name: String) -> Bool { flags.contains(name) }
}

/// One flag or option a command accepts, with its help line.
public struct OptionSpec: Sendable {
  public var name: String
  public var valueName: String?
  public var help: String

  /// An option that takes a value: `--out DIR`.
  public static func option(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: valueName, help: help)
  }

  /// A boolean flag: `--strict`.
  public static func flag(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, help: help)
  }
}

/// A usage error: what was wrong, and the command whose help to read.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  public var message: String
  public var command: String

  public init(_ message: String, command: String) {
    self.message = message
    self.command = command
  }

  public var description: String {
    "\(message)\nsee 'tca-graph \(command == "tca-graph" ? "" : command + " ")--help'"
  }
}

extension CommandArguments {
  /// Parses `arguments` against `specs`; `--help`/`-h` set the `help` flag.
  public static func parse(_ arguments: [String], specs: [OptionSpec], command: String) throws
    -> CommandArguments
  {
    var parsed = CommandArguments()
    var index = 0
    let byName = Dictionary(specs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        parsed.positional += arguments[index...]
        break
      }
      if argument == "-h" || argument == "--help" {
        parsed.flags.insert("help")
        continue
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        parsed.positional.append(argument)
        continue
      }
      let body = argument.drop { $0 == "-" }
      let name = String(body.prefix { $0 != "=" })
      let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      guard let spec = byName[name] else {
        var message = "unknown option '\(argument)'"
        if let suggestion = nearest(name, in: specs.map(\.name)) {
          message += "; did you mean '--\(suggestion)'?"
        }
        throw UsageError(message, command: command)
      }
      if spec.valueName == nil {
        guard inlineValue == nil else {
          throw UsageError("'--\(name)' takes no value", command: command)
        }
        parsed.flags.insert(name)
        continue
      }
      if let inlineValue {
        parsed.options[name, default: []].append(inlineValue)
      } else if index < arguments.count, !arguments[index].hasPrefix("--") {
        parsed.options[name, default: []].append(arguments[index])
        index += 1
      } else {
        throw UsageError(
          "'--\(name)' needs a value (\(spec.valueName ?? "VALUE"))", command: command)
      }
    }
    return parsed
  }

  /// The candidate closest to `word` by edit distance, if it is close enough to be a typo.
  public static func nearest(_ word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(word, $0)) }
      .filter { $0.1 <= max(2, word.count / 3) }
      .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
    return scored.first?.0
  }

  private static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}

/// The help text of a command, generated from its option table.
public func helpText(usage: String, summary: String, specs: [OptionSpec], footer: String = "")
  -> String
{
  var lines = [summary, "", "USAGE: \(usage)", "", "OPTIONS:"]
  let rendered =
    specs.map { spec in
      ("--\(spec.name)" + (spec.valueName.map { " <\($0)>" } ?? ""), spec.help)
    } + [("-h, --help", "Show this help.")]
  let width = rendered.map(\.0.count).max() ?? 0
  for (flag, help) in rendered {
    lines.append("  " + flag.padding(toLength: width + 2, withPad: " ", startingAt: 0) + help)
  }
  if !footer.isEmpty { lines += ["", footer] }
  return lines.joined(separator: "\n") + "\n"
}
