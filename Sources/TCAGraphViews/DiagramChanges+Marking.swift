import TCAGraphSupport
import TreeIntrospect

extension DiagramChanges {
  /// The head's picture with the change drawn on it: nodes and edges only the head draws outlined
  /// green and thick (added), those only the base draws brought back dashed and grey (removed),
  /// and those both draw differently, or features the diff names, outlined amber (changed); then
  /// everything neither changed nor within one hop of a change folded
  /// (``folding(_:keepingAncestors:)``), and a legend row for each kind of mark drawn.
  ///
  /// Nodes are matched by id; edges by their ends and label, without the position a composition
  /// label starts with (a child added above renumbers its siblings, which is no change of
  /// theirs). An edge left over on both sides between the same two nodes is one changed edge (a
  /// new operator). A feature node only the head draws is added when the feature is new; one
  /// whose feature exists on both sides merely joined this picture, and its edges say how.
  /// Notes and plain text are the picture's own remarks, never marked nor brought back.
  ///
  /// - Parameter keepingAncestors: whether folding keeps the nodes above each kept node (the
  ///   composition tree keeps the path from a root to each change).
  func marking(head: GraphDescription, base: GraphDescription, keepingAncestors: Bool)
    -> GraphDescription
  {
    var used = LegendUsage<DiffLegendRow>()
    var picture = head
    // The nodes a mark is on or at an end of, which folding keeps with their neighbours.
    var touched = Set<String>()
    let baseNodes = Dictionary(
      base.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let headIDs = Set(head.nodes.map(\.id))
    let changed = changedFeatures
    let added = addedFeatures
    let removed = removedFeatures

    for index in picture.nodes.indices where Self.canMark(picture.nodes[index]) {
      let node = picture.nodes[index]
      let feature = Self.feature(ofNode: node.id)
      if let before = baseNodes[node.id] {
        let isChanged =
          feature.map(changed.contains) ?? false
          || Self.plain(before.label) != Self.plain(node.label)
        guard isChanged else { continue }
        used.record(.changedNode)
        touched.insert(node.id)
        picture.nodes[index] = Self.marked(node, outline: Palette.changed)
        let lines = feature.map(summary(of:)) ?? []
        if !lines.isEmpty { picture.nodes[index].tooltip = Self.tooltip(node.tooltip, lines) }
      } else if feature.map(added.contains) ?? true {
        used.record(.addedNode)
        touched.insert(node.id)
        picture.nodes[index] = Self.marked(node, outline: Palette.added)
      }
    }
    for node in base.nodes where !headIDs.contains(node.id) && Self.canMark(node) {
      let feature = Self.feature(ofNode: node.id)
      if feature.map(removed.contains) ?? true {
        used.record(.removedNode)
        touched.insert(node.id)
        let cluster = node.cluster.flatMap { cluster in
          head.clusters.contains { $0.id == cluster } ? cluster : nil
        }
        picture.nodes.append(Self.removed(node, cluster: cluster))
      } else {
        var kept = node
        kept.cluster = nil
        picture.nodes.append(kept)
      }
    }

    var unmatchedBase = base.edges
    var leftOver: [Int] = []
    for (index, edge) in head.edges.enumerated() {
      if let match = unmatchedBase.firstIndex(where: { Self.sameEdge($0, edge) }) {
        unmatchedBase.remove(at: match)
      } else {
        leftOver.append(index)
      }
    }
    for index in leftOver {
      let edge = head.edges[index]
      touched.formUnion([edge.from, edge.to])
      if let match = unmatchedBase.firstIndex(where: { $0.from == edge.from && $0.to == edge.to }) {
        let before = unmatchedBase.remove(at: match)
        used.record(.changedEdge)
        picture.edges[index].color = Palette.changed
        picture.edges[index].isThick = true
        picture.edges[index].tooltip = Self.tooltip(
          edge.tooltip, ["was: " + Self.plain(before.label)])
      } else {
        used.record(.addedEdge)
        picture.edges[index].color = Palette.added
        picture.edges[index].isThick = true
      }
    }
    for edge in unmatchedBase {
      used.record(.removedEdge)
      touched.formUnion([edge.from, edge.to])
      var gone = edge
      gone.style = .dashed
      gone.color = Palette.neutral
      gone.isThick = false
      picture.edges.append(gone)
    }

    let legendRows = Set(head.legend)
    picture.legend += base.legend.filter { !legendRows.contains($0) }
    picture.title += " · changes since \(baseName)"
    var folded = folding(picture, changed: touched, keepingAncestors: keepingAncestors)
    if folded.nodes.contains(where: { $0.id.hasPrefix(Self.foldPrefix) }) { used.record(.folded) }
    folded.legend += used.legend { $0.entry(since: baseName) }
    return folded.fittingLabels()
  }

  /// The feature a node of the composition or delegate-flow picture stands for: `feature:Editor`
  /// and `feature:App/in:GameCenterLogic` are features, other nodes (side nodes, notes) are not.
  static func feature(ofNode id: String) -> FeatureID? {
    guard id.hasPrefix("feature:") else { return nil }
    let name = id.dropFirst("feature:".count).prefix { $0 != "/" }
    return FeatureID(rawValue: String(name))
  }

  /// A label without its line breaks (wrapping differs with length) and without the position a
  /// composition edge label starts with (`3 · `).
  static func plain(_ label: String) -> String {
    let flat = label.split(whereSeparator: \.isNewline).joined(separator: " ")
    guard let separator = flat.range(of: " · "),
      !flat[..<separator.lowerBound].isEmpty,
      flat[..<separator.lowerBound].allSatisfy(\.isNumber)
    else { return flat }
    return String(flat[separator.upperBound...])
  }

  /// Whether a node stands for something that can change: not a note (a fold) or plain text
  /// (an empty picture's sentence), which say something about the picture itself.
  private static func canMark(_ node: GraphNode) -> Bool {
    node.shape != .note && node.shape != .plainText
  }

  private static func sameEdge(_ lhs: GraphEdge, _ rhs: GraphEdge) -> Bool {
    lhs.from == rhs.from && lhs.to == rhs.to && plain(lhs.label) == plain(rhs.label)
  }

  private static func marked(_ node: GraphNode, outline: String) -> GraphNode {
    var node = node
    node.outlineColor = outline
    node.style.insert(.bold)
    return node
  }

  private static func removed(_ node: GraphNode, cluster: String?) -> GraphNode {
    var node = node
    node.fillColor = Palette.removedFill
    node.textColor = Palette.removedText
    node.outlineColor = Palette.neutral
    node.style = [.filled, .dashed]
    node.cluster = cluster
    return node
  }

  private static func tooltip(_ tooltip: String?, _ lines: [String]) -> String {
    ((tooltip.map { [$0] } ?? []) + lines).joined(separator: "\n")
  }

  /// The id every fold note starts with.
  static let foldPrefix = "unchanged:"
}

/// The legend rows of a picture drawn with `render --diff-base`, in the order it lists them.
enum DiffLegendRow: CaseIterable {
  case addedNode, addedEdge, changedNode, changedEdge, removedNode, removedEdge, folded

  func entry(since base: String) -> [LegendEntry] {
    switch self {
    case .addedNode:
      [.node("added since \(base)", style: .bold, outline: Palette.added)]
    case .addedEdge: [.edge("added since \(base)", style: .bold, color: Palette.added)]
    case .changedNode:
      [
        .node(
          "changed since \(base): name, action cases, matches or module", style: .bold,
          outline: Palette.changed)
      ]
    case .changedEdge:
      [.edge("changed since \(base) (operator, path)", style: .bold, color: Palette.changed)]
    case .removedNode:
      [
        .node(
          "removed since \(base)", fill: Palette.removedFill, text: Palette.removedText,
          style: .dashed, outline: Palette.neutral)
      ]
    case .removedEdge: [.edge("removed since \(base)", style: .dashed, color: Palette.neutral)]
    case .folded:
      [
        .node(
          "unchanged features more than one step from a change, folded", shape: .note,
          style: .dashed)
      ]
    }
  }
}
