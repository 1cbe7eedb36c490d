import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// Reducer values from before TCA 0.40 (`Reducer<State, Action, Environment>`, and `AnyReducer`
/// in 0.40–0.52): one feature per value, named after it.
@Suite struct ScanValueReducerTests {
  private func scan(_ fixture: String) throws -> ScanResult {
    let result = try ScanFixtureSupport.scan("Forms/" + fixture)
    #expect(result.diagnostics == [], "\(fixture) parses cleanly")
    return result
  }

  private func feature(_ result: ScanResult, _ id: FeatureID) throws -> Feature {
    try #require(result.graph.feature(id), "\(id) is a feature")
  }

  private func children(_ feature: Feature) -> [String] {
    feature.children.map { scope in
      "\(scope.operator.rawValue) \(scope.statePath)/\(scope.actionPath) → \(scope.child) #\(scope.order)"
    }
  }

  private func handlers(_ feature: Feature) -> [String] {
    feature.handlers.map { handler in
      let via = handler.via.map { " via \($0)" } ?? ""
      return
        "\(handler.route.joined(separator: ".")) → \(handler.owner?.rawValue ?? "-") "
        + "\(handler.match.rawValue)\(via)"
    }
  }

  private func actions(_ feature: Feature) -> [String] {
    feature.actions.map { action in
      switch action.kind {
      case .child:
        "\(action.name): \(action.child?.rawValue ?? "-") \(action.wrapper?.rawValue ?? "-")"
      case .group: "\(action.name): \(action.lane?.rawValue ?? "-") group"
      case .leaf: action.name
      }
    }
  }

  private func emissions(_ feature: Feature) -> [String] {
    feature.emissions.map { emission in
      "\(emission.route.joined(separator: ".")) → \(emission.owner?.rawValue ?? "-") "
        + emission.origin.rawValue
    }
  }

