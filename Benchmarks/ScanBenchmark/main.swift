import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax
import TCAGraph

// Generates a large TCA app (1,000 features in 1,000 files, in ten SwiftPM targets that import
// one another), then measures in one run a bare SwiftParser parse of the same files (parallel,
// same chunking as the scanner) and the whole scan, alternating them for a few rounds and keeping
// each one's best time, so that warm-up and a busy machine weigh on both alike. The scan's own
// phases show what the semantic index (module map, symbol table, assembly) costs.

// `--write-app DIR` writes the generated app into DIR, keeps it and stops, for measuring other
// commands on it (`tca-graph render DIR --format html`).
var positional = Array(CommandLine.arguments.dropFirst())
var appFolder: URL?
if let flag = positional.firstIndex(of: "--write-app") {
  guard flag + 1 < positional.count else {
    FileHandle.standardError.write(Data("scan-benchmark: --write-app needs a folder\n".utf8))
    exit(2)
  }
  appFolder = URL(fileURLWithPath: positional[flag + 1])
  positional.removeSubrange(flag...(flag + 1))
}
let featureCount = Int(positional.first ?? "") ?? 1_000
let rounds = max(1, Int(positional.dropFirst().first ?? "") ?? 3)
let moduleCount = 10

/// The SwiftPM target feature `index` belongs to.
func moduleName(_ index: Int) -> String { "Module\(index % moduleCount)" }

