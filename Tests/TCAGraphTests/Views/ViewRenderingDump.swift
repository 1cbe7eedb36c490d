import Foundation
import TCAGraph
import Testing

/// Writes every snapshotted view, and the views of generated large apps, as DOT (light and dark)
/// and Mermaid into the folder named by `TCA_GRAPH_DUMP_DIR`, for looking at the pictures; does
/// nothing without it.
@Test func dumpViewsForInspection() throws {
  guard let folder = ProcessInfo.processInfo.environment["TCA_GRAPH_DUMP_DIR"] else { return }
  let directory = URL(fileURLWithPath: folder)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let large = [
    ("large-15-composition", compositionTreeView(graph: LargeGraphs.tree(features: 15))),
    ("large-15-delegate-flow", delegateFlowView(graph: LargeGraphs.tree(features: 15))),
    ("large-40-action-tree", actionTreeView(graph: LargeGraphs.tree(features: 40))),
    ("large-60-composition", compositionTreeView(graph: LargeGraphs.tree(features: 60))),
    ("large-60-coupling", couplingView(graph: LargeGraphs.tree(features: 60))),
    ("large-60-delegate-flow", delegateFlowView(graph: LargeGraphs.tree(features: 60))),
    (
      "generated-60x25-dependencies", dependenciesView(graph: ChannelGraphs.generatedDependencies())
    ),
  ]
  for (name, description) in try SnapshotCatalog.all() + large {
    try DOTEmitter().emit(description).write(
      to: directory.appendingPathComponent(name + ".dot"), atomically: true, encoding: .utf8)
    try MermaidEmitter().emit(description).write(
      to: directory.appendingPathComponent(name + ".mmd"), atomically: true, encoding: .utf8)
    try DOTEmitter(theme: .dark).emit(description).write(
      to: directory.appendingPathComponent(name + "~dark.dot"), atomically: true, encoding: .utf8)
  }
}
