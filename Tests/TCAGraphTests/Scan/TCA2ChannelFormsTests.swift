import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// TCA 2's ways for features to talk without actions, read from a garden app: an event posted
/// by a destination and heard by its presenter, one nobody hears, a preference a collection's
/// rows publish, a trigger the parent fires in each row, a closure handed to a child's
/// initialiser, `try store.dismiss()`, and `try store.send` in a task as an effect.
@Suite struct TCA2ChannelFormsTests {
  private func graph() throws -> ArchitectureGraph {
    let result = try ScanFixtureSupport.scan("Forms/TCA2Channels")
    #expect(result.diagnostics == [], "Forms/TCA2Channels reads whole")
    return result.graph
  }

  private func at(_ file: String, _ line: Int, _ column: Int) -> String {
    "\(file):\(line):\(column)"
  }

  /// Each stored channel as `from kind access to name @ places`.
  private func stored(_ graph: ArchitectureGraph) -> [String] {
    graph.features.flatMap { feature in
      (feature.channels ?? []).map { channel in
        let places = channel.locations.map {
          "\($0.file.split(separator: "/").last ?? ""):\($0.line):\($0.column)"
        }
        return "\(channel.from.id) \(channel.kind) \(channel.access) \(channel.to) \(channel.name) @ "
          + places.joined(separator: " ")
      }
    }
  }

  @Test func everyChannelIsStoredWithBothEndsAndTheirPlaces() throws {
    #expect(
      stored(try graph()) == [
        "Bed preference publishes feature:Garden Garden.SunHours @ "
          + "\(at("Bed.swift", 22, 6)) \(at("Garden.swift", 57, 6))",
        "Garden trigger fires feature:Bed water @ "
          + "\(at("Bed.swift", 23, 6)) \(at("Garden.swift", 34, 29))",
        "JournalEntry event posts key:Planting.Wilted Planting.Wilted @ "
          + at("JournalEntry.swift", 17, 21),
        "Notebook closure calls feature:Garden onCommit @ "
          + "\(at("Garden.swift", 47, 7)) \(at("Notebook.swift", 20, 15))",
        "Planting event posts feature:Garden Planting.Planted @ "
          + "\(at("Garden.swift", 54, 6)) \(at("Planting.swift", 19, 21))",
      ])
  }

  @Test func aSelfDismissalDerivesADismissalTowardThePresenter() throws {
    let graph = try graph()
    let planting = try #require(graph.feature("Planting"))
    #expect(planting.selfDismissals?.map(\.line) == [23])
    #expect(graph.feature("Garden")?.selfDismissals == nil)
    let dismissals = graph.channels(of: "Planting").filter { $0.kind == .dismissal }
    #expect(
      dismissals.map { "\($0.to) \($0.access) \($0.name) \($0.locations.map(\.line))" } == [
        "feature:Garden dismisses dismiss [23]"
      ])
  }

  @Test func aSendInATaskIsAnEffectOfTheFeatureNotAView() throws {
    let planting = try #require(try graph().feature("Planting"))
    #expect(planting.emissions.map { "\($0.route) \($0.origin)" } == ["[\"stored\"] effect"])
  }

  @Test func theGraphRoundTripsThroughItsJSONForm() throws {
    let graph = try graph()
    let decoded = try ArchitectureGraph(jsonData: try graph.jsonData())
    #expect(decoded == graph)
  }

  @Test func aLoopOverAStateCollectionFiresTheElementsTrigger() {
    let source = """
      import ComposableArchitecture2
      @Feature struct Shelf {
        struct State { var rows: [Row.State] = [] }
        enum Action { case rows(Row.State.ID, Row.Action); case refreshTapped }
        var body: some Feature {
          Update { state, action in
            switch action {
            case .refreshTapped:
              for var row in state.rows where row.isStale { row.reload() }
              state.rows.removeAll()
            case .rows: break
            }
          }
          .forEach(\\.rows, action: \\.rows) { Row() }
        }
      }
      @Feature struct Row {
        struct State: Identifiable { let id: Int; var isStale = false; @Trigger var reload }
        enum Action { case tapped }
        var body: some Feature { EmptyFeature() }
      }
      """
    let graph = ScanFixtureSupport.scan(source: source).graph
    #expect(
      graph.feature("Shelf")?.channels?.map { "\($0.kind) \($0.to) \($0.name)" } == [
        "trigger feature:Row reload"
      ], "removeAll() is no trigger: Row declares none of that name")
  }

  @Test func aClosureLabelThatIsNoClosurePropertyOfTheChildIsNoChannel() {
    let source = """
      import ComposableArchitecture2
      @Feature struct Host {
        struct State { var child: Child.State? }
        enum Action { case child(Child.Action) }
        var body: some Feature {
          EmptyFeature()
            .ifLet(\\.child, action: \\.child) { Child(title: "t", onClose: { }) }
        }
      }
      @Feature struct Child {
        struct State {}
        enum Action { case closeTapped }
        let title: String
        var onClose: @Sendable () -> Void
        var body: some Feature {
          Update { state, action in
            switch action {
            case .closeTapped: self.onClose()
            }
          }
        }
      }
      """
    let graph = ScanFixtureSupport.scan(source: source).graph
    #expect(
      graph.feature("Child")?.channels?.map { "\($0.kind) \($0.to) \($0.name) \($0.locations.count)" }
        == ["closure feature:Host onClose 2"])
  }

  @Test func aListenerNothingPostsToEndsAtItsKey() {
    let source = """
      import ComposableArchitecture2
      @Feature struct Root {
        struct State {}
        enum Action { case tapped }
        var body: some Feature {
          EmptyFeature()
            .onEvent(Outside.Changed.self) { value, state in }
        }
      }
      """
    let result = ScanFixtureSupport.scan(source: source)
    #expect(
      result.graph.feature("Root")?.channels?.map { "\($0.kind) \($0.access) \($0.to)" } == [
        "event listens key:Outside.Changed"
      ])
  }
}