/// One realistic ~150-line feature file: lanes, children of every cardinality, a coordinating
/// switch, effects, and a view.
func featureSource(_ index: Int, count: Int) -> String {
  let name = "Feature\(index)"
  let kids = [2 * index + 1, 2 * index + 2].filter { $0 < count }.map { "Feature\($0)" }
  let one = kids.first
  let two = kids.count > 1 ? kids[1] : nil
  var state = ""
  var actions = ""
  var composition = ""
  var arms = ""
  if let one {
    state += "    var \(one.lowercased()) = \(one).State()\n"
    state += "    var rows: IdentifiedArrayOf<\(one).State> = []\n"
    actions += "    case \(one.lowercased())(\(one).Action)\n"
    actions += "    case rows(IdentifiedActionOf<\(one)>)\n"
    composition +=
      "    Scope(state: \\.\(one.lowercased()), action: \\.\(one.lowercased())) {\n      \(one)()\n    }\n"
    arms += """
            case let .\(one.lowercased())(.delegate(.finished(value))):
              state.total += value
              return .send(.delegate(.finished(state.total)))
            case let .rows(.element(id: id, action: .delegate(.finished(value)))):
              state.rows[id: id]?.total = value
              return .none
            case .\(one.lowercased()), .rows:
              return .none

      """
  }
  if let two {
    state += "    @Presents var editor: \(two).State?\n"
    state += "    var path = StackState<Path.State>()\n"
    actions += "    case editor(PresentationAction<\(two).Action>)\n"
    actions += "    case path(StackAction<Path.State, Path.Action>)\n"
    arms += """
            case .editor(.presented(.delegate(.finished))):
              state.editor = nil
              return .none
            case let .path(.element(id: id, action: .screen(.delegate(.finished)))):
              state.path.pop(from: id)
              return .none
            case .editor, .path:
              return .none

      """
  }
  let modifiers =
    two == nil
    ? ""
    : """
        .ifLet(\\.$editor, action: \\.editor) {
          \(two!)()
        }
        .forEach(\\.path, action: \\.path)

    """
  let rowsModifier =
    one == nil ? "" : "    .forEach(\\.rows, action: \\.rows) {\n      \(one!)()\n    }\n"
  let pathEnum =
    two == nil
    ? ""
    : """

      @Reducer
      enum Path {
        case screen(\(two!))
      }

    """
  let imports = Set(kids.compactMap { Int($0.dropFirst("Feature".count)) }.map(moduleName))
    .subtracting([moduleName(index)]).sorted().map { "import \($0)\n" }.joined()
  return """
    import ComposableArchitecture
    import Foundation
    import SwiftUI
    \(imports)

    /// Feature number \(index) of the generated benchmark app.
    @Reducer
    struct \(name) {
      @ObservableState
      struct State: Equatable, Identifiable {
        var id = UUID()
        var total = 0
        var title = ""
        var isLoading = false
    \(state)  }

      enum Action: ViewAction {
        case view(View)
        case _internal(Internal)
        case delegate(Delegate)
    \(actions)
        @CasePathable
        enum View: Equatable {
          case onAppear
          case titleChanged(String)
          case saveTapped
          case cancelTapped
        }

        @CasePathable
        enum Internal: Equatable {
          case loaded(Int)
          case saved(Bool)
        }

        @CasePathable
        enum Delegate: Equatable {
          case finished(Int)
          case cancelled
        }
      }
    \(pathEnum)
      @Dependency(\\.apiClient) var apiClient
      @Dependency(\\.dismiss) var dismiss

      var body: some ReducerOf<Self> {
    \(composition)    Reduce { state, action in
          switch action {
          case .view(.onAppear):
            state.isLoading = true
            return .run { send in
              let value = try await apiClient.load(\(index))
              await send(._internal(.loaded(value)))
            }
          case let .view(.titleChanged(title)):
            state.title = title
            return .none
          case .view(.saveTapped):
            return .run { [total = state.total] send in
              let ok = try await apiClient.save(total)
              await send(._internal(.saved(ok)))
            }
          case .view(.cancelTapped):
            return .send(.delegate(.cancelled))
          case let ._internal(.loaded(value)):
            state.isLoading = false
            state.total = value
            return .none
          case ._internal(.saved(true)):
            return .send(.delegate(.finished(state.total)))
          case ._internal(.saved(false)):
            return .none
    \(arms)      case .delegate:
            return .none
          }
        }
    \(modifiers)\(rowsModifier)  }
    }

    @ViewAction(for: \(name).self)
    struct \(name)View: View {
      @Bindable var store: StoreOf<\(name)>

      var body: some View {
        Form {
          TextField("Title", text: $store.title.sending(\\.view.titleChanged))
          Section {
            Text("Total: \\(store.total)")
            if store.isLoading {
              ProgressView()
            }
          }
          Button("Save") {
            send(.saveTapped)
          }
          Button("Cancel") {
            store.send(.view(.cancelTapped))
          }
        }
        .onAppear {
          send(.onAppear)
        }
        .navigationTitle("Feature \(index)")
      }
    }

    extension \(name).State {
      /// A one-line summary for the list of features.
      var summary: String {
        if isLoading {
          return "Loading…"
        }
        if title.isEmpty {
          return "Untitled (\\(total))"
        }
        return "\\(title): \\(total)"
      }

      /// Whether the feature has anything worth saving.
      var canSave: Bool {
        !title.isEmpty && total > 0 && !isLoading
      }
    }

    #Preview {
      \(name)View(
        store: Store(initialState: \(name).State()) {
          \(name)()
        }
      )
    }

    """
}

func peakMemoryMB() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
  else { return 0 }
  let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
  return kilobytes / 1024
}

