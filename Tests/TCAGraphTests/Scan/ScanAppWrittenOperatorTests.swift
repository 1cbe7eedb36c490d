import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// Reducer operators an app declares in extensions of `Reducer` and calls in a body: what they
/// compose is written out where they are called, with the call's paths.
@Suite struct ScanAppWrittenOperatorTests {
  private func scan() throws -> ScanResult {
    let result = try ScanFixtureSupport.scan("Forms/AppWrittenOperators.swift")
    #expect(result.diagnostics == [], "the fixture parses cleanly")
    return result
  }

  private func children(_ feature: Feature) -> [String] {
    feature.children.map { scope in
      "\(scope.operator.rawValue) \(scope.statePath)/\(scope.actionPath) → \(scope.child) "
        + "#\(scope.order) :\(scope.location?.line ?? 0)"
    }
  }

  @Test func operatorsComposeWhatTheirBodiesComposeWithTheCallsPaths() throws {
    let result = try scan()
    #expect(
      result.graph.features.map(\.id) == ["Kitchen", "PantryObserver", "Ticket", "_KitchenChimes"])
    #expect(result.graph.roots == ["Kitchen"])
    let kitchen = try #require(result.graph.feature("Kitchen"))
    #expect(
      children(kitchen) == [
        "scope pantry/pantry → PantryObserver #0 :58",
        "ifLet ticket/ticket → Ticket #0 :59",
        "sameDomain / → _KitchenChimes #0 :60",
      ], "labelled and unlabelled parameters; the underscored wrapper is a type")
  }

  @Test func aSameDomainOperatorIsALogicReducerWhoseArmsAreTheFeatures() throws {
    let result = try scan()
    let chimes = try #require(result.graph.feature("_KitchenChimes"))
    #expect(chimes.kind == .logic)
    #expect(chimes.runsOn == "Kitchen")
    let kitchen = try #require(result.graph.feature("Kitchen"))
    #expect(
      kitchen.handlers.map { "\($0.route.joined(separator: ".")) \($0.via?.rawValue ?? "-")" } == [
        "pantry -", "ticket -", "ticket.delegate.served _KitchenChimes",
      ])
    #expect(kitchen.handlers.last?.owner == "Ticket")
    #expect(kitchen.handlers.last?.match == .delegate)
  }

  @Test func anOperatorNoScannedFileDeclaresIsUnreadWhenItTakesPaths() throws {
    let result = try scan()
    let message =
      "custom reducer operator 'unscannedTracking' is given a state and an action path;"
      + " what it composes is not read"
    #expect(result.unresolved.map(\.message) == [message])
    #expect(result.unresolved.first?.location?.line == 61)
    let kitchen = try #require(result.graph.feature("Kitchen"))
    #expect(kitchen.unread?.map(\.message) == [message])
  }

  @Test func operatorsOfOneNameTellApartByTheirWhereClause() {
    let result = ScanFixtureSupport.scan(
      source: """
        extension Reducer where State == Den.State, Action == Den.Action {
          func framed() -> some ReducerOf<Self> {
            Scope(state: \\.lamp, action: \\.lamp) { Lamp() }
          }
        }
        extension Reducer where State == Hall.State, Action == Hall.Action {
          func framed() -> some ReducerOf<Self> {
            Scope(state: \\.rug, action: \\.rug) { Rug() }
          }
        }
        extension Reducer {
          func looped() -> some ReducerOf<Self> {
            EmptyReducer().looped()
          }
        }
        @Reducer struct Den {
          struct State { var lamp = Lamp.State() }
          enum Action { case lamp(Lamp.Action) }
          var body: some ReducerOf<Self> { EmptyReducer().framed().looped() }
        }
        @Reducer struct Hall {
          struct State { var rug = Rug.State() }
          enum Action { case rug(Rug.Action) }
          var body: some ReducerOf<Self> { EmptyReducer().framed() }
        }
        @Reducer struct Lamp { struct State {}; enum Action { case on } }
        @Reducer struct Rug { struct State {}; enum Action { case rolled } }
        """)
    #expect(result.graph.feature("Den")?.children.map(\.child) == ["Lamp"])
    #expect(result.graph.feature("Hall")?.children.map(\.child) == ["Rug"])
    #expect(result.unresolved.isEmpty, "an operator calling itself ends: \(result.unresolved)")
  }

  @Test func anOperatorCallingAnotherOnSelfIsFollowed() {
    let result = ScanFixtureSupport.scan(
      source: """
        extension Reducer {
          func screened(_ allows: @escaping (State, Action) -> Bool) -> some ReducerOf<Self> {
            _Screened(base: self, allows: allows)
          }
        }
        extension Reducer where State == Den.State, Action == Den.Action {
          func onlyWhenLit() -> some ReducerOf<Self> {
            self.screened { state, _ in state.isLit }
          }
        }
        struct _Screened<Base: Reducer>: Reducer {
          let base: Base
          let allows: (Base.State, Base.Action) -> Bool
          func reduce(into state: inout Base.State, action: Base.Action) -> EffectOf<Base> {
            allows(state, action) ? base.reduce(into: &state, action: action) : .none
          }
        }
        @Reducer struct Den {
          struct State { var isLit = false }
          enum Action { case switched }
          var body: some ReducerOf<Self> { Reduce { _, _ in .none }.onlyWhenLit() }
        }
        """)
    #expect(result.graph.features.map(\.id) == ["Den"], "_Screened wraps any reducer")
    #expect(result.graph.feature("Den")?.children == [])
    #expect(result.graph.feature("Den")?.unread == nil)
  }

  @Test func aPathTheCallDoesNotGiveIsUnread() {
    let result = ScanFixtureSupport.scan(
      source: """
        extension Reducer {
          func observed(
            state: WritableKeyPath<State, Lamp.State>, action: CaseKeyPath<Action, Lamp.Action>
          ) -> some ReducerOf<Self> {
            Scope(state: state, action: action) { Lamp() }
          }
        }
        @Reducer struct Den {
          struct State { var lamp = Lamp.State() }
          enum Action { case lamp(Lamp.Action) }
          let lampPath = \\Den.State.lamp
          var body: some ReducerOf<Self> {
            EmptyReducer().observed(state: lampPath, action: \\.lamp)
          }
        }
        @Reducer struct Lamp { struct State {}; enum Action { case on } }
        """)
    #expect(result.graph.feature("Den")?.children == [])
    #expect(
      result.unresolved.map(\.description) == [
        "Fixture.swift:13:20: note: custom reducer operator 'observed' is given a state and an "
          + "action path; what it composes is not read"
      ])
  }
}