  @Test func combinedValueIsAFeatureWithPullbacksInCombineOrder() throws {
    let result = try scan("ValueReducerEra.swift")
    #expect(
      result.graph.features.map(\.id)
        == ["itemReducer", "pantryReducer", "preferencesReducer", "shelfReducer"])
    #expect(result.graph.roots == ["pantryReducer"])
    #expect(result.unresolved.isEmpty)
    let pantry = try feature(result, "pantryReducer")
    #expect(pantry.kind == .reducer)
    #expect(pantry.stateType == "PantryState")
    #expect(pantry.actionType == "PantryAction")
    #expect(pantry.location?.line == 25)
    #expect(
      children(pantry) == [
        "scope shelf/shelf → shelfReducer #0",
        "ifLet preferences/preferences → preferencesReducer #1",
        "forEach items/item → itemReducer #2",
      ])
    #expect(pantry.children.map { $0.location?.line } == [26, 31, 36])
    #expect(
      pantry.stateFields.map { "\($0.name): \($0.typeName) \($0.container.rawValue)" } == [
        "shelf: ShelfState value", "preferences: PreferencesState? optional",
        "items: IdentifiedArrayOf<ItemState> identifiedArray",
      ], "isSyncing holds no child state")
  }

  @Test func childActionEnumsBelongToTheValuesThatReduceThem() throws {
    let result = try scan("ValueReducerEra.swift")
    let pantry = try feature(result, "pantryReducer")
    #expect(
      actions(pantry) == [
        "shelf: shelfReducer bare", "preferences: preferencesReducer bare",
        "item: itemReducer identified", "syncTapped", "syncFinished",
      ])
    #expect(pantry.action(named: "item")?.payload == ["id: ItemState.ID", "action: ItemAction"])
    let shelf = try feature(result, "shelfReducer")
    #expect(shelf.stateType == "ShelfState")
    #expect(shelf.actionType == "ShelfAction")
    #expect(actions(shelf) == ["restockTapped", "delegate: delegate group"])
    #expect(shelf.action(named: "delegate")?.cases.map(\.name) == ["restocked"])
  }

  @Test func handlersInTheReducerClosureAreTheValuesOwn() throws {
    let result = try scan("ValueReducerEra.swift")
    let pantry = try feature(result, "pantryReducer")
    #expect(
      handlers(pantry) == [
        "shelf.delegate.restocked → shelfReducer delegate",
        "preferences.closeTapped → preferencesReducer other",
        "item.element.removeTapped → itemReducer other",
        "shelf → pantryReducer catchAll",
        "preferences → pantryReducer catchAll",
        "item → pantryReducer catchAll",
      ])
    #expect(pantry.handlers.map { $0.location?.line } == [43, 45, 48, 57, 57, 57])
    let restocked = try #require(pantry.handlers.first)
    #expect(restocked.effects.map(\.kind) == [.send], "Effect(value: .syncTapped)")
    #expect(restocked.effects.first?.detail == "syncTapped")
    let closed = try #require(pantry.handlers.first { $0.route.last == "closeTapped" })
    #expect(closed.effects.map(\.kind) == [.dismiss])
    #expect(closed.effects.first?.target == "preferences")
    let shelf = try feature(result, "shelfReducer")
    #expect(handlers(shelf) == ["delegate → shelfReducer delegate"])
  }

  @Test func effectValueAndViewStoreSendsAreEmissions() throws {
    let result = try scan("ValueReducerEra.swift")
    let pantry = try feature(result, "pantryReducer")
    #expect(emissions(pantry) == ["syncTapped → pantryReducer reducer"])
    #expect(pantry.emissions.first?.location?.line == 44)
    let shelf = try feature(result, "shelfReducer")
    #expect(
      emissions(shelf) == [
        "delegate.restocked → shelfReducer reducer", "restockTapped → shelfReducer view",
      ], "Store<ShelfState, ShelfAction> is shelfReducer's store")
    #expect(shelf.emissions.first?.lane == .delegate)
  }

  @Test func aCombineWithoutADomainTakesItsClosuresAndReadsItsSwitch() throws {
    let result = try scan("ValueReducerSwitches.swift")
    #expect(result.unresolved.isEmpty, "\(result.unresolved)")
    #expect(
      result.graph.features.map(\.id)
        == ["brewReducer", "grindSelectorReducer", "steepTimerReducer"])
    let brew = try feature(result, "brewReducer")
    #expect(brew.stateType == "BrewState", "from Reducer<BrewState, BrewAction, …> { … }")
    #expect(brew.actionType == "BrewAction")
    #expect(
      actions(brew) == [
        "grindSelector: grindSelectorReducer bare", "steepTimer: steepTimerReducer bare",
        "brewButtonPressed", "setGrindSelector", "brewFinished",
      ])
    #expect(
      children(brew) == [
        "ifLet grindSelector/grindSelector → grindSelectorReducer #0",
        "scope steepTimer/steepTimer → steepTimerReducer #1",
      ], "\\BrewState.grindSelector and /BrewAction.grindSelector(action:)")
    #expect(
      handlers(brew) == [
        "grindSelector.doneButtonPressed → grindSelectorReducer other",
        "grindSelector.grindChosen → grindSelectorReducer other",
        "steepTimer.tick → steepTimerReducer other",
        "steepTimer.finished → steepTimerReducer other",
        "grindSelector → brewReducer catchAll",
        "steepTimer → brewReducer catchAll",
      ])
    #expect(brew.handlers.map { $0.location?.line } == [41, 44, 47, 50, 53, 53])
    #expect(
      brew.handlers.map { $0.effects.map { "\($0.kind.rawValue) \($0.detail ?? "-")" } } == [
        ["send setGrindSelector"], [], [], ["send brewFinished"], [], [],
      ], ".init(value:) and Effect(value:) in the arms")
    #expect(brew.handlers.map(\.mutatesState) == [false, true, false, false, false, false])
    #expect(
      emissions(brew) == [
        "setGrindSelector → brewReducer reducer", "setGrindSelector → brewReducer reducer",
        "brewFinished → brewReducer reducer",
      ])
    let steep = try feature(result, "steepTimerReducer")
    #expect(emissions(steep) == ["finished → steepTimerReducer reducer"])
  }

  @Test func theSwitchOfAValueReducerReachesTheCouplingRules() throws {
    let result = try scan("ValueReducerSwitches.swift")
    let findings = ParentMatchesChildInternals().check(LintContext(graph: result.graph))
    #expect(
      findings.map { "\($0.location?.line ?? 0) \($0.message)" } == [
        "41 brewReducer matches grindSelectorReducer's private action 'doneButtonPressed'; "
          + "declare GrindSelectorAction.delegate and match it",
        "44 brewReducer matches grindSelectorReducer's private action 'grindChosen'; "
          + "declare GrindSelectorAction.delegate and match it",
        "47 brewReducer matches steepTimerReducer's private action 'tick'; "
          + "declare SteepTimerAction.delegate and match it",
        "50 brewReducer matches steepTimerReducer's private action 'finished'; "
          + "declare SteepTimerAction.delegate and match it",
      ])
  }

  @Test func pullbackRootsNameTheDomainWhenNoClosureDoes() {
    let result = ScanFixtureSupport.scan(
      source: """
        struct HubState { var feed: FeedState }
        enum HubAction { case feed(action: FeedAction) }
        struct FeedState {}
        enum FeedAction { case refreshTapped }
        let feedReducer = Reducer<FeedState, FeedAction, Void> { _, _, _ in .none }
        let hubReducer = Reducer.combine(
          feedReducer.pullback(
            state: \\HubState.feed, action: /HubAction.feed(action:), environment: { $0 })
        )
        let looseReducer = Reducer.combine(
          feedReducer.pullback(state: \\.feed, action: /HubAction.feed(action:), environment: { $0 })
        )
        """)
    #expect(result.graph.feature("hubReducer")?.stateType == "HubState")
    #expect(result.graph.feature("hubReducer")?.actionType == "HubAction")
    #expect(
      result.unresolved.map(\.description) == [
        "Fixture.swift:10:5: note: cannot tell the State and Action of reducer value 'looseReducer'"
      ], "a key path without its root names no State")
  }

  @Test func initValueIsAnEffectOnlyInAReducerValue() {
    let result = ScanFixtureSupport.scan(
      source: """
        @Reducer struct Gauge {
          struct State { var reading = Reading(value: .zero); var dial = Dial.State() }
          enum Action { case dial(Dial.Action), zero }
          var body: some ReducerOf<Self> {
            Scope(state: \\.dial, action: \\.dial) { Dial() }
            Reduce { state, action in
              switch action {
              case .dial(.turned):
                state.reading = .init(value: .zero)
                return .none
              case .dial, .zero:
                return .none
              }
            }
          }
        }
        @Reducer struct Dial {
          struct State {}
          enum Action { case turned }
        }
        """)
    let gauge = result.graph.feature("Gauge")
    #expect(gauge?.emissions == [])
    #expect(gauge?.handlers.map(\.route) == [["dial", "turned"], ["dial"]])
    #expect(gauge?.handlers.first?.effects == [], "a Reading built, not an action sent")
  }

  @Test func anyReducerArrayCombineNestedCombineAndModifiers() throws {
    let result = try scan("ValueReducerVariants.swift")
    #expect(result.graph.roots == ["gardenReducer"])
    let garden = try feature(result, "gardenReducer")
    #expect(garden.stateType == "GardenState")
    #expect(garden.actionType == "GardenAction")
    #expect(
      children(garden) == [
        "forEach beds/bed → bedReducer #0",
        "scope weather/weather → WeatherCore.reducer #1",
        "ifLet journal/journal → AnyReducer.journal #1",
        "scope tools/tools → Tools #2",
        "sameDomain / → gardenAnalytics #3",
      ], "a combine inside the combine shares its element's order")
    #expect(
      actions(garden) == [
        "bed: bedReducer identified", "weather: WeatherCore.reducer bare",
        "journal: AnyReducer.journal bare", "tools: Tools bare", "compost", "wateringScheduled",
      ], "CompostAction belongs to no value the scan could read")
    #expect(garden.action(named: "bed")?.payload == ["index: Int", "action: BedAction"])
    #expect(
      garden.stateFields.map { "\($0.name): \($0.typeName) \($0.container.rawValue)" } == [
        "beds: [BedState] identifiedArray", "weather: WeatherState value",
        "journal: JournalState? optional", "tools: Tools.State value",
      ])
  }

  @Test func staticMembersAreQualifiedByTheirType() throws {
    let result = try scan("ValueReducerVariants.swift")
    let weather = try feature(result, "WeatherCore.reducer")
    #expect(weather.name == "WeatherCore.reducer", "`reducer` alone says nothing in a picture")
    #expect(weather.stateType == "WeatherState")
    #expect(handlers(weather) == ["delegate → WeatherCore.reducer delegate"])
    #expect(emissions(weather) == ["delegate.frostWarning → WeatherCore.reducer reducer"])
    let journal = try feature(result, "AnyReducer.journal")
    #expect(journal.name == "journal")
    #expect(journal.stateType == "JournalState", "from the extension's where clause")
    #expect(journal.actionType == "JournalAction")
    #expect(actions(journal) == ["binding", "saveTapped", "delegate: delegate group"])
    #expect(emissions(journal) == ["delegate.saved → AnyReducer.journal reducer"])
  }

  @Test func valuesCombinedOnTheSameDomainAreLogic() throws {
    let result = try scan("ValueReducerVariants.swift")
    let analytics = try feature(result, "gardenAnalytics")
    #expect(analytics.kind == .logic)
    #expect(analytics.runsOn == "gardenReducer")
    let garden = try feature(result, "gardenReducer")
    #expect(
      handlers(garden) == [
        "weather.delegate.frostWarning → WeatherCore.reducer delegate",
        "journal.delegate.saved → AnyReducer.journal delegate",
        "tools.delegate.sharpened → Tools delegate",
        "bed → gardenReducer catchAll",
        "weather → gardenReducer catchAll",
        "journal → gardenReducer catchAll",
        "tools → gardenReducer catchAll",
        "bed.element.harvested → bedReducer other via gardenAnalytics",
      ], "the closure's action parameter is named gardenAction")
    #expect(emissions(garden) == ["wateringScheduled → gardenReducer reducer"])
    let bed = try feature(result, "bedReducer")
    #expect(
      children(bed) == ["sameDomain / → bedCore #0", "sameDomain / → bedLogging #0"],
      "bedCore.combined(with: bedLogging).signpost()")
    #expect(try feature(result, "bedCore").runsOn == "bedReducer")
  }

  @Test func whatCannotBeReadIsANote() throws {
    let result = try scan("ValueReducerVariants.swift")
    #expect(
      result.unresolved.map(\.description) == [
        "Forms/ValueReducerVariants.swift:65:3: note: pullback of 'makeCompostReducer()', "
          + "which is not a reducer value by name"
      ])
    let garden = try feature(result, "gardenReducer")
    #expect(!garden.children.contains { $0.actionPath == "compost" })
  }

  @Test func unreadableValuesAndPathsInMemory() {
    let result = ScanFixtureSupport.scan(
      source: """
        let hubReducer = Reducer<HubState, HubAction, HubEnvironment>.combine(
          makeFeedReducer(),
          feedReducer.pullback(state: feedPath, action: /HubAction.feed, environment: { $0 }),
          missingReducer.pullback(state: \\.inbox, action: /HubAction.inbox, environment: { $0 })
        )
        """)
    #expect(
      result.unresolved.map(\.description) == [
        "Fixture.swift:2:3: note: reducer value built by 'makeFeedReducer()' cannot be followed",
        "Fixture.swift:3:3: note: pullback whose state or action path is not a key path or case path",
        "Fixture.swift:4:18: note: reducer value 'missingReducer' is not declared in the scanned "
          + "sources",
      ])
    let hub = result.graph.feature("hubReducer")
    #expect(hub?.children.map(\.child) == ["missingReducer"])
    #expect(hub?.stateType == "HubState", "written as is when the State is not scanned")
  }

  @Test func aValueDeclaredTwiceIsReadOnceWithANote() {
    let declaration =
      "let lampReducer = Reducer<LampState, LampAction, LampEnvironment> { _, _, _ in .none }"
    let result = SourceScanner().scan(sources: [
      (path: "Kitchen/Lamp.swift", text: declaration), (path: "Hall/Lamp.swift", text: declaration),
    ])
    #expect(result.graph.features.map(\.id) == ["lampReducer"])
    #expect(result.graph.features.first?.location?.file == "Hall/Lamp.swift")
    #expect(
      result.unresolved.map(\.description) == [
        "Kitchen/Lamp.swift:1:5: note: reducer value 'lampReducer' is declared again (first at "
          + "Hall/Lamp.swift:1:5); this one is not read"
      ])
  }

  @Test func modernStaticMembersAreNotValueReducers() {
    let result = ScanFixtureSupport.scan(
      source: """
        @Reducer struct Timer {
          static let live = Self()
          static let idle = Reduce<State, Action> { _, _ in .none }
          struct State {}
          enum Action { case tick }
        }
        let store = Store(initialState: Timer.State()) { Timer() }
        """)
    #expect(result.graph.features.map(\.id) == ["Timer"])
    #expect(result.unresolved.isEmpty)
  }
}