func seconds(_ work: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try work()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func secondsIn(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func format(_ duration: Duration) -> String { String(format: "%.3f", secondsIn(duration)) }

let directory =
  appFolder
  ?? FileManager.default.temporaryDirectory
  .appendingPathComponent("tca-graph-scan-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { if appFolder == nil { try? FileManager.default.removeItem(at: directory) } }

var paths: [String] = []
var totalBytes = 0
var totalLines = 0
let targets = (0..<moduleCount).map { "    .target(name: \"Module\($0)\"),\n" }.joined()
try Data(
  """
  // swift-tools-version:5.9
  import PackageDescription

  let package = Package(
    name: "Generated",
    targets: [
  \(targets)  ]
  )

  """.utf8
).write(to: directory.appendingPathComponent("Package.swift"))
for index in 0..<featureCount {
  let text = featureSource(index, count: featureCount)
  let folder = directory.appendingPathComponent("Sources/\(moduleName(index))")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let path = folder.appendingPathComponent("Feature\(index).swift").path
  try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  paths.append(path)
  totalBytes += text.utf8.count
  totalLines += text.split(separator: "\n", omittingEmptySubsequences: false).count
}
let megabytes = Double(totalBytes) / 1_048_576
print(
  "generated \(featureCount) files, \(totalLines / featureCount) lines each on average, \(String(format: "%.2f", megabytes)) MB"
)
if let appFolder {
  print("wrote the app into \(appFolder.path)")
  exit(0)
}

// Parse only: read and parse every file on all cores, with the scanner's chunking.
final class Counter: @unchecked Sendable {
  private var value = 0
  private let lock = NSLock()
  func add(_ amount: Int) {
    lock.lock()
    value += amount
    lock.unlock()
  }
  var total: Int {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}
let statements = Counter()
let inputs = paths
func parseOnly() {
  let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
  let chunkCount = min(inputs.count, cores * 4)
  let chunkSize = (inputs.count + chunkCount - 1) / chunkCount
  DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
    let start = chunk * chunkSize
    let end = min(inputs.count, start + chunkSize)
    guard start < end else { return }
    for index in start..<end {
      guard let data = FileManager.default.contents(atPath: inputs[index]),
        let text = String(data: data, encoding: .utf8)
      else { continue }
      let tree = Parser.parse(source: text)
      statements.add(tree.statements.count)
    }
  }
}

var parseTimes: [Double] = []
var scanTimes: [Double] = []
var indexTimes: [Double] = []
var parsePeak = 0.0
var result: ScanResult?
for _ in 0..<rounds {
  parseTimes.append(seconds { parseOnly() })
  if parsePeak == 0 { parsePeak = peakMemoryMB() }  // VmHWM only grows: read it before any scan
  scanTimes.append(
    try seconds {
      result = try SourceScanner(options: ScanOptions(baseDirectory: directory.path))
        .scan(paths: ["."])
    })
  if let timings = result?.timings {
    print(
      "  scan phases (s): parse \(format(timings.parse)), module map \(format(timings.modules)), "
        + "index and assembly \(format(timings.assembly))")
    indexTimes.append(secondsIn(timings.modules + timings.assembly))
  }
}
let parseTime = parseTimes.min() ?? 0
let scanTime = scanTimes.min() ?? 0
let scanPeak = peakMemoryMB()

func report(_ label: String, _ time: Double) {
  print(
    "\(label): \(String(format: "%.3f", time)) s, \(String(format: "%.0f", Double(featureCount) / time)) files/s, \(String(format: "%.2f", megabytes / time)) MB/s"
  )
}
print(
  "cores: \(ProcessInfo.processInfo.activeProcessorCount); best of \(rounds) alternating rounds")
print(
  "rounds (s): parse only \(parseTimes.map { String(format: "%.2f", $0) }.joined(separator: ", ")); "
    + "scan \(scanTimes.map { String(format: "%.2f", $0) }.joined(separator: ", "))")
report("parse only", parseTime)
report("full scan ", scanTime)
print(
  "peak memory (VmHWM): \(String(format: "%.1f", parsePeak)) MB after parse only, \(String(format: "%.1f", scanPeak)) MB after scan"
)
print("ratio scan / parse only: \(String(format: "%.2f", scanTime / parseTime))x (target <= 1.3x)")
let indexTime = indexTimes.min() ?? 0
print(
  "semantic index (module map, symbol table, assembly): \(String(format: "%.3f", indexTime)) s, "
    + "\(String(format: "%.1f", 100 * indexTime / scanTime))% of the scan (target <= 10%)")
if let result {
  let handlers = result.graph.features.reduce(0) { $0 + $1.handlers.count }
  let children = result.graph.features.reduce(0) { $0 + $1.children.count }
  print(
    "scan found \(result.graph.features.count) features, \(children) child scopes, \(handlers) handlers, roots \(result.graph.roots.map(\.rawValue)); \(result.diagnostics.count) diagnostics, \(result.unresolved.count) unresolved"
  )
}
