/// The version of tca-graph.
public enum TCAGraphVersion {
  /// The released version this build reports with `--version`.
  public static let current = "0.1.0"
}
