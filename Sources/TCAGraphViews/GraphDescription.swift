import TCAGraphSupport

/// A diagram described independently of any output format: nodes, edges, clusters and a legend.
///
/// Views build one from an ``ArchitectureGraph``; ``DOTEmitter`` and ``MermaidEmitter`` turn it
/// into text. Emitters write everything in array order, so a builder that adds things in a
/// deterministic order gives byte-identical output for the same graph.
public struct GraphDescription: Hashable, Sendable {
  /// The caption shown above the diagram.
  public var title: String
  /// The direction ranks grow in.
  public var direction: GraphDirection
  /// The nodes, in the order they are emitted.
  public var nodes: [GraphNode]
  /// The edges, in the order they are emitted.
  public var edges: [GraphEdge]
  /// The clusters (boxes around groups of nodes); a cluster may sit inside another.
  public var clusters: [GraphCluster]
  /// What the colours and shapes of this diagram mean.
  public var legend: [LegendEntry]

  public init(
    title: String,
    direction: GraphDirection = .topToBottom,
    nodes: [GraphNode] = [],
    edges: [GraphEdge] = [],
    clusters: [GraphCluster] = [],
    legend: [LegendEntry] = []
  ) {
    self.title = title
    self.direction = direction
    self.nodes = nodes
    self.edges = edges
    self.clusters = clusters
    self.legend = legend
  }

  /// The node with the given id, if there is one.
  public func node(_ id: String) -> GraphNode? {
    nodes.first { $0.id == id }
  }

  /// The edges leaving the node with the given id, in order.
  public func edges(from id: String) -> [GraphEdge] {
    edges.filter { $0.from == id }
  }

  /// The edges entering the node with the given id, in order.
  public func edges(to id: String) -> [GraphEdge] {
    edges.filter { $0.to == id }
  }
}

/// The direction a diagram's ranks grow in.
public enum GraphDirection: String, Hashable, Sendable, CaseIterable {
  /// Parents above children (`rankdir=TB`, `flowchart TD`).
  case topToBottom
  /// Parents left of children (`rankdir=LR`, `flowchart LR`).
  case leftToRight
}

/// One box of a diagram.
public struct GraphNode: Hashable, Sendable {
  /// The identifier edges refer to; emitters quote or sanitise it.
  public var id: String
  /// The text shown; `\n` breaks lines.
  public var label: String
  public var shape: NodeShape
  /// The fill colour as `#rrggbb`, used when ``style`` contains ``NodeStyle/filled``.
  public var fillColor: String?
  /// The text colour as `#rrggbb`.
  public var textColor: String?
  public var style: NodeStyle
  /// The cluster the node is drawn in, if any.
  public var cluster: String?
  /// Extra text shown on hover (SVG) where the format supports it.
  public var tooltip: String?
  /// A matrix the node is drawn as instead of its label (which titles it), if any.
  public var table: GraphTable?
  /// The outline colour as `#rrggbb`; `nil` for the emitter's default line colour.
  public var outlineColor: String?

  public init(
    id: String,
    label: String,
    shape: NodeShape = .box,
    fillColor: String? = nil,
    textColor: String? = nil,
    style: NodeStyle = [],
    cluster: String? = nil,
    tooltip: String? = nil,
    table: GraphTable? = nil,
    outlineColor: String? = nil
  ) {
    self.id = id
    self.label = label
    self.shape = shape
    self.fillColor = fillColor
    self.textColor = textColor
    self.style = fillColor == nil ? style : style.union(.filled)
    self.cluster = cluster
    self.tooltip = tooltip
    self.table = table
    self.outlineColor = outlineColor
  }
}

/// The shapes a node can take; each emitter maps them to the closest shape it has.
public enum NodeShape: String, Hashable, Sendable, CaseIterable {
  case box
  case roundedBox
  case ellipse
  case circle
  case diamond
  case hexagon
  case folder
  case tab
  case component
  case box3d
  case note
  case cylinder
  case parallelogram
  case doubleOctagon
  case plainText
}

/// How a node's outline and fill are drawn.
public struct NodeStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Filled with the node's ``GraphNode/fillColor``.
  public static let filled = NodeStyle(rawValue: 1 << 0)
  /// A dashed outline, for things the diagram only refers to.
  public static let dashed = NodeStyle(rawValue: 1 << 1)
  /// A thick outline, for the node the diagram is about.
  public static let bold = NodeStyle(rawValue: 1 << 2)
}

/// One arrow of a diagram.
public struct GraphEdge: Hashable, Sendable {
  public var from: String
  public var to: String
  /// The text on the arrow; `\n` breaks lines; empty for none.
  public var label: String
  public var style: EdgeStyle
  /// The line colour as `#rrggbb`; `nil` for the emitter's default.
  public var color: String?
  /// Whether the edge takes part in ranking (`false` for back edges that should not pull layout).
  public var constraint: Bool
  /// Extra text shown on hover (SVG) where the format supports it.
  public var tooltip: String?
  /// Whether the line is drawn with a thick pen whatever its ``style`` (a dashed edge stays
  /// dashed), to pick it out.
  public var isThick: Bool

  public init(
    from: String,
    to: String,
    label: String = "",
    style: EdgeStyle = .solid,
    color: String? = nil,
    constraint: Bool = true,
    tooltip: String? = nil,
    isThick: Bool = false
  ) {
    self.from = from
    self.to = to
    self.label = label
    self.style = style
    self.color = color
    self.constraint = constraint
    self.tooltip = tooltip
    self.isThick = isThick
  }
}

/// How an edge's line is drawn.
public enum EdgeStyle: String, Hashable, Sendable, CaseIterable {
  case solid
  case dashed
  case dotted
  case bold
}

/// A labelled box drawn around a group of nodes.
public struct GraphCluster: Hashable, Sendable {
  /// The identifier nodes and child clusters refer to.
  public var id: String
  public var label: String
  /// The enclosing cluster, if any.
  public var parent: String?
  /// A background colour as `#rrggbb`, if any.
  public var fillColor: String?
  /// Whether the outline is dashed.
  public var dashed: Bool

  public init(
    id: String, label: String, parent: String? = nil, fillColor: String? = nil,
    dashed: Bool = false
  ) {
    self.id = id
    self.label = label
    self.parent = parent
    self.fillColor = fillColor
    self.dashed = dashed
  }
}

/// One line of a diagram's legend: a sample node or edge and what it means.
public struct LegendEntry: Hashable, Sendable {
  /// What the sample stands for.
  public var label: String
  public var sample: LegendSample

  public init(label: String, sample: LegendSample) {
    self.label = label
    self.sample = sample
  }

  /// A legend line showing a node drawn like the ones it explains.
  public static func node(
    _ label: String, shape: NodeShape = .box, fill: String? = nil, text: String? = nil,
    style: NodeStyle = [], outline: String? = nil
  ) -> LegendEntry {
    LegendEntry(
      label: label,
      sample: .node(
        shape: shape, fillColor: fill, textColor: text, style: style, outlineColor: outline))
  }

  /// A legend line showing an edge drawn like the ones it explains.
  public static func edge(_ label: String, style: EdgeStyle = .solid, color: String? = nil)
    -> LegendEntry
  {
    LegendEntry(label: label, sample: .edge(style: style, color: color))
  }
}

/// The sample a legend line shows.
public enum LegendSample: Hashable, Sendable {
  case node(
    shape: NodeShape, fillColor: String?, textColor: String?, style: NodeStyle,
    outlineColor: String? = nil)
  case edge(style: EdgeStyle, color: String?)
}
