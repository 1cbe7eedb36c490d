import TreeIntrospect

/// Which features of a large app get their pictures laid out on the explorer page: graphviz lays
/// out two to four small pictures a feature, and on thousands of features that alone takes
/// longer than a reader waits. The pictures of the most connected features (the roots first,
/// then by how many features they compose, are composed by and are matched by) are drawn as long
/// as their nodes stay within ``nodes``; every other feature's page keeps its text (parents,
/// children, actions, matches, findings) and says how to draw its pictures.
package struct PictureBudget {
  /// The most nodes the feature pictures of one page lay out together: a page of 3,000 generated
  /// features then takes under 4 s of CPU, well within 10 s (`scale-benchmark --html`).
  package static let nodes = 16_000

  /// The positions (in the graph's order) of the features whose pictures are drawn.
  let drawn: Set<Int>
  /// How many features the graph has.
  let features: Int
  /// The most nodes spent.
  let limit: Int

  /// The budget of `graph`'s features, given each one's node count of pictures to lay out (by
  /// its position in the graph's order), spending at most `limit` nodes: features in rank order
  /// until the first whose pictures no longer fit, so the pictures of the features past it are
  /// never built.
  init(
    graph: ArchitectureGraph, neighbourhood: FeatureNeighbourhood, limit: Int = PictureBudget.nodes,
    pictureNodes: (Int) -> Int
  ) {
    features = graph.features.count
    self.limit = limit
    let roots = Set(graph.roots)
    let connections = graph.features.map { feature in
      Set(feature.children.map(\.child)).count + neighbourhood.parents(of: feature.id).count
        + neighbourhood.matcherCount(of: feature.id)
    }
    let ranked = graph.features.indices.sorted { left, right in
      let (leftRoot, rightRoot) = (
        roots.contains(graph.features[left].id), roots.contains(graph.features[right].id)
      )
      if leftRoot != rightRoot { return leftRoot }
      if connections[left] != connections[right] { return connections[left] > connections[right] }
      return left < right
    }
    var spent = 0
    var drawn = Set<Int>()
    for position in ranked {
      spent += pictureNodes(position)
      guard spent <= limit else { break }
      drawn.insert(position)
    }
    self.drawn = drawn
  }

  /// Whether every feature's pictures are drawn.
  var drawsAll: Bool { drawn.count == features }

  /// The note a feature page without its pictures shows in their place.
  static func html(focus: FeatureID) -> String {
    let request = "tca-graph render --focus \(focus.rawValue) --format svg"
    return "<p class=\"none not-drawn\">This app is too large to lay out every feature's pictures "
      + "in one page, so only those of its most connected features are drawn; this page lists "
      + "the feature's parents, children, actions, matches and findings. "
      + "<code>\(HTMLText.escape(request))</code> draws its pictures.</p>"
  }

  /// The line for the run's notes when some features' pictures are not drawn.
  var note: String {
    "note: index.html: pictures drawn for the \(drawn.count) most connected of \(features) "
      + "features (a page lays out at most \(limit) nodes of feature pictures, about 10 s); "
      + "the other features' pages list their parents, children, actions, matches and findings "
      + "and say so; 'tca-graph render --focus <Feature> --format svg' draws one's pictures"
  }
}
