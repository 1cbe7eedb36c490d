import Foundation
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

  /// The edges, sorted by parent then child.
  public var edges: [Edge]

  /// Counts the handlers of every coupling edge; edges no handler reaches get a row of zeros.
  public init(graph: ArchitectureGraph) {
    var rows: [FeatureID: [FeatureID: Edge]] = [:]
    for edge in couplingEdges(in: graph) where edge.child != edge.parent {
      var row =
        rows[edge.parent]?[edge.child]
        ?? Edge(
          parent: edge.parent, child: edge.child, delegateMatches: 0, privateMatches: 0,
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
  }

  /// The summary as an aligned text table with a header row.
  public var table: String {
    let header = ["parent", "child", "delegate", "private", "private cases"]
    let rows = edges.map { edge in
      [
        edge.parent.rawValue, edge.child.rawValue, String(edge.delegateMatches),
        String(edge.privateMatches), edge.privateCases.joined(separator: ", "),
      ]
    }
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    let lines = all.map { row in
      row.indices.map { column in
        column == row.count - 1
          ? row[column] : row[column].padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
