extension ArchitectureGraph {
  /// The largest ``ChildScope/order`` a graph may hold: no `body` has a million elements, and a
  /// bound keeps `order + 1` and the like from overflowing.
  public static let maximumChildOrder = 1_000_000

  /// Checks what decoding cannot: every feature id is given once, and every number that the
  /// views compute with is in range (a child's ``ChildScope/order``, a location's line and
  /// column). Compositions that form cycles are valid (a feature may compose itself, as a
  /// recursive comment thread does), and so are children the graph does not hold (a graph cut
  /// down to some modules refers to the others).
  ///
  /// - Throws: ``ArchitectureGraphDecodingError/invalid(_:)`` naming the first offending value
  ///   by its place in the JSON form (`features[3].children[0].order`).
  public func validate() throws(ArchitectureGraphDecodingError) {
    var seen = Set<FeatureID>()
    for (index, feature) in features.enumerated() {
      let place = "features[\(index)]"
      guard seen.insert(feature.id).inserted else {
        throw .invalid("at \(place).id: feature '\(feature.id.rawValue)' is given twice")
      }
      try Self.check(feature.location, at: place + ".location")
      for (childIndex, scope) in feature.children.enumerated() {
        let childPlace = "\(place).children[\(childIndex)]"
        guard (0...Self.maximumChildOrder).contains(scope.order) else {
          throw .invalid(
            "at \(childPlace).order: \(scope.order) is outside 0...\(Self.maximumChildOrder)")
        }
        try Self.check(scope.location, at: childPlace + ".location")
      }
      for (handlerIndex, handler) in feature.handlers.enumerated() {
        try Self.check(handler.location, at: "\(place).handlers[\(handlerIndex)].location")
      }
    }
  }

  /// The largest line or column a location may name.
  static let maximumLineOrColumn = Int(Int32.max)

  private static func check(_ location: SourceLocation?, at place: String)
    throws(ArchitectureGraphDecodingError)
  {
    guard let location else { return }
    let range = 0...maximumLineOrColumn
    guard range.contains(location.line), range.contains(location.column) else {
      throw .invalid(
        "at \(place): line \(location.line), column \(location.column) is outside "
          + "0...\(maximumLineOrColumn)")
    }
  }
}
