// Generates architecture graphs of 1,000 and 10,000 features in three shapes and measures, per
// view, the time and peak memory of making its files: `wide` (every feature composes two
// children, as the scan benchmark's app), `deep` (a chain of compositions) and `star` (one
// reducer composing every other feature). Each cell runs in a process of its own, so the peak
// resident memory (getrusage's maxrss) is that view's alone; a cell that passes the time limit
// is stopped and shown as `> N s`. Prints figures; asserts nothing.
//
// `--html` measures `--format html` alone, the explorer page of every view, per app.
//
// `--layout` measures instead what graphviz's layout costs as a picture grows, the figures
// behind `GraphDescription.layoutNodeLimit`: per view and app size, the picture's node count and the
// time and peak memory of rendering its whole DOT as SVG, without the limit.
//
//   scale-benchmark [--format dot|svg] [--limit SECONDS] [COUNTS...]
//   scale-benchmark --html [--limit SECONDS] [COUNTS...]
//   scale-benchmark --layout [--limit SECONDS] [COUNTS...]

import Foundation
import TCAGraph
import TreeIntrospect

/// The shapes of generated app.
enum Shape: String, CaseIterable {
  case wide, deep, star
}

/// `count` features of `shape`, each with view, `_internal` and delegate lanes, in ten modules;
/// every parent matches its children's delegate facts, and every third parent one view action.
func generatedGraph(_ shape: Shape, features count: Int) -> ArchitectureGraph {
  func childIndices(_ index: Int) -> [Int] {
    switch shape {
    case .wide: [2 * index + 1, 2 * index + 2].filter { $0 < count }
    case .deep: index + 1 < count ? [index + 1] : []
    case .star: index == 0 ? Array(1..<max(count, 1)) : []
    }
  }
  let features = (0..<count).map { index in
    var feature = Feature(
      id: FeatureID(rawValue: "Feature\(index)"),
      actions: [
        .group(
          "view", lane: .view, typeName: "View",
          cases: [.leaf("onAppear"), .leaf("saveTapped"), .leaf("titleChanged", ["String"])]),
        .group("_internal", lane: .internal, typeName: "Internal", cases: [.leaf("loaded")]),
        .group(
          "delegate", lane: .delegate, typeName: "Delegate", casePathable: true,
          cases: [.leaf("finished", ["Int"]), .leaf("cancelled")]),
      ], module: "Module\(index % 10)")
    for (order, child) in childIndices(index).enumerated() {
      let id = FeatureID(rawValue: "Feature\(child)")
      let field = "feature\(child)"
      let presented = order % 2 == 1
      feature.actions.append(.child(field, id, wrapper: presented ? .presentation : .bare))
      feature.children.append(
        ChildScope(
          operator: presented ? .ifLet : .scope, statePath: presented ? "$" + field : field,
          actionPath: field, child: id, order: order))
      let element = presented ? ["presented"] : []
      feature.handlers.append(
        Handler(
          route: [field] + element + ["delegate", "finished"], owner: id, match: .delegate,
          mutatesState: true))
      if child % 3 == 0 {
        feature.handlers.append(
          Handler(route: [field] + element + ["view", "saveTapped"], owner: id, match: .view))
      }
    }
    return feature
  }
  return ArchitectureGraph(roots: ["Feature0"], features: features)
}

/// This process's peak resident memory in megabytes (maxrss is in kilobytes on Linux).
func peakMemoryMB() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024
}

/// One cell: the view's (or `json`'s, or `focus`'s) files for a generated graph, timed.
func measureCell(shape: Shape, count: Int, column: String, format: any OutputFormat.Type) throws {
  let graph = generatedGraph(shape, features: count)
  let set: DiagramSet
  switch column {
  case "json":
    set = DiagramSet(formats: [JSONFormat.self])
  case "html":
    set = DiagramSet(formats: [HTMLFormat.self])
  case "focus":
    set = DiagramSet(formats: [format], focus: "Feature1")
  default:
    guard let view = DiagramViews.view(id: column) else { throw CocoaError(.featureUnsupported) }
    set = DiagramSet(views: [view], formats: [format])
  }
  let start = ContinuousClock.now
  let files = try set.files(for: graph, renderer: GraphvizRenderer())
  let elapsed = ContinuousClock.now - start
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  let bytes = files.map(\.contents.count).reduce(0, +)
  print(String(format: "%.3f %.0f %d %d", seconds, peakMemoryMB(), files.count, bytes))
}

/// One layout cell: the view's whole picture of a generated graph rendered as SVG with no node
/// limit, timed; prints the node count too.
func measureLayout(shape: Shape, count: Int, column: String) throws {
  let graph = generatedGraph(shape, features: count)
  guard let view = DiagramViews.view(id: column) else { throw CocoaError(.featureUnsupported) }
  let diagrams = view.init().diagrams(of: graph, options: DiagramOptions())
  let nodes = diagrams.map(\.description.nodes.count).reduce(0, +)
  let renderer = GraphvizRenderer()
  let start = ContinuousClock.now
  var bytes = 0
  for diagram in diagrams {
    let dot = DOTEmitter().emit(diagram.description)
    bytes += try renderer.render(dot: dot, format: .svg, layout: .dot).count
  }
  let elapsed = ContinuousClock.now - start
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  print(String(format: "%.3f %.0f %d %d", seconds, peakMemoryMB(), nodes, bytes))
}

