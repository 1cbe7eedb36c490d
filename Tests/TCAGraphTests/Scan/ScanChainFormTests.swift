import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// Reducer operators anywhere in a chain, members run by hand from `Reduce`, and handlers written
/// in extensions of `Reducer` constrained to one feature.
@Suite struct ScanChainFormTests {
  private func scan(_ fixture: String) throws -> ScanResult {
    let result = try ScanFixtureSupport.scan("Forms/" + fixture)
    #expect(result.diagnostics == [], "\(fixture) parses cleanly")
    return result
  }

  private func feature(_ result: ScanResult, _ id: FeatureID) throws -> Feature {
    try #require(result.graph.feature(id), "\(id) is a feature")
  }

  /// A child reduced to what the chain decides: operator, state path, child and body order.
  private func shape(_ feature: Feature) -> [String] {
    feature.children.map {
      "\($0.operator.rawValue) \($0.statePath) \($0.child.rawValue) \($0.order)"
    }
  }

  @Test func operatorsAfterOnChangeAndCustomModifiersOnAnyReceiverAreRead() throws {
    let result = try scan("ChainedOperatorsOnAnyReceiver.swift")
    let garden = try feature(result, "Garden")
    #expect(
      shape(garden) == [
        "scope soil Soil 0", "scope compost Compost 0", "ifLet $destination Garden.Destination 0",
        "scope shed Shed 1", "stackForEach path Garden.Path 1",
      ])
    #expect(
      garden.children.map(\.actionPath) == ["soil", "compost", "destination", "shed", "path"])
    #expect(garden.children.map(\.location?.line) == [56, 39, 45, 63, 50])
    #expect(garden.children.allSatisfy { $0.imperative == nil })
    #expect(result.graph.roots == ["Garden"])
    // The fixture's `@Dependency(\.weather)` names a property no scanned file declares.
    #expect(
      result.unresolved.map(\.message) == [
        "dependency client 'weather' is not resolved: no DependencyValues property 'weather' is "
          + "declared in the scanned files, and neither Dependencies nor ComposableArchitecture "
          + "declares one; the graph keeps it unresolved"
      ])
  }

  @Test func chainedDestinationIsIntegratedForLint() throws {
    let report = try CLI.lintReport(
      ["Tests/TCAGraphTests/Fixtures/Scan/Forms/ChainedOperatorsOnAnyReceiver.swift"],
      in: LintCoupledAppTests.packageRoot)
    #expect(report.graph.feature("Garden") != nil, "the fixture was scanned")
    #expect(report.findings.filter { $0.ruleID == UnintegratedChildState.id }.isEmpty)
  }

  @Test func customOperatorIsWrittenOutWithTheCallsPaths() throws {
    let result = try scan("CustomScopingOperator.swift")
    let shelf = try feature(result, "Shelf")
    #expect(shape(shelf) == ["scope label Label 0", "scope ledger Ledger 1"])
    #expect(shelf.children.map(\.location?.line) == [29, 33], "the call is where the child is")
    #expect(shelf.unread == nil)
    #expect(result.unresolved.isEmpty, "\(result.unresolved)")
  }

  @Test func memberRunFromReduceIsAChildInTheOrderOfItsElement() throws {
    let result = try scan("ImperativeMemberRuns.swift")
    let match = try feature(result, "Match")
    #expect(
      shape(match) == [
        "scope chat Chat 0", "scope board Board 1", "scope clock Clock 2",
        "scope referee Referee 3",
      ])
    #expect(match.children.map(\.imperative) == [nil, true, true, true])
    #expect(match.children.map(\.location?.line) == [21, 40, 46, 58])
    #expect(result.graph.roots == ["Match"])
    #expect(result.unresolved.isEmpty, "\(result.unresolved)")
  }

  @Test func theCompositionSaysWhichChildrenRunByHand() throws {
    let result = try scan("ImperativeMemberRuns.swift")
    let labels = compositionTreeView(graph: result.graph).edges.compactMap(\.label)
    #expect(labels.filter { $0.contains("run by hand from Reduce") }.count == 3)
    #expect(
      labels.contains { $0.hasPrefix("1 · Scope(\\.chat, \\.chat)") && !$0.contains("by hand") })
  }

  @Test func imperativeFlagIsOptionalInTheJSON() throws {
    let result = try scan("ImperativeMemberRuns.swift")
    let json = String(decoding: try result.graph.jsonData(), as: UTF8.self)
    #expect(json.components(separatedBy: "\"imperative\" : true").count == 4)
    #expect(!json.contains("\"imperative\" : false"))
    let decoded = try ArchitectureGraph(jsonData: try result.graph.jsonData())
    #expect(decoded.feature("Match")?.children.map(\.imperative) == [nil, true, true, true])
  }

  @Test func memberCalledAsAFunctionOrNotReadableIsSaid() {
    let source = """
      @Reducer struct Host {
        struct State { var child = Child.State() }
        enum Action { case child(Child.Action) }
        let helper = Helper()
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            _ = self.scoped().reduce(into: &state, action: action)
            return helper.reduce(into: &state, action: action)
          }
        }
        func scoped() -> some ReducerOf<Self> {
          Scope(state: \\.child, action: \\.child) { Child() }
        }
      }
      @Reducer struct Child {
        struct State {}
        enum Action { case tapped }
      }
      """
    let result = ScanFixtureSupport.scan(source: source)
    let host = result.graph.feature("Host")
    #expect(host?.children.map(\.child) == ["Child"])
    #expect(host?.children.map(\.imperative) == [true])
    #expect(
      result.unresolved.map(\.message) == [
        "'helper' runs with reduce(into:action:) but is no reducer member of Host the scanner can read"
      ])
    #expect(result.unresolved.first?.location?.line == 8)
  }

  @Test func handlersInReducerExtensionsBelongToTheFeatureTheWhereClauseNames() throws {
    let result = try scan("ReducerExtensionHandlers.swift")
    let round = try feature(result, "Round")
    #expect(shape(round) == ["scope wordField WordField 0", "scope timer Timer 1"])
    #expect(
      round.handlers.map(\.route) == [
        ["wordField", "delegate", "confirmSubmit"], ["timer", "delegate", "expired"],
        ["wordField", "delegate", "cleared"],
      ])
    #expect(round.handlers.map(\.owner) == ["WordField", "Timer", "WordField"])
    #expect(round.handlers.map(\.match) == [.delegate, .delegate, .delegate])
    #expect(round.handlers.map(\.location?.line) == [36, 49, 60])
    #expect(round.handlers.map(\.returnsEffect) == [true, true, true])
    #expect(round.handlers.last?.mutatesState == true)
    #expect(round.emissions.map(\.route) == [["turnEnded"], ["turnEnded"], ["scoreSaved"]])
    #expect(round.emissions.map(\.origin) == [.reducer, .reducer, .reducer])
    #expect(round.emissions.map(\.location?.line) == [38, 50, 62])
    #expect(result.unresolved.isEmpty, "\(result.unresolved)")
  }

  @Test func reducerExtensionDomainIsLookedUpFromTheExtensionsModule() {
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])
      """
    let round = """
      @Reducer struct Round {
        struct State {}
        enum Action { case pad(Pad.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.pad, action: \\.pad) { Pad() }
        }
      }
      @Reducer struct Pad {
        struct State {}
        enum Action { case delegate(Delegate); enum Delegate { case pressed } }
      }
      """
    let filter = """
      extension Reducer<Round.State, Round.Action> {
        func pressesOnly() -> some ReducerOf<Round> {
          Reduce { state, action in
            switch action {
            case .pad(.delegate(.pressed)): return .none
            }
          }
        }
      }
      """
    let result = SourceScanner().scan(sources: [
      (path: "Package.swift", text: manifest),
      (path: "Sources/A/Round.swift", text: round),
      (path: "Sources/B/Round.swift", text: round),
      (path: "Sources/B/Round+Filter.swift", text: filter),
    ])
    #expect(result.graph.feature("A.Round")?.handlers.isEmpty == true)
    let handlers = result.graph.feature("B.Round")?.handlers ?? []
    #expect(handlers.map(\.route) == [["pad", "delegate", "pressed"]])
    #expect(handlers.map(\.owner) == ["B.Pad"])
    #expect(handlers.first?.location?.file == "Sources/B/Round+Filter.swift")
  }

  @Test func unconstrainedReducerExtensionsOwnNoHandlers() {
    let source = """
      @Reducer struct Round {
        struct State {}
        enum Action { case pad(Pad.Action) }
      }
      @Reducer struct Pad {
        struct State {}
        enum Action { case delegate(Delegate); enum Delegate { case pressed } }
      }
      extension Reducer where State == RoundState {
        func pressesOnly() -> some Reducer<State, Action> {
          Reduce { state, action in
            switch action {
            case .pad(.delegate(.pressed)): return .none
            }
          }
        }
      }
      """
    let result = ScanFixtureSupport.scan(source: source)
    #expect(result.graph.features.allSatisfy { $0.handlers.isEmpty })
  }
}
