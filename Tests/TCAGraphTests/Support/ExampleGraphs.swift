import ExampleApp
import TreeIntrospect

/// The lessons' app for the view and lint tests, and its variants.
///
/// The app itself is its registered twin (`Examples/ExampleApp`), which `ScanExampleAppTests`
/// holds equal to the scan of its TCA source (`Fixtures/Scan/ExampleApp`): tests take it from
/// there rather than keeping a copy of their own.
enum ExampleGraphs {
  /// Where a fact a variant adds by hand sits in the app's sources.
  static func at(_ file: String, _ line: Int) -> SourceLocation {
    SourceLocation(file: "Sources/App/\(file).swift", line: line, column: 3)
  }

  /// AppFeature with a list presenting a profile editor, a presented editor, a collection of
  /// rows and a navigation stack of reviews (lessons 000, 001, 003, 004); every parent handler
  /// matches only `delegate` or a whole child.
  static func lessonsApp() throws -> ArchitectureGraph {
    try exampleAppGraph()
  }

  /// One feature of ``lessonsApp()``.
  static func feature(_ id: FeatureID) throws -> Feature {
    guard let feature = try lessonsApp().feature(id) else { throw MissingFeature(id: id) }
    return feature
  }

  /// The lessons' app with AppFeature also matching two of Editor's private cases (lesson 000's
  /// antipattern).
  static func coupledApp() throws -> ArchitectureGraph {
    var graph = try lessonsApp()
    if let index = graph.features.firstIndex(where: { $0.id == "AppFeature" }) {
      graph.features[index].handlers += [
        Handler(
          route: ["editor", "presented", "_internal", "guardadoTerminado"], owner: "Editor",
          match: .internal, effects: [HandlerEffect(kind: .dismiss, target: "editor")],
          mutatesState: true, pattern: ".editor(.presented(._internal(.guardadoTerminado)))",
          location: at("AppFeature", 60)),
        Handler(
          route: ["editor", "presented", "view", "guardarPulsado"], owner: "Editor",
          match: .view, pattern: ".editor(.presented(.view(.guardarPulsado)))",
          location: at("AppFeature", 64)),
      ]
    }
    return graph
  }

  /// Thrown by ``feature(_:)`` for a feature the lessons' app does not have.
  struct MissingFeature: Error, CustomStringConvertible {
    var id: FeatureID
    var description: String { "the lessons' app has no feature '\(id.rawValue)'" }
  }
}
