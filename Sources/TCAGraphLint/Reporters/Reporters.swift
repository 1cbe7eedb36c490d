/// The reporters tca-graph knows, in the order `--help` lists them; the first is the default.
public enum Reporters {
  /// Every reporter type.
  public static let all: [any Reporter.Type] = [
    XcodeReporter.self,
    JSONReporter.self,
    SARIFReporter.self,
    GitHubReporter.self,
    CheckstyleReporter.self,
    JUnitReporter.self,
    CodeClimateReporter.self,
    MarkdownReporter.self,
  ]

  /// The reporter `lint` uses when `--reporter` is not given.
  public static var standard: any Reporter.Type { all[0] }

  /// The reporter with the given `--reporter` name or alias.
  public static func reporter(identifier: String) -> (any Reporter.Type)? {
    all.first { $0.identifier == identifier || $0.aliases.contains(identifier) }
  }

  /// Every reporter's `--reporter` name, in registry order.
  public static var identifiers: [String] { all.map { $0.identifier } }

  /// Every name `--reporter` accepts, identifiers and aliases, in registry order.
  public static var names: [String] { all.flatMap { [$0.identifier] + $0.aliases } }
}
