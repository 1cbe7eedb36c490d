import Foundation
import TCAGraph
import TreeIntrospect

/// Every diagram that has a snapshot, by file name: the lessons' app (its registered twin), the
/// same app coupled to Editor's internals, that coupled app split into modules, the
/// hand-built app with logic reducers, and the hand-built apps of shared state (as a graph and,
/// over the feature limit, a matrix) and dependencies.
enum SnapshotCatalog {
  static func all() throws -> [(String, GraphDescription)] {
    var result = try views(of: ExampleGraphs.lessonsApp(), prefix: "example")
    result.append(
      ("example-coupled-coupling", couplingView(graph: try ExampleGraphs.coupledApp())))
    result.append(("modular-modules", modulesView(graph: try ModuleGraphs.modularApp())))
    result.append(
      (
        "modular-app-only-modules",
        modulesView(graph: try ModuleGraphs.modularApp().restricted(toModules: ["App"]))
      ))
    result += views(of: LogicGraphs.app(), prefix: "logic")
    result.append(("channels-shared-state", sharedStateView(graph: ChannelGraphs.sharedStateApp())))
    result.append(
      (
        "channels-shared-state-matrix",
        sharedStateView(graph: ChannelGraphs.sharedStateMatrixApp())
      ))
    result.append(
      ("channels-dependencies", dependenciesView(graph: ChannelGraphs.dependenciesApp())))
    result.append(
      (
        "channels-delegate-flow",
        delegateFlowView(graph: ViewDelegateFlowChannelTests.presentingApp())
      ))
    return result
  }

  /// Every registered view's diagrams of `graph`, named `prefix-` and the file name with `/`
  /// as `-` (`example-lanes-Editor`).
  static func views(of graph: ArchitectureGraph, prefix: String) -> [(String, GraphDescription)] {
    DiagramViews.all.flatMap { view in
      view.init().diagrams(of: graph, options: DiagramOptions()).map { diagram in
        ("\(prefix)-\(diagram.name.replacingOccurrences(of: "/", with: "-"))", diagram.description)
      }
    }
  }
}
