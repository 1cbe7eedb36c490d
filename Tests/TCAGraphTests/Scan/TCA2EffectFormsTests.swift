import Foundation
import TCAGraph
import Testing
import TreeIntrospect

@testable import TCAGraphSyntax

/// TCA 2's effects wherever the preview starts them, read from a tea app: `try store.send` in
/// `store.addTask { … }` in an `Update` arm, in a helper of another file and in the bodies of
/// `.onMount`, `.onDismount`, `.onChange(of:)`, `.onTrigger`, `.onEvent` and
/// `.onPreferenceChange`, for features spelt `@Feature`, `@ComposableArchitecture2.Feature`,
/// `FeatureProtocol` and `ComposableArchitecture2.FeatureProtocol`; `@StoreTaskID` ids on the
/// feature and in `State`; `@FeatureState` and `@FeatureLocal` state; a view's send, and a 1.x
/// reducer and view beside.
@Suite struct TCA2EffectFormsTests {
  private static let folder = "Forms/TCA2Effects"

  private func graph() throws -> ArchitectureGraph {
    let result = try ScanFixtureSupport.scan(Self.folder)
    #expect(result.diagnostics == [], "\(Self.folder) reads whole")
    return result.graph
  }

  /// Each emission of `feature` as `route origin file:line:column`.
  private func emissions(_ feature: String) throws -> [String] {
    let feature = try #require(try graph().feature(FeatureID(feature)))
    return feature.emissions.map { emission in
      let place = emission.location.map {
        "\($0.file.split(separator: "/").last ?? ""):\($0.line):\($0.column)"
      }
      return "\(emission.route.joined(separator: ".")) \(emission.origin) \(place ?? "?")"
    }
  }

