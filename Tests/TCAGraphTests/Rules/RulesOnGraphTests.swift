import ExampleApp
import TCAGraph
import Testing
import TreeIntrospect

/// Hand-made graphs of the lessons' app, so the rules are checked independently of the scanner.
enum LintGraphs {
  static func at(_ line: Int, _ column: Int = 5, file: String = "App.swift")
    -> TreeIntrospect.SourceLocation
  {
    TreeIntrospect.SourceLocation(file: file, line: line, column: column)
  }

  static func editor(
    handlers: [Handler] = [], emissions: [Emission] = [], delegatePathable: Bool? = true,
    delegateCases: [String] = ["documentoGuardado", "edicionCancelada"]
  ) -> Feature {
    var delegate = ActionCase.group(
      "delegate", lane: .delegate, typeName: "Delegate", casePathable: delegatePathable,
      cases: delegateCases.enumerated().map { index, name in
        var leaf = ActionCase.leaf(name)
        leaf.location = at(20 + index, 12, file: "Editor.swift")
        return leaf
      })
    delegate.location = at(9, 5, file: "Editor.swift")
    return Feature(
      id: "Editor",
      actions: [
        .group(
          "view", lane: .view, typeName: "View", casePathable: true,
          cases: [.leaf("guardarPulsado")]),
        .group(
          "_internal", lane: .internal, typeName: "Internal", casePathable: true,
          cases: [.leaf("guardadoTerminado", ["Bool"])]),
        delegate,
      ],
      handlers: handlers, emissions: emissions)
  }

  static func app(
    handlers: [Handler] = [], emissions: [Emission] = [], integrated: Bool = true
  ) -> Feature {
    Feature(
      id: "AppFeature",
      stateFields: [
        StateField(
          name: "editor", typeName: "Editor.State?", container: .presented, location: at(4)),
        StateField(
          name: "path", typeName: "StackState<Path.State>", container: .stack, location: at(5)),
      ],
      actions: [
        .child("editor", "Editor", wrapper: .presentation),
        .child("path", "AppFeature.Path", wrapper: .stack),
      ],
      children: integrated
        ? [
          ChildScope(
            operator: .ifLet, statePath: "$editor", actionPath: "editor", child: "Editor", order: 0),
          ChildScope(
            operator: .stackForEach, statePath: "path", actionPath: "path",
            child: "AppFeature.Path",
            order: 0),
        ] : [],
      handlers: handlers, emissions: emissions)
  }

  static let path = Feature(
    id: "AppFeature.Path", kind: .enumReducer, actions: [.child("editor", "Editor")],
    children: [
      ChildScope(
        operator: .enumCase, statePath: "editor", actionPath: "editor", child: "Editor", order: 0)
    ])

  static func graph(_ features: Feature...) -> ArchitectureGraph {
    ArchitectureGraph(roots: ["AppFeature"], features: features)
  }

  /// A handler classified the way both front ends classify them.
  static func handler(
    _ route: String..., in feature: FeatureID, graph: ArchitectureGraph, line: Int,
    mutates: Bool = false, effect: Bool = false
  ) -> Handler {
    let resolved = graph.resolve(route: route, from: feature)
    return Handler(
      route: route, owner: resolved.owner, match: resolved.match, mutatesState: mutates,
      returnsEffect: effect, location: at(line))
  }

  static func emission(
    _ route: String..., in feature: FeatureID, graph: ArchitectureGraph, origin: EmissionOrigin,
    line: Int, file: String = "App.swift"
  ) -> Emission {
    let resolved = graph.resolve(route: route, from: feature)
    return Emission(
      route: route, owner: resolved.owner, lane: resolved.lane, origin: origin,
      location: at(line, file: file))
  }
}

@Suite struct RulesOnGraphTests {
  let shape = LintGraphs.graph(LintGraphs.app(), LintGraphs.editor(), LintGraphs.path)

