import TCAGraph
import Testing
import TreeIntrospect

/// The rules on arms written in logic reducers, which are their host's and name the logic reducer
/// in `via`; hand-built graphs because the scanner does not produce logic reducers yet.
@Suite struct RulesOnLogicReducerTests {
  let graph = LogicGraphs.app()

  func messages(_ rule: some LintRule, in graph: ArchitectureGraph) -> [String] {
    rule.check(LintContext(graph: graph)).map(\.message)
  }

  @Test func aPrivateMatchInALogicReducerNamesTheHostAndTheLogicReducer() {
    let findings = ParentMatchesChildInternals().check(LintContext(graph: graph))
    #expect(
      findings.map(\.message) == [
        "AppReducer (in GameCenterLogic) matches Settings's view action 'cerrarPulsado'; "
          + "match Settings.Action.delegate instead"
      ])
    #expect(findings.map(\.location) == [LogicGraphs.at("GameCenterLogic", 16)])
  }

  @Test func theHostsOwnDelegateHandledInALogicReducerIsReported() {
    let skeleton = LogicGraphs.app()
    let arms = [
      LogicGraphs.handler(
        ["delegate", "sesionTerminada"], in: skeleton, via: LogicGraphs.history,
        returnsEffect: true, at: LogicGraphs.at("HistoryFeature", 30)),
      LogicGraphs.handler(
        ["delegate", "sesionTerminada"], in: skeleton, via: LogicGraphs.gameCenter,
        at: LogicGraphs.at("GameCenterLogic", 40)),
      LogicGraphs.handler(
        ["delegate"], in: skeleton, mutates: true, at: LogicGraphs.at("AppReducer", 50)),
    ]
    #expect(
      messages(ChildHandlesOwnDelegate(), in: LogicGraphs.app(extraHandlers: arms)) == [
        "AppReducer (in HistoryFeature.RootReducer) handles its own delegate action "
          + "'sesionTerminada' (the arm returns an effect); return .none for .delegate and let "
          + "the parent react",
        "AppReducer handles its own delegate actions (the arm mutates state); return .none for "
          + ".delegate and let the parent react",
      ])
  }

  @Test func emissionsFromALogicReducerNameIt() {
    #expect(
      messages(ForeignDelegateEmission(), in: graph) == [
        "AppReducer (in HistoryFeature.RootReducer) sends Editor's delegate action "
          + "'edicionCancelada'; only Editor may emit its delegate actions"
      ])
    #expect(
      messages(LaneViolation(), in: graph) == [
        "an effect of AppReducer (in GameCenterLogic) sends view action 'alAparecer'; "
          + "effects answer with ._internal actions"
      ])
  }

  @Test func theSameArmsWithoutViaNameOnlyTheHost() {
    var features = graph.features
    for index in features.indices {
      for arm in features[index].handlers.indices { features[index].handlers[arm].via = nil }
      for arm in features[index].emissions.indices { features[index].emissions[arm].via = nil }
    }
    let plain = ArchitectureGraph(roots: graph.roots, features: features)
    #expect(
      messages(ParentMatchesChildInternals(), in: plain) == [
        "AppReducer matches Settings's view action 'cerrarPulsado'; "
          + "match Settings.Action.delegate instead"
      ])
    #expect(
      messages(LaneViolation(), in: plain) == [
        "an effect of AppReducer sends view action 'alAparecer'; "
          + "effects answer with ._internal actions"
      ])
  }

  @Test func everyRuleTogetherReportsOnlyTheHostsArms() {
    let context = LintContext(graph: graph)
    let findings = LintRules.all.flatMap { $0.init().check(context) }
    #expect(
      findings.map(\.ruleID).sorted() == [
        "foreign-delegate-emission", "lane-violation", "parent-matches-child-internals",
      ])
    #expect(
      findings.allSatisfy {
        $0.message.hasPrefix("AppReducer") || $0.message.hasPrefix("an effect of AppReducer")
      })
  }

  @Test func unintegratedChildStateSkipsLogicReducersAndCountsTheirOperators() {
    var features = graph.features
    let alert = StateField(
      name: "alert", typeName: "AlertState<Action.Alert>?", container: .presented,
      location: LogicGraphs.at("AppReducer", 6))
    let host = features.firstIndex { $0.id == "AppReducer" }
    let logic = features.firstIndex { $0.id == LogicGraphs.gameCenter }
    guard let host, let logic else {
      Issue.record("the logic app lost its host or its logic reducer")
      return
    }
    features[host].stateFields.append(alert)
    // A logic reducer is not checked, even if a front end gives it a field of its host.
    features[logic].stateFields = [alert]
    let unintegrated = ArchitectureGraph(roots: graph.roots, features: features)
    #expect(
      messages(UnintegratedChildState(), in: unintegrated) == [
        "AppReducer's @Presents field 'alert' is never integrated; "
          + "add .ifLet(\\.$alert, action: ...) to body"
      ])
    // `.ifLet(\.$alert, action: \.alert)` in GameCenterLogic's body runs on AppReducer's state.
    features[logic].children = [
      ChildScope(
        operator: .ifLet, statePath: "$alert", actionPath: "alert", child: "AppReducer.Alert",
        order: 0)
    ]
    let integrated = ArchitectureGraph(roots: graph.roots, features: features)
    #expect(messages(UnintegratedChildState(), in: integrated) == [])
  }
}
