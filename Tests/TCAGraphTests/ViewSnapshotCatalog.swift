import ExampleApp
import TCAGraph
import TreeIntrospect

/// Every diagram that has a snapshot, by file name: the hand-built lessons' app, the same app
/// split into modules, the hand-built app with logic reducers, and the registered example app.
enum SnapshotCatalog {
  static func all() -> [(String, GraphDescription)] {
    var result = views(of: ExampleGraphs.lessonsApp, prefix: "lessons")
    result.append(("lessons-coupled-coupling", couplingView(graph: ExampleGraphs.coupledApp)))
    result.append(("modular-modules", modulesView(graph: ModuleGraphs.modularApp)))
    result.append(
      (
        "modular-app-only-modules",
        modulesView(graph: ModuleGraphs.modularApp.restricted(toModules: ["App"]))
      ))
    result += views(of: LogicGraphs.app(), prefix: "logic")
    if let example = try? exampleAppGraph() {
      result += views(of: example, prefix: "example")
    }
    return result
  }

  static func views(of graph: ArchitectureGraph, prefix: String) -> [(String, GraphDescription)] {
    var result: [(String, GraphDescription)] = [
      ("\(prefix)-action-tree", actionTreeView(graph: graph)),
      ("\(prefix)-composition", compositionTreeView(graph: graph)),
      ("\(prefix)-delegate-flow", delegateFlowView(graph: graph)),
      ("\(prefix)-coupling", couplingView(graph: graph)),
      ("\(prefix)-modules", modulesView(graph: graph)),
    ]
    for id in featuresWithActions(in: graph) {
      result.append(("\(prefix)-lanes-\(id.rawValue)", featureLanesView(for: id, in: graph)))
    }
    return result
  }
}