/// Runs one cell in a child process; its figures, or `> limit s` when it takes longer.
/// `layout` runs ``measureLayout(shape:count:column:)`` and shows the node count first.
func runCell(
  shape: Shape, count: Int, column: String, format: any OutputFormat.Type, limit: Double,
  layout: Bool = false
)
  -> String
{
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments =
    layout
    ? ["--measure-layout", shape.rawValue, String(count), column]
    : ["--measure", shape.rawValue, String(count), column, format.id]
  let pipe = Pipe()
  process.standardOutput = pipe
  let finished = DispatchSemaphore(value: 0)
  process.terminationHandler = { _ in finished.signal() }
  do { try process.run() } catch { return "failed" }
  if finished.wait(timeout: .now() + limit) == .timedOut {
    process.terminate()
    finished.wait()
    return String(format: "> %.0f s", limit)
  }
  let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  let fields = text.split(separator: " ").compactMap {
    Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
  }
  guard process.terminationStatus == 0, fields.count == 4 else {
    return "exit \(process.terminationStatus)"
  }
  if layout {
    return String(format: "%.0f nodes: %.2f s, %.0f MB", fields[2], fields[0], fields[1])
  }
  return String(format: "%.2f s, %.0f MB", fields[0], fields[1])
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--measure", arguments.count == 5, let shape = Shape(rawValue: arguments[1]),
  let count = Int(arguments[2]), let format = OutputFormats.format(id: arguments[4])
{
  try measureCell(shape: shape, count: count, column: arguments[3], format: format)
  exit(0)
}
if arguments.first == "--measure-layout", arguments.count == 4,
  let shape = Shape(rawValue: arguments[1]), let count = Int(arguments[2])
{
  try measureLayout(shape: shape, count: count, column: arguments[3])
  exit(0)
}

var format: any OutputFormat.Type = DOTFormat.self
var limit = 120.0
var counts: [Int] = []
var layout = false
var html = false
var rest = arguments[...]
while let argument = rest.popFirst() {
  switch argument {
  case "--layout": layout = true
  case "--html": html = true
  case "--format": format = rest.popFirst().flatMap(OutputFormats.format(id:)) ?? format
  case "--limit": limit = rest.popFirst().flatMap(Double.init) ?? limit
  default: if let count = Int(argument) { counts.append(count) }
  }
}
if html {
  if counts.isEmpty { counts = [1_000, 3_000] }
  print(
    "scale-benchmark --html: time and peak memory of the explorer page (--format html), "
      + "limit \(Int(limit)) s per cell")
  print("| app | " + Shape.allCases.map(\.rawValue).joined(separator: " | ") + " |")
  print("| --- | " + Shape.allCases.map { _ in "---" }.joined(separator: " | ") + " |")
  for count in counts {
    let cells = Shape.allCases.map {
      runCell(shape: $0, count: count, column: "html", format: HTMLFormat.self, limit: limit)
    }
    print("| \(count) features | " + cells.joined(separator: " | ") + " |")
  }
  exit(0)
}
if layout {
  if counts.isEmpty { counts = [250, 500, 1_000, 1_500, 2_000, 3_000] }
  // The views whose whole-app picture grows with the app; the action tree of a large app is
  // guarded by depth and lanes are one small picture per feature.
  let columns = ["composition", "coupling", "modules"]
  print(
    "scale-benchmark --layout: the whole picture rendered as SVG with no node limit "
      + "(nodes: time, peak memory), limit \(Int(limit)) s per cell")
  print("| app | " + columns.joined(separator: " | ") + " |")
  print("| --- | " + columns.map { _ in "---" }.joined(separator: " | ") + " |")
  for shape in [Shape.wide, .deep] {
    for count in counts {
      let cells = columns.map {
        runCell(
          shape: shape, count: count, column: $0, format: SVGFormat.self, limit: limit, layout: true
        )
      }
      print("| \(shape.rawValue) \(count) | " + cells.joined(separator: " | ") + " |")
    }
  }
  exit(0)
}
if counts.isEmpty { counts = [1_000, 10_000] }

let columns = DiagramViews.ids + ["focus", "json"]
print(
  "scale-benchmark: time and peak memory per view, format \(format.id) "
    + "(focus: every view --focus Feature1; json: --format json), limit \(Int(limit)) s per cell")
print("| app | " + columns.joined(separator: " | ") + " |")
print("| --- | " + columns.map { _ in "---" }.joined(separator: " | ") + " |")
for count in counts {
  for shape in Shape.allCases {
    var cells: [String] = []
    for column in columns {
      cells.append(
        runCell(shape: shape, count: count, column: column, format: format, limit: limit))
    }
    print("| \(shape.rawValue) \(count) | " + cells.joined(separator: " | ") + " |")
  }
}