  @Test func parentMatchingAChildViewActionIsReportedAtThePattern() {
    let handlers = [
      LintGraphs.handler(
        "editor", "presented", "view", "guardarPulsado", in: "AppFeature", graph: shape, line: 12),
      LintGraphs.handler(
        "editor", "presented", "delegate", "documentoGuardado", in: "AppFeature", graph: shape,
        line: 14),
      LintGraphs.handler("editor", "dismiss", in: "AppFeature", graph: shape, line: 16),
      LintGraphs.handler("editor", in: "AppFeature", graph: shape, line: 18),
      LintGraphs.handler("path", "popFrom", in: "AppFeature", graph: shape, line: 20),
      LintGraphs.handler(
        "path", "element", "editor", "_internal", "guardadoTerminado", in: "AppFeature",
        graph: shape, line: 22),
    ]
    let graph = LintGraphs.graph(
      LintGraphs.app(handlers: handlers), LintGraphs.editor(), LintGraphs.path)
    let findings = ParentMatchesChildInternals().check(LintContext(graph: graph))
    #expect(
      findings.map(\.message) == [
        "AppFeature matches Editor's view action 'guardarPulsado'; match Editor.Action.delegate instead",
        "AppFeature matches Editor's internal action 'guardadoTerminado'; match Editor.Action.delegate instead",
      ])
    #expect(findings.map(\.location) == [LintGraphs.at(12), LintGraphs.at(22)])
    #expect(
      findings.allSatisfy {
        $0.severity == .warning && $0.ruleID == "parent-matches-child-internals"
      })
  }

  @Test func matchingAWholePrivateLaneNamesTheLane() {
    let handler = LintGraphs.handler(
      "editor", "presented", "view", in: "AppFeature", graph: shape, line: 3)
    let graph = LintGraphs.graph(
      LintGraphs.app(handlers: [handler]), LintGraphs.editor(), LintGraphs.path)
    #expect(
      ParentMatchesChildInternals().check(LintContext(graph: graph)).map(\.message) == [
        "AppFeature matches Editor's view actions; match Editor.Action.delegate instead"
      ])
  }

  @Test func childReactingToItsOwnDelegateIsReported() {
    let handlers = [
      LintGraphs.handler(
        "delegate", "documentoGuardado", in: "Editor", graph: shape, line: 7, mutates: true),
      LintGraphs.handler("delegate", in: "Editor", graph: shape, line: 9, effect: true),
      LintGraphs.handler("delegate", "edicionCancelada", in: "Editor", graph: shape, line: 11),
    ]
    let graph = LintGraphs.graph(
      LintGraphs.app(), LintGraphs.editor(handlers: handlers), LintGraphs.path)
    let findings = ChildHandlesOwnDelegate().check(LintContext(graph: graph))
    #expect(
      findings.map(\.message) == [
        "Editor handles its own delegate action 'documentoGuardado' (the arm mutates state); return .none for .delegate and let the parent react",
        "Editor handles its own delegate actions (the arm returns an effect); return .none for .delegate and let the parent react",
      ])
  }

  @Test func foreignDelegateEmissionsAreReportedOutsideTests() {
    let emissions = [
      LintGraphs.emission(
        "editor", "presented", "delegate", "edicionCancelada", in: "AppFeature", graph: shape,
        origin: .reducer, line: 30),
      LintGraphs.emission(
        "editor", "presented", "delegate", "edicionCancelada", in: "AppFeature", graph: shape,
        origin: .view, line: 40),
      LintGraphs.emission(
        "editor", "presented", "delegate", "edicionCancelada", in: "AppFeature", graph: shape,
        origin: .view, line: 3,
        file: "Tests/AppTests/AppFeatureTests.swift"),
      LintGraphs.emission(
        "editor", "presented", "view", "guardarPulsado", in: "AppFeature", graph: shape,
        origin: .reducer, line: 50),
    ]
    let graph = LintGraphs.graph(
      LintGraphs.app(emissions: emissions), LintGraphs.editor(), LintGraphs.path)
    let findings = ForeignDelegateEmission().check(LintContext(graph: graph))
    #expect(
      findings.map(\.message) == [
        "AppFeature sends Editor's delegate action 'edicionCancelada'; only Editor may emit its delegate actions",
        "AppFeature's view sends Editor's delegate action 'edicionCancelada'; only Editor may emit its delegate actions",
      ])
    #expect(findings.map(\.location?.line) == [30, 40])
  }

  @Test func laneViolationsCoverEffectsViewsAndOwnDelegates() {
    let emissions = [
      LintGraphs.emission(
        "view", "guardarPulsado", in: "Editor", graph: shape, origin: .effect, line: 1),
      LintGraphs.emission(
        "_internal", "guardadoTerminado", in: "Editor", graph: shape, origin: .view, line: 2),
      LintGraphs.emission(
        "delegate", "edicionCancelada", in: "Editor", graph: shape, origin: .view, line: 3),
      LintGraphs.emission(
        "delegate", "edicionCancelada", in: "Editor", graph: shape, origin: .effect, line: 4),
      LintGraphs.emission(
        "_internal", "guardadoTerminado", in: "Editor", graph: shape, origin: .effect, line: 5),
      LintGraphs.emission(
        "view", "guardarPulsado", in: "Editor", graph: shape, origin: .view, line: 6),
    ]
    let graph = LintGraphs.graph(
      LintGraphs.app(), LintGraphs.editor(emissions: emissions), LintGraphs.path)
    let findings = LaneViolation().check(LintContext(graph: graph))
    #expect(
      findings.map(\.message) == [
        "an effect of Editor sends view action 'guardarPulsado'; effects answer with ._internal actions",
        "Editor's view sends internal action 'guardadoTerminado'; views send only view actions",
        "Editor's view sends delegate action 'edicionCancelada'; only Editor's reducer emits them",
      ])
  }

  @Test func nonCasePathableGroupsAreReportedAndUnknownOnesAreNot() {
    let unknown = LintGraphs.graph(LintGraphs.editor(delegatePathable: nil))
    #expect(NestedActionEnumNotCasePathable().check(LintContext(graph: unknown)).isEmpty)
    let missing = LintGraphs.graph(LintGraphs.editor(delegatePathable: false))
    let findings = NestedActionEnumNotCasePathable().check(LintContext(graph: missing))
    #expect(
      findings.map(\.message) == [
        "Editor.Action.Delegate is not @CasePathable; annotate it so case paths such as '\\.delegate.documentoGuardado' work"
      ])
    #expect(findings.first?.location == LintGraphs.at(9, 5, file: "Editor.swift"))
  }

  @Test(arguments: [
    ("cierraElEditor", "cierra"), ("refrescaLaLista", "refresca"),
    ("navigateToSettings", "navigate"),
    ("close", "close"), ("_dismissNow", "dismiss"), ("veAlInicio", "ve"),
  ])
  func commandNamesAreReportedByTheirFirstWord(name: String, word: String) {
    let graph = LintGraphs.graph(LintGraphs.editor(delegateCases: ["perfilGuardado", name]))
    let findings = DelegateNamesACommand().check(LintContext(graph: graph))
    #expect(
      findings.map(\.message) == [
        "Editor's delegate case '\(name)' names a command ('\(word)'); name the domain fact that happened, in the past tense"
      ])
    #expect(findings.first?.location == LintGraphs.at(21, 12, file: "Editor.swift"))
  }

  @Test(arguments: [
    "perfilGuardado", "closed", "didFinish", "showcaseOpened", "verificado", "goalReached",
  ])
  func factNamesPass(name: String) {
    let graph = LintGraphs.graph(LintGraphs.editor(delegateCases: [name]))
    #expect(DelegateNamesACommand().check(LintContext(graph: graph)).isEmpty)
  }

  @Test func commandWordsAreConfigurable() {
    let graph = LintGraphs.graph(
      LintGraphs.editor(delegateCases: ["guardaPerfil", "cierraEditor"]))
    let findings = DelegateNamesACommand().check(
      LintContext(graph: graph, commandWords: ["Guarda"]))
    #expect(findings.map(\.location?.line) == [20])
  }

  @Test func presentedAndStackedStateNeedsAnOperator() {
    let graph = LintGraphs.graph(
      LintGraphs.app(integrated: false), LintGraphs.editor(), LintGraphs.path)
    let findings = UnintegratedChildState().check(LintContext(graph: graph))
    #expect(
      findings.map(\.message) == [
        "AppFeature's @Presents field 'editor' is never integrated; add .ifLet(\\.$editor, action: ...) to body",
        "AppFeature's StackState field 'path' is never integrated; add .forEach(\\.path, action: ...) to body",
      ])
    #expect(findings.map(\.location) == [LintGraphs.at(4), LintGraphs.at(5)])
    #expect(UnintegratedChildState().check(LintContext(graph: shape)).isEmpty)
  }

  @Test func configurationSetsSeveritiesAndSwitchesRulesOff() {
    let handler = LintGraphs.handler(
      "editor", "presented", "view", "guardarPulsado", in: "AppFeature", graph: shape, line: 12)
    let graph = LintGraphs.graph(
      LintGraphs.app(handlers: [handler], integrated: false),
      LintGraphs.editor(delegateCases: ["cierra"]),
      LintGraphs.path)
    let defaults = LintRunner.check(graph)
    #expect(
      defaults.map(\.ruleID) == [
        "unintegrated-child-state", "unintegrated-child-state", "parent-matches-child-internals",
      ])
    let configured = LintRunner.check(
      graph,
      configuration: LintConfiguration(severities: [
        "parent-matches-child-internals": .error, "unintegrated-child-state": .off,
        "delegate-names-a-command": .warning,
      ]))
    #expect(
      configured.map(\.ruleID) == ["parent-matches-child-internals", "delegate-names-a-command"])
    #expect(configured.map(\.severity) == [.error, .warning])
    #expect(LintRunner.exitCode(for: configured, strict: false) == 1)
    #expect(LintRunner.exitCode(for: defaults, strict: false) == 0)
    #expect(LintRunner.exitCode(for: defaults, strict: true) == 1)
    #expect(LintRunner.exitCode(for: [], strict: true) == 0)
  }

  @Test func theRegisteredExampleAppIsClean() throws {
    let graph = try exampleAppGraph()
    #expect(LintRunner.check(graph).map { "\($0.ruleID): \($0.message)" } == [])
  }

  @Test func everyRuleDocumentsItself() {
    #expect(LintRules.all.count == 13)
    #expect(Set(LintRules.ids).count == 13)
    for rule in LintRules.all {
      #expect(rule.triggeringExamples.count >= 3, "\(rule.id)")
      #expect(rule.nonTriggeringExamples.count >= 3, "\(rule.id)")
      // The rationale says the rule in a user's words: no lesson numbers, which mean nothing
      // outside this project.
      #expect(rule.readsComments || rule.rationale.count > rule.summary.count, "\(rule.id)")
      #expect(!rule.rationale.lowercased().contains("lesson"), "\(rule.id)")
      #expect(!rule.summary.hasSuffix("."), "\(rule.id)")
    }
    #expect(DelegateNamesACommand.defaultSeverity == .off)
  }

  @Test func couplingSummaryCountsDelegateAndPrivateMatchesPerEdge() {
    let handlers = [
      LintGraphs.handler(
        "editor", "presented", "view", "guardarPulsado", in: "AppFeature", graph: shape, line: 1),
      LintGraphs.handler(
        "editor", "presented", "delegate", "documentoGuardado", in: "AppFeature", graph: shape,
        line: 2),
      LintGraphs.handler(
        "editor", "presented", "delegate", "edicionCancelada", in: "AppFeature", graph: shape,
        line: 3),
      LintGraphs.handler("editor", "dismiss", in: "AppFeature", graph: shape, line: 4),
      LintGraphs.handler(
        "path", "element", "editor", "_internal", "guardadoTerminado", in: "AppFeature",
        graph: shape, line: 5),
    ]
    let graph = LintGraphs.graph(
      LintGraphs.app(handlers: handlers), LintGraphs.editor(), LintGraphs.path)
    #expect(
      CouplingSummary(graph: graph).table == """
        parent           child            delegate  private  private cases
        AppFeature       AppFeature.Path  0         0
        AppFeature       Editor           2         2        guardadoTerminado, guardarPulsado
        AppFeature.Path  Editor           0         0

        """)
  }
}
