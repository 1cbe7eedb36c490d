import ExampleApp
import Foundation
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

  /// Every registered view's diagrams of `graph`, named `prefix-` and the file name with `/`
  /// as `-` (`lessons-lanes-Editor`).
  static func views(of graph: ArchitectureGraph, prefix: String) -> [(String, GraphDescription)] {
    DiagramViews.all.flatMap { view in
      view.init().diagrams(of: graph, options: DiagramOptions()).map { diagram in
        ("\(prefix)-\(diagram.name.replacingOccurrences(of: "/", with: "-"))", diagram.description)
      }
    }
  }
}
