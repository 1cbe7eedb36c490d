/// The version of tca-graph.
public enum TCAGraphVersion {
  /// The released version this build reports with `--version`.
  public static let current = "0.1.0"
  /// Where the project is published: its home page in reports that link to it (SARIF's
  /// `informationUri`), and the base of its documents' links.
  public static let repositoryURL = "https://github.com/tca-graph/tca-graph"
  /// The page that documents every lint rule, one section per rule id.
  public static let rulesDocumentURL = repositoryURL + "/blob/main/docs/rules.md"
}
