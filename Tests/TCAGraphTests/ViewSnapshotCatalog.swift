import TCAGraph
import TreeIntrospect

/// Every diagram that has a snapshot, by file name.
enum SnapshotCatalog {
  static func all() -> [(String, GraphDescription)] {
    let app = ExampleGraphs.lessonsApp
    var result: [(String, GraphDescription)] = [
      ("lessons-action-tree", actionTreeView(graph: app)),
      ("lessons-composition", compositionTreeView(graph: app)),
      ("lessons-delegate-flow", delegateFlowView(graph: app)),
      ("lessons-coupling", couplingView(graph: app)),
      ("lessons-coupled-coupling", couplingView(graph: ExampleGraphs.coupledApp)),
    ]
    for id in featuresWithActions(in: app) {
      result.append(("lessons-lanes-\(id.rawValue)", featureLanesView(for: id, in: app)))
    }
    return result
  }
}
