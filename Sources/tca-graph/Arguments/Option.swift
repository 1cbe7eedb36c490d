/// One flag or option a command accepts, declared once and read through this value.
struct Option: Hashable, Sendable {
  /// The name without dashes: `out` for `--out`.
  var name: String
  /// The value's placeholder in help (`DIR`), or `nil` for a flag.
  var valueName: String?
  /// The help line.
  var help: String
  /// What a shell offers as the option's value.
  var completion: OptionCompletion = .none

  /// An option that takes a value: `--out DIR`.
  static func value(
    _ name: String, _ valueName: String, _ help: String, completion: OptionCompletion = .none
  ) -> Option {
    Option(name: name, valueName: valueName, help: help, completion: completion)
  }

  /// A boolean flag: `--strict`.
  static func flag(_ name: String, _ help: String) -> Option {
    Option(name: name, valueName: nil, help: help)
  }

  /// `-h`, `--help`, which every command accepts.
  static let help = Option.flag("help", "Show this help.")

  /// The option as written on the command line: `--out`.
  var spelling: String { "--\(name)" }
}
