// Renders one realistic feature graph many times in process and prints resident memory as it
// goes, to show whether the graphviz renderer leaks (every graph closed, every layout and
// buffer freed). Prints figures; asserts nothing.
//
// It runs twice: first with the features as plain subgraphs, then drawn as clusters, as
// tca-graph draws them. Graphviz 2.42's dot layout leaks memory on every clustered layout
// (valgrind names `new_virtual_edge` under `class2` and `interclexp`), with or without this
// wrapper; the first run shows what the wrapper itself keeps.

import Foundation
import TCAGraph

/// A feature tree of 41 nodes: a root reducer and five features, each with view, internal and
/// delegate actions in the lane colours, wired child to parent; `clustered` draws each feature
/// as a cluster.
func featureGraph(clustered: Bool) -> String {
  let features = ["Profile", "Editor", "Reviews", "Search", "Settings"]
  var lines = [
    "digraph Features {",
    "  rankdir=LR;",
    "  node [style=filled, fontname=Helvetica, fontcolor=\"#11111b\"];",
    "  App [label=\"AppFeature\", shape=box, fillcolor=\"#89b4fa\"];",
  ]
  for (index, feature) in features.enumerated() {
    lines.append("  subgraph \(clustered ? "cluster_" : "")\(feature) {")
    lines.append("    label=\"\(feature)Feature\";")
    for action in ["appeared", "saveTapped", "cancelTapped"] {
      lines.append(
        "    \(feature)_view_\(action) [label=\"view.\(action)\", fillcolor=\"#a6e3a1\"];")
    }
    for action in ["loaded", "saved", "failed"] {
      lines.append(
        "    \(feature)_internal_\(action) [label=\"_internal.\(action)\", fillcolor=\"#f9e2af\"];")
    }
    for action in ["didSave", "didCancel"] {
      lines.append(
        "    \(feature)_delegate_\(action) [label=\"delegate.\(action)\", fillcolor=\"#f38ba8\"];")
    }
    lines.append("  }")
    lines.append("  \(feature)_view_appeared -> \(feature)_internal_loaded;")
    lines.append("  \(feature)_view_saveTapped -> \(feature)_internal_saved;")
    lines.append("  \(feature)_view_saveTapped -> \(feature)_internal_failed [style=dashed];")
    lines.append("  \(feature)_internal_saved -> \(feature)_delegate_didSave;")
    lines.append("  \(feature)_view_cancelTapped -> \(feature)_delegate_didCancel;")
    lines.append("  \(feature)_delegate_didSave -> App [color=\"#f38ba8\"];")
    lines.append("  \(feature)_delegate_didCancel -> App [color=\"#f38ba8\"];")
    if index > 0 {
      lines.append("  \(features[index - 1])_delegate_didSave -> \(feature)_view_appeared;")
    }
  }
  lines.append("}")
  return lines.joined(separator: "\n")
}

/// This process's resident set size in kilobytes, from `/proc/self/status`, or `nil` where
/// there is no such file.
func residentKilobytes() -> Int? {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return nil
  }
  for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
    return Int(line.split(separator: " ").dropFirst().first ?? "")
  }
  return nil
}

func describe(_ kilobytes: Int?) -> String {
  guard let kilobytes else { return "n/a" }
  return String(format: "%.1f MB", Double(kilobytes) / 1024)
}

/// Renders `dot` `renders` times with one renderer, printing resident memory at checkpoints,
/// the growth ratio and the rate.
func measure(_ title: String, dot: String, renders: Int) {
  let checkpoints: Set<Int> = [10, 100, 500, 1_000]
  let renderer = GraphvizRenderer()
  var resident: [Int: Int] = [:]
  var outputBytes = 0

  print("\(title): \(renders) SVG renders of \(dot.utf8.count) bytes of DOT")
  print("  before:       VmRSS \(describe(residentKilobytes()))")
  let start = Date()
  for count in 1...renders {
    do {
      outputBytes = try renderer.render(dot: dot, format: .svg).count
    } catch {
      print("  render \(count) failed: \(error)")
      return
    }
    if checkpoints.contains(count) {
      resident[count] = residentKilobytes()
      let label = "after \(count):".padding(toLength: 13, withPad: " ", startingAt: 0)
      print("  \(label) VmRSS \(describe(resident[count]))")
    }
  }
  let seconds = Date().timeIntervalSince(start)
  if let last = resident[renders], let base = resident[100], base > 0 {
    print(
      String(format: "  ratio after %d / after 100: %.3f", renders, Double(last) / Double(base)))
  }
  print(
    String(
      format: "  %.1f renders/s (%.2f ms each), SVG of %d bytes", Double(renders) / seconds,
      seconds * 1000 / Double(renders), outputBytes))
}

print("render-memory-benchmark: a 41-node feature graph, five features, lane colours")
measure("features unclustered", dot: featureGraph(clustered: false), renders: 1_000)
measure("features as clusters", dot: featureGraph(clustered: true), renders: 1_000)
