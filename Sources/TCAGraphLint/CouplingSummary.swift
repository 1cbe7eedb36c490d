import Foundation
import TCAGraphAnalyses
import TCAGraphSupport
import TreeIntrospect

/// How much each feature's reducer knows about each child: one row per parent → child pair of
/// ``couplingEdges(in:)``, so the table and the coupling picture agree.
///
/// A row's child is the first struct feature the parent's handlers enter, through `@Reducer enum`s
/// (`AppFeature → Resena`, not `AppFeature → AppFeature.Path`); a parent that reaches the same child
/// by several compositions gets one row with their counts added up.
public struct CouplingSummary: Equatable, Sendable {
  /// One row: `parent` matches actions of `child`'s subtree.
  public struct Edge: Equatable, Sendable, Comparable {
    public var parent: FeatureID
    public var child: FeatureID
    /// The module declaring the parent, when known.
    public var parentModule: String?
    /// The module declaring the child, when known (or `nil` for a child the graph does not hold).
    public var childModule: String?
    /// Patterns on the child's `delegate` lane: the published interface.
    public var delegateMatches: Int
    /// Patterns on the child's `view`, `_internal` or flat actions: coupling.
    public var privateMatches: Int
    /// The private cases matched, sorted and unique; a case of a deeper feature is written
    /// `Owner: case`.
    public var privateCases: [String]

    public static func < (lhs: Edge, rhs: Edge) -> Bool {
      (lhs.parent, lhs.child) < (rhs.parent, rhs.child)
    }
  }

  /// The rows summed per module pair: a module's features match actions of another's (or of
  /// their own module's) features.
  public struct ModulePair: Equatable, Sendable {
    /// The parents' module; "(no module)" for features whose module is unknown.
    public var parentModule: String
    /// The children's module; "(no module)" for features whose module is unknown.
    public var childModule: String
    public var delegateMatches: Int
    public var privateMatches: Int
  }

  /// The edges, sorted by parent then child.
  public var edges: [Edge]
  /// Whether the graph spans more than one module; with one or none there are no module pairs.
  public var hasModules: Bool

  /// Counts the handlers of every coupling edge; edges no handler reaches get a row of zeros.
  public init(graph: ArchitectureGraph) {
    let byID = graph.featuresByID
    var rows: [FeatureID: [FeatureID: Edge]] = [:]
    for edge in couplingEdges(in: graph) where edge.child != edge.parent {
      var row =
        rows[edge.parent]?[edge.child]
        ?? Edge(
          parent: edge.parent, child: edge.child, parentModule: byID[edge.parent]?.module,
          childModule: byID[edge.child]?.module, delegateMatches: 0, privateMatches: 0,
          privateCases: [])
      row.delegateMatches += edge.delegateMatches.count
      row.privateMatches += edge.privateMatches.count
      for handler in edge.privateMatches {
        guard let name = handler.route.last else { continue }
        let owner = handler.owner ?? edge.child
        row.privateCases.append(owner == edge.child ? name : "\(owner.shortName): \(name)")
      }
      rows[edge.parent, default: [:]][edge.child] = row
    }
    self.edges = rows.values.flatMap(\.values).map { edge in
      var edge = edge
      edge.privateCases = Array(Set(edge.privateCases)).sorted()
      return edge
    }.sorted()
    self.hasModules = graph.moduleNames.count > 1
  }

  /// The summary keeping the rows whose parent or child is declared in one of `modules`.
  public func touching(modules: Set<String>) -> CouplingSummary {
    var copy = self
    copy.edges = edges.filter { edge in
      [edge.parentModule, edge.childModule].contains { $0.map(modules.contains) ?? false }
    }
    return copy
  }

  /// The rows summed per parent module and child module, same-module pairs included, sorted;
  /// empty when the graph names no modules.
  public var modulePairs: [ModulePair] {
    guard hasModules else { return [] }
    var sums: [[String]: ModulePair] = [:]
    for edge in edges {
      let key = [edge.parentModule ?? Self.noModule, edge.childModule ?? Self.noModule]
      var pair =
        sums[key]
        ?? ModulePair(
          parentModule: key[0], childModule: key[1], delegateMatches: 0, privateMatches: 0)
      pair.delegateMatches += edge.delegateMatches
      pair.privateMatches += edge.privateMatches
      sums[key] = pair
    }
    return sums.values.sorted {
      ($0.parentModule, $0.childModule) < ($1.parentModule, $1.childModule)
    }
  }

  /// What the module tables call a feature whose module is unknown.
  public static let noModule = "(no module)"

  /// The summary as an aligned text table with a header row, followed, when the graph names
  /// modules, by a blank line and the per-module-pair table.
  public var table: String {
    let rows = edges.map { edge in
      [
        edge.parent.rawValue, edge.child.rawValue, String(edge.delegateMatches),
        String(edge.privateMatches), edge.privateCases.joined(separator: ", "),
      ]
    }
    var text = SummaryTable.aligned(
      header: ["parent", "child", "delegate", "private", "private cases"], rows: rows)
    let pairs = modulePairs
    if !pairs.isEmpty {
      let pairRows = pairs.map { pair in
        [
          pair.parentModule, pair.childModule, String(pair.delegateMatches),
          String(pair.privateMatches),
        ]
      }
      text +=
        "\n"
        + SummaryTable.aligned(
          header: ["parent module", "child module", "delegate", "private"], rows: pairRows)
    }
    return text
  }
}
