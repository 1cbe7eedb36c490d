/// The reporters tca-graph knows, in the order `--help` lists them; the first is the default.
public enum Reporters {
  /// Every reporter type.
  public static let all: [any Reporter.Type] = [
    XcodeReporter.self,
    JSONReporter.self,
    SARIFReporter.self,
    GitHubReporter.self,
  ]

  /// The reporter `lint` uses when `--reporter` is not given.
  public static var standard: any Reporter.Type { all[0] }

  /// The reporter with the given `--reporter` name.
  public static func reporter(identifier: String) -> (any Reporter.Type)? {
    all.first { $0.identifier == identifier }
  }

  /// Every reporter's `--reporter` name, in registry order.
  public static var identifiers: [String] { all.map { $0.identifier } }
}