  @Test func theMacroSendsFromEveryTaskAsEffectsAndItsViewSendsAsAView() throws {
    #expect(
      try emissions("Kettle") == [
        "heated effect Kettle.swift:31:15",
        "plugged effect Kettle.swift:39:27",
        "unplugged effect Kettle.swift:42:27",
        "warmed effect Kettle.swift:45:27",
        "descaled effect Kettle.swift:48:27",
        "strained effect Kettle.swift:51:27",
        "boilTapped view KettleView.swift:10:7",
      ])
  }

  @Test func theMacroSpeltWithItsModuleSendsAsEffects() throws {
    #expect(
      try emissions("Steeper") == [
        "steeped effect Steeper.swift:30:15",
        "poured effect Steeper.swift:38:27",
        "emptied effect Steeper.swift:41:27",
        "timed effect Steeper.swift:44:27",
        "restarted effect Steeper.swift:47:27",
        "cooled effect Steeper.swift:50:27",
      ])
  }

  @Test func aHandWrittenConformanceSendsAsEffects() throws {
    #expect(
      try emissions("Strainer") == [
        "strained effect Strainer.swift:26:15",
        "fitted effect Strainer.swift:33:27",
        "removed effect Strainer.swift:36:27",
        "filled effect Strainer.swift:39:27",
        "rinsed effect Strainer.swift:42:27",
        "steeped effect Strainer.swift:45:27",
        "filled effect Strainer.swift:48:27",
      ])
  }

  @Test func theQualifiedProtocolSendsAsEffectsFromExtensionsInAnyFile() throws {
    #expect(
      try emissions("Teapot") == [
        "poured effect Teapot+Pouring.swift:8:11",
        "lidded effect Teapot.swift:32:27",
        "unlidded effect Teapot.swift:35:27",
        "counted effect Teapot.swift:38:27",
        "warmed effect Teapot.swift:41:27",
        "clogged effect Teapot.swift:44:27",
      ])
  }

  @Test func everyFeatureIsReadAsTCA2() throws {
    let graph = try graph()
    #expect(
      graph.features.map { "\($0.id) \($0.writtenDialect)" } == [
        "Hourglass tca1", "Kettle tca2", "Steeper tca2", "Strainer tca2", "Teapot tca2",
      ])
  }

  @Test func aOneXViewAndOneXOnChangeOperatorAreUnchanged() throws {
    #expect(
      try emissions("Hourglass") == [
        "emptied reducer Steeper.swift:83:25",
        "flipTapped view Steeper.swift:94:7",
      ])
  }

  @Test func aTaskIDInStateIsAStoredFieldButNoChildState() throws {
    let graph = try graph()
    let steeper = try #require(graph.feature("Steeper"))
    #expect(steeper.stateFields == [])
    #expect(steeper.storedStateFieldCount == 3, "minutes, steep and restart are stored")
    let findings = UnintegratedChildState().check(LintContext(graph: graph))
    #expect(findings.map(\.message) == [])
  }

  @Test func featureStateIsNoFieldOfTheFeatureAndATaskIDIs() throws {
    let path = "\(ScanFixtureSupport.fixturesDirectory)/\(Self.folder)/Kettle.swift"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let facts = try #require(SourceFileReader.read(path: "Kettle.swift", text: text).facts)
    let kettle = try #require(facts.types.first { $0.name == "Kettle" })
    #expect(kettle.fields.map(\.name) == ["heating"])
    #expect(
      facts.types.first { $0.name == "Kettle.State" }?.fields.map(\.name) == [
        "temperature", "isBoiling", "descale",
      ])
    #expect(facts.sharedState?.fields ?? [] == [])
    #expect(facts.dependencies == RawDependencies())
  }

  @Test func featureStateInStateIsNoChildStateToIntegrate() {
    let source = """
      import ComposableArchitecture2
      @Feature struct Shelf {
        struct State {
          @FeatureState var draft: Draft.State?
          @ComposableArchitecture2.FeatureLocal var pending: Draft.State?
          @StoreTaskID var save
        }
        enum Action { case saveTapped; case saved }
        var body: some Feature {
          Update { state, action in
            switch action {
            case .saveTapped:
              store.addTask(id: state.save) { try store.send(.saved) }
            case .saved: break
            }
          }
        }
      }
      @Feature struct Draft {
        struct State {}
        enum Action { case typed }
      }
      """
    let graph = ScanFixtureSupport.scan(source: source).graph
    let shelf = graph.feature("Shelf")
    #expect(shelf?.stateFields == [])
    #expect(shelf?.storedStateFieldCount == 1)
    #expect(shelf?.emissions.map { "\($0.route) \($0.origin)" } == ["[\"saved\"] effect"])
    #expect(UnintegratedChildState().check(LintContext(graph: graph)).isEmpty)
  }

  @Test func aSendInALifecycleBodyOutsideATaskIsTheFeaturesAsInAnArm() {
    let source = """
      import ComposableArchitecture2
      @ComposableArchitecture2.Feature struct Clock {
        struct State { var ticks = 0 }
        enum Action { case started; case tapped }
        var body: some Feature {
          Update { state, action in
            switch action {
            case .tapped: try store.send(.started)
            case .started: break
            }
          }
          .onMount { state in
            try store.send(.started)
          }
        }
      }
      """
    let graph = ScanFixtureSupport.scan(source: source).graph
    #expect(
      graph.feature("Clock")?.emissions.map { "\($0.route) \($0.origin) \($0.location?.line ?? 0)" }
        == ["[\"started\"] reducer 8", "[\"started\"] reducer 13"])
  }

  @Test func aViewNestedInAFeatureAndATaskGroupInAViewStillSendAsViews() {
    let source = """
      import ComposableArchitecture2
      import SwiftUI
      @Feature struct Shelf {
        struct State {}
        enum Action { case tapped; case loaded }
        var body: some Feature { EmptyFeature() }
        struct Row: View {
          let store: StoreOf<Shelf>
          var body: some View { Button("Tap") { store.send(.tapped) } }
        }
      }
      struct ShelfView: View {
        let store: StoreOf<Shelf>
        var body: some View {
          Text("").task {
            await withTaskGroup(of: Void.self) { group in
              group.addTask { await store.send(.loaded) }
            }
          }
        }
      }
      """
    let graph = ScanFixtureSupport.scan(source: source).graph
    #expect(
      graph.feature("Shelf")?.emissions.map { "\($0.route) \($0.origin) \($0.location?.line ?? 0)" }
        == ["[\"tapped\"] view 9", "[\"loaded\"] view 17"])
  }
}
