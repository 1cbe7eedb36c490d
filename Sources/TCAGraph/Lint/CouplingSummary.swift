import Foundation
import TreeIntrospect

/// How much each feature's reducer knows about each descendant: one row per edge from the
/// matching feature to the feature whose actions it matches.
public struct CouplingSummary: Equatable, Sendable {
  /// One edge: `parent` matches actions owned by `child`.
  public struct Edge: Equatable, Sendable, Comparable {
    public var parent: FeatureID
    public var child: FeatureID
    /// Patterns on the child's `delegate` lane: the published interface.
    public var delegateMatches: Int
    /// Patterns on the child's `view`, `_internal` or flat actions: coupling.
    public var privateMatches: Int
    /// The private cases matched, sorted and unique.
    public var privateCases: [String]

    public static func < (lhs: Edge, rhs: Edge) -> Bool {
      (lhs.parent, lhs.child) < (rhs.parent, rhs.child)
    }
  }

  /// The edges, sorted by parent then child.
  public var edges: [Edge]

  /// Counts the handlers of every feature; composed children with no handlers get a row of zeros.
  public init(graph: ArchitectureGraph) {
    var edges: [FeatureID: [FeatureID: Edge]] = [:]
    func touch(_ parent: FeatureID, _ child: FeatureID) {
      if edges[parent]?[child] == nil {
        edges[parent, default: [:]][child] = Edge(
          parent: parent, child: child, delegateMatches: 0, privateMatches: 0, privateCases: [])
      }
    }
    for feature in graph.features {
      for scope in feature.children where scope.child != feature.id {
        touch(feature.id, scope.child)
      }
      for handler in feature.handlers {
        guard let owner = handler.owner, owner != feature.id else { continue }
        if handler.match == .delegate {
          touch(feature.id, owner)
          edges[feature.id]?[owner]?.delegateMatches += 1
        } else if handler.match.isPrivate {
          touch(feature.id, owner)
          edges[feature.id]?[owner]?.privateMatches += 1
          if let name = handler.route.last {
            edges[feature.id]?[owner]?.privateCases.append(name)
          }
        }
      }
    }
    self.edges = edges.values.flatMap(\.values).map { edge in
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
