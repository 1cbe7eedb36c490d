import TreeIntrospect

/// A picture tca-graph draws: its `--view` name, its help line, and the diagrams it makes of a
/// graph.
///
/// Every view is listed in ``DiagramViews/all``, which `--view`, `render --help`, the default
/// view list and the snapshot catalog iterate; a view left out of it fails a test.
public protocol DiagramView: Sendable {
  /// The `--view` name and the stable file name docs link to (`action-tree`).
  static var id: String { get }
  /// One line for `render --help`.
  static var summary: String { get }

  init()

  /// The diagrams of `graph`: usually one, named ``id``; a view of one picture per feature names
  /// each `id/<Feature>` (`lanes/Editor`).
  func diagrams(of graph: ArchitectureGraph, options: DiagramOptions) -> [Diagram]
}

/// What the views read besides the graph.
public struct DiagramOptions: Sendable {
  /// Limits the views that can focus (action tree, composition) to one feature's subtree.
  public var focus: FeatureID?
  /// The revision the composition and delegate-flow views draw the change against
  /// (`render --diff-base`); `nil` draws the graph as it is.
  public var changes: DiagramChanges?

  public init(focus: FeatureID? = nil, changes: DiagramChanges? = nil) {
    self.focus = focus
    self.changes = changes
  }
}

/// One picture of a view: the file name it is written under (without extension) and what it
/// draws.
public struct Diagram: Sendable {
  /// `action-tree`, `lanes/Editor`.
  public var name: String
  public var description: GraphDescription

  public init(name: String, description: GraphDescription) {
    self.name = name
    self.description = description
  }
}
