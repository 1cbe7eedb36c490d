/// How many nodes graphviz lays out in reasonable time, measured; a picture over them is a note
/// naming what to draw instead.
extension GraphDescription {
  /// The most nodes a picture without clusters is laid out with. Measured with
  /// `scale-benchmark --layout`: graphviz 2.43's `dot` lays out a composition or coupling tree of
  /// 3,000 nodes with labelled edges in about 6 s, and its time grows about as the square.
  public static let layoutNodeLimit = 3_000

  /// The most nodes a picture with clusters (modules, `@Reducer enum` cases, the action tree's
  /// features) is laid out with: edges between clusters cost `dot` far more, so a modules picture
  /// whose compositions all cross modules took 30 s at 1,000 nodes, 65 s at 1,500 and over
  /// two minutes at 2,000 (`scale-benchmark --layout`).
  public static let clusteredLayoutNodeLimit = 1_000

  /// ``clusteredLayoutNodeLimit`` for a picture with clusters, else ``layoutNodeLimit``.
  public var layoutNodeLimit: Int {
    clusters.isEmpty ? Self.layoutNodeLimit : Self.clusteredLayoutNodeLimit
  }
}
