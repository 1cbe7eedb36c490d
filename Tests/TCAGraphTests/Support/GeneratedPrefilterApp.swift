import Foundation

/// A generated app in two SwiftPM targets whose files tie to the features in every way a file
/// without a TCA word can: a `Delegate` enum in an extension, a type alias naming a feature, a
/// protocol refining the app's reducer protocol and a feature conforming to it with nothing else,
/// a child's state in a file of its own, a clashing type name in the other module, and an
/// `@_exported import`, a misspelt directive in a file of its own, a custom shared key (which no
/// feature names by type) in a file of its own, and the `DependencyValues` property a feature's
/// `@Dependency` names, whose file only the word `Dependency` ties to it; beside plain files that
/// tie to nothing (an extension of `String` would tie: the features name `String`).
enum GeneratedPrefilterApp {
  /// Writes the app into a new temporary folder and returns it.
  static func write(features: Int = 12) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-graph-prefilter-\(UUID().uuidString)")
    var files: [String: String] = [
      "Package.swift": """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Generated",
        targets: [
          .target(name: "Shared"),
          .target(name: "App", dependencies: ["Shared"]),
        ])
      """,
      "Sources/Shared/Exports.swift": "@_exported import Foundation\n",
      "Sources/Shared/Clash.swift": "public struct Feature1 { public var value = 1 }\n",
      "Sources/App/Screen.swift": "protocol Screen: FeatureReducer {}\n",
      "Sources/App/Misspelt.swift": "// tca-graph:disable-nxt lane-violation\nlet answer = 42\n",
      "Sources/App/FeatureReducer.swift":
        "import ComposableArchitecture\nprotocol FeatureReducer: Reducer {}\n",
      "Sources/App/Reporting.swift": """
      import Dependencies

      extension DependencyValues {
        var reporter: Reporter {
          get { self[ReporterKey.self] }
          set { self[ReporterKey.self] = newValue }
        }
      }

      enum ReporterKey: DependencyKey {
        static let liveValue = Reporter(log: { _ in })
      }
      """,
      "Sources/App/Reporter.swift": "struct Reporter { var log: (String) -> Void }\n",
      "Sources/App/CartKey.swift": """
      import Foundation
      extension SharedKey where Self == FileStorageKey<[String]>.Default {
        static var cart: Self {
          Self[.fileStorage(.documentsDirectory.appending(component: "cart.json")), default: []]
        }
      }
      """,
      "Sources/App/Lonely.swift": """
      import Foundation
      struct Lonely: Screen {
        struct Nothing {}
      }
      """,
    ]
    for index in 0..<features {
      let name = "Feature\(index)"
      let child = index + 1 < features ? "Feature\(index + 1)" : nil
      files["Sources/App/\(name).swift"] = """
        import ComposableArchitecture

        @Reducer
        struct \(name) {
          struct State {
            \(child.map { "var child = \($0)State()" } ?? "var count = 0")
            \(index == 0 ? "@Shared(.cart) var cart" : "")
          }
          enum Action {
            case delegate(Delegate)
            \(child.map { "case child(\($0).Action)" } ?? "case tapped")
          }
          \(index == 0 ? "@Dependency(\\.reporter) var reporter" : "")
          var body: some ReducerOf<Self> {
            \(child.map { "Scope(state: \\.child, action: \\.child) { Alias\($0)() }" } ?? "EmptyReducer()")
            Reduce { state, action in
              switch action {
              \(child.map { _ in "case .child(.delegate(.finished)): return .send(.delegate(.finished))" } ?? "")
              default: return .none
              }
            }
          }
        }
        """
      files["Sources/App/\(name)+Delegate.swift"] = """
        extension \(name) {
          enum Delegate: Equatable { case finished, failed(String) }
        }
        """
      files["Sources/App/Alias\(name).swift"] = "typealias Alias\(name) = \(name)\n"
      files["Sources/App/\(name)State.swift"] = """
        typealias \(name)State = \(name).State
        """
      for plain in 0..<2 {
        files["Sources/App/Model\(index)_\(plain).swift"] = """
          import Foundation

          /// A model that no feature names.
          struct Model\(index)x\(plain): Equatable, Codable {
            var title: String
            var count: Int
            func summary() -> String { "\\(title): \\(count)" }
          }

          enum Format\(index)x\(plain) {
            static func format(_ value: Double) -> String { String(format: "%.2f", value) }
          }
          """
      }
    }
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }
}
