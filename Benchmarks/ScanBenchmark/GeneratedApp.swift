import Foundation

/// How many SwiftPM targets the generated app has.
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

/// One ~110-line file of plain Swift that no feature names and that holds no TCA word: a model,
/// its errors, a validator and a formatter.
func plainSource(_ index: Int) -> String {
  let name = "Model\(index)"
  return """
    import Foundation

    /// Plain model number \(index) of the generated benchmark app.
    struct \(name): Equatable, Codable, Identifiable {
      var id: UUID
      var title: String
      var amount: Double
      var tags: [String]
      var createdAt: Date
      var isArchived: Bool

      init(title: String, amount: Double, tags: [String] = []) {
        self.id = UUID()
        self.title = title
        self.amount = amount
        self.tags = tags
        self.createdAt = Date()
        self.isArchived = false
      }

      /// A one-line description.
      func formatted() -> String {
        let tagList = tags.isEmpty ? "none" : tags.joined(separator: ", ")
        return "\\(title) (\\(String(format: "%.2f", amount))) [\\(tagList)]"
      }

      mutating func rename(to newTitle: String) {
        guard !newTitle.isEmpty, newTitle != title else { return }
        title = newTitle
      }

      mutating func archive() {
        isArchived = true
      }
    }

    enum \(name)Error: Error, Equatable {
      case emptyTitle
      case negativeAmount(Double)
      case tooManyTags(Int)
    }

    /// Checks a model before it is saved.
    struct \(name)Validator {
      var maximumTags = 8

      func validate(_ model: \(name)) throws {
        if model.title.trimmingCharacters(in: .whitespaces).isEmpty {
          throw \(name)Error.emptyTitle
        }
        if model.amount < 0 {
          throw \(name)Error.negativeAmount(model.amount)
        }
        if model.tags.count > maximumTags {
          throw \(name)Error.tooManyTags(model.tags.count)
        }
      }
    }

    /// Turns models into lines of text and back.
    enum \(name)Format {
      static func line(for model: \(name)) -> String {
        [model.title, String(model.amount), model.tags.joined(separator: "|")]
          .joined(separator: ";")
      }

      static func model(from line: String) -> \(name)? {
        let fields = line.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 3, let amount = Double(fields[1]) else { return nil }
        let tags = fields[2].split(separator: "|").map(String.init)
        return \(name)(title: String(fields[0]), amount: amount, tags: tags)
      }

      static func total(of models: [\(name)]) -> Double {
        models.filter { !$0.isArchived }.map(\\.amount).reduce(0, +)
      }
    }

    extension \(name) {
      /// Whether the model was made in the last day.
      var isRecent: Bool {
        Date().timeIntervalSince(createdAt) < 86_400
      }

      /// The models grouped by their first tag.
      static func grouped(_ models: [\(name)]) -> [String: [\(name)]] {
        Dictionary(grouping: models) { $0.tags.first ?? "untagged" }
      }

      static let samples: [\(name)] = (0..<5).map {
        \(name)(title: "Sample \\($0)", amount: Double($0) * 1.5, tags: ["t\\($0 % 3)"])
      }
    }

    """
}

/// A generated app on disk: SwiftPM targets of feature files and plain files.
struct GeneratedApp {
  let directory: URL
  /// Every Swift file written, the feature files first.
  var paths: [String] = []
  var bytes = 0
  var lines = 0

  /// Writes `features` feature files and `plainFiles` plain ones into `folder`, or into a new
  /// temporary folder.
  init(features: Int, plainFiles: Int = 0, into folder: URL? = nil) throws {
    directory =
      folder
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "tca-graph-scan-benchmark-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    let targets = (0..<moduleCount).map { "    .target(name: \"Module\($0)\"),\n" }.joined()
    try write(
      "Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "Generated",
        targets: [
      \(targets)  ]
      )

      """)
    for index in 0..<features {
      try add(
        "Sources/\(moduleName(index))/Feature\(index).swift", featureSource(index, count: features))
    }
    for index in 0..<plainFiles {
      try add("Sources/\(moduleName(index))/Model\(index).swift", plainSource(index))
    }
  }

  /// The size of the files in MB.
  var megabytes: Double { Double(bytes) / 1_048_576 }

  private mutating func add(_ path: String, _ text: String) throws {
    try write(path, text)
    paths.append(directory.appendingPathComponent(path).path)
    bytes += text.utf8.count
    lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
  }

  private func write(_ path: String, _ text: String) throws {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// The Swift files under `directory` but its `Package.swift`, sorted, as one of these apps or a
  /// real one holds them.
  static func swiftFiles(in directory: URL) throws -> [String] {
    guard let walk = FileManager.default.enumerator(atPath: directory.path) else {
      throw BenchmarkError("cannot read the folder \(directory.path)")
    }
    let relative = walk.compactMap { $0 as? String }.filter {
      $0.hasSuffix(".swift") && !$0.hasSuffix("Package.swift") && !$0.hasPrefix(".build/")
    }
    return relative.sorted().map { directory.appendingPathComponent($0).path }
  }

  /// Deletes the app.
  func remove() { try? FileManager.default.removeItem(at: directory) }
}
