import TCAGraphScan

extension ScanResult {
  /// The suppression comments of each file read that has any, by its path as the graph's
  /// locations write it, read from the comments of the one parse of each file.
  public var suppressions: [String: Suppression] {
    directives.mapValues(Suppression.init(directives:))
  }
}
