import TCAGraph
import Testing
import TreeIntrospect

/// `mutual-presentation`, `composition-cycle` and `budget-exceeded`: their messages, the budgets
/// counted from the IR's channels, and graphs large or tangled enough to test that they end.
@Suite struct RulesCompositionTests {
  private func messages(_ rule: any LintRule.Type, example index: Int) -> [String] {
    let example = rule.triggeringExamples[index]
    let (source, _) = ExampleMarkers.strip(example.source)
    let graph = SourceScanner().scan(sources: [(path: example.path, text: source)]).graph
    return rule.init().check(LintContext(graph: graph, budgets: example.budgets)).sorted()
      .map(\.message)
  }

  /// A struct feature composing `children` with `operator`, at line `line` of `App.swift`.
  private func feature(
    _ id: FeatureID, _ children: [FeatureID] = [], operator: ScopeOperator = .scope,
    channels: [Channel] = [], line: Int = 1
  ) -> Feature {
    var feature = Feature(
      id: id,
      children: children.enumerated().map { index, child in
        ChildScope(
          operator: `operator`,
          statePath: (`operator` == .ifLet ? "$" : "") + child.rawValue.lowercased(),
          actionPath: child.rawValue.lowercased(), child: child, order: index,
          location: LintGraphs.at(line + index + 1))
      }, channels: channels)
    feature.location = LintGraphs.at(line)
    return feature
  }

  @Test func eachSideOfAMutualPresentationNamesBothFeaturesAndTheirFields() {
    #expect(
      messages(MutualPresentation.self, example: 1) == [
        "Perfil presents Ajustes ('destination') and Ajustes presents Perfil ('perfil'); push "
          + "both from one navigation stack of a common parent",
        "Ajustes presents Perfil ('perfil') and Perfil presents Ajustes ('destination'); push "
          + "both from one navigation stack of a common parent",
      ])
    #expect(
      messages(MutualPresentation.self, example: 2).last
        == "Buscar presents Inicio ('inicio', 'otroInicio') and Inicio presents Buscar ('path'); "
        + "push both from one navigation stack of a common parent")
  }

  @Test func aCycleIsNamedFromItsSmallestFeatureBackToIt() {
    #expect(
      messages(CompositionCycle.self, example: 1) == [
        "composition cycle Ajustes → Cuenta → Perfil → Ajustes; screens that lead to each other "
          + "belong in one navigation stack of a common parent"
      ])
  }

  @Test func budgetFindingsNameTheSizeTheBudgetAndItsKey() {
    #expect(
      messages(BudgetExceeded.self, example: 0) == [
        "Inicio composes 2 children, budget 1 (budgets.childrenPerFeature)",
        "Inicio's State has 2 stored fields, budget 1 (budgets.stateFieldsPerFeature)",
      ])
    #expect(
      messages(BudgetExceeded.self, example: 1) == [
        "Editor's Action has 4 cases, budget 3 (budgets.actionCasesPerFeature)"
      ])
    #expect(
      messages(BudgetExceeded.self, example: 2) == [
        "Inicio's composition is 2 levels deep (Inicio → Ajustes), budget 1 (budgets.depth)",
        "Inicio.Destination has 3 cases, budget 2 (budgets.destinationCases)",
      ])
    #expect(
      messages(BudgetExceeded.self, example: 3) == [
        "Perfil's State has 3 stored fields, budget 2 (budgets.stateFieldsPerFeature)"
      ])
  }

  @Test func dependenciesAndSharedKeysCountDistinctClientsAndKeys() {
    let uses = { (client: String) in
      Channel(
        kind: .dependency, from: .feature("Editor"), to: .dependency(client), access: .uses,
        name: client)
    }
    let shared = { (key: String, access: ChannelAccess) in
      Channel(
        kind: .sharedState, from: .feature("Editor"), to: .sharedKey(key), access: access,
        name: "value")
    }
    let overrides = Channel(
      kind: .dependency, from: .feature("Editor"), to: .dependency("apiClient"),
      access: .overrides, name: "apiClient")
    let editor = feature(
      "Editor",
      channels: [
        uses("apiClient"), overrides, uses("date"), uses("uuid"),
        shared("appStorage:isOn", .reads), shared("appStorage:isOn", .writes),
        shared("inMemory:session", .reads),
      ], line: 3)
    let graph = ArchitectureGraph(roots: ["Editor"], features: [editor])
    let check = { (budgets: Budgets) in
      BudgetExceeded().check(LintContext(graph: graph, budgets: budgets)).map(\.message)
    }
    #expect(
      check([.dependenciesPerFeature: 2, .sharedKeysPerFeature: 1]) == [
        "Editor uses 3 dependency clients, budget 2 (budgets.dependenciesPerFeature)",
        "Editor reaches 2 shared keys, budget 1 (budgets.sharedKeysPerFeature)",
      ])
    #expect(check([.dependenciesPerFeature: 3, .sharedKeysPerFeature: 2]) == [])
    #expect(check([:]) == [], "a budget left out is not checked")
    #expect(
      BudgetExceeded().check(LintContext(graph: graph, budgets: [.dependenciesPerFeature: 2]))
        .map(\.location) == [LintGraphs.at(3)])
    #expect(BudgetMeasurement.maxima(in: graph)[.dependenciesPerFeature] == 3)
    #expect(BudgetMeasurement.maxima(in: graph)[.sharedKeysPerFeature] == 2)
  }

  @Test func aCycleThroughADestinationEnumIsOneCycleOfTheStructFeatures() {
    let destination = Feature(
      id: "Lista.Destination", kind: .enumReducer,
      children: [
        ChildScope(
          operator: .enumCase, statePath: "detalle", actionPath: "detalle", child: "Detalle",
          order: 0)
      ])
    let graph = ArchitectureGraph(
      roots: ["Lista"],
      features: [
        feature("Lista", ["Lista.Destination"], operator: .ifLet, line: 10),
        destination, feature("Detalle", ["Lista"], line: 20),
      ])
    let findings = CompositionCycle().check(LintContext(graph: graph))
    #expect(
      findings.map(\.message) == [
        "composition cycle Detalle → Lista → Detalle; screens that lead to each other belong in "
          + "one navigation stack of a common parent"
      ])
    #expect(findings.map(\.location) == [LintGraphs.at(21)])
    #expect(MutualPresentation().check(LintContext(graph: graph)).isEmpty)
  }

  @Test func cyclesSharingFeaturesAreEachReportedOnceInOrder() {
    let graph = ArchitectureGraph(
      roots: [],
      features: [
        feature("A", ["B", "C"], line: 10), feature("B", ["A", "C"], line: 20),
        feature("C", ["A", "C"], line: 30),
      ])
    #expect(
      CompositionGraph(graph).cycles.cycles == [["A", "B"], ["A", "B", "C"], ["A", "C"]])
    let findings = CompositionCycle().check(LintContext(graph: graph))
    #expect(findings.map(\.location) == [LintGraphs.at(11), LintGraphs.at(11), LintGraphs.at(12)])
    #expect(findings.map(\.message).first?.hasPrefix("composition cycle A → B → A;") == true)
  }

  @Test func aChainEightThousandDeepClosedIntoACycleIsOneCycleAndOneLevel() {
    var graph = LargeGraphs.tree(features: 8_000, fanOut: 1)
    #expect(CompositionGraph(graph).depthChains.map(\.depth) == [8_000])
    #expect(CompositionCycle().check(LintContext(graph: graph)).isEmpty)
    let last = graph.features.firstIndex { $0.id == "Feature7999" }!
    graph.features[last].children.append(
      ChildScope(operator: .scope, statePath: "app", actionPath: "app", child: "App", order: 0))
    let findings = CompositionCycle().check(LintContext(graph: graph))
    #expect(findings.count == 1)
    #expect(
      findings.first?.message.hasPrefix(
        "composition cycle App → Feature1 → Feature2 → Feature3 → Feature4 → Feature5 → "
          + "Feature6 → … (7993 more) → App;") == true, "\(findings.first?.message ?? "")")
    #expect(CompositionGraph(graph).depthChains.map(\.depth) == [1])
  }

  @Test func aDenseTangleListsABoundedNumberOfCyclesAndSaysThereAreMore() {
    let names = (0..<12).map { FeatureID("F\(String($0, radix: 16))") }
    let graph = ArchitectureGraph(
      roots: [],
      features: names.enumerated().map { index, name in
        feature(name, names.filter { $0 != name }, line: index * 20 + 1)
      })
    let findings = CompositionCycle().check(LintContext(graph: graph))
    #expect(findings.count == CompositionGraph.cycleLimit + 1)
    #expect(
      findings.last?.message
        == "more composition cycles among 12 features (F0, F1, F2, F3, F4, F5, F6, … (4 more), "
        + "Fb) than are listed; break the cycles reported")
    #expect(findings.last?.location == LintGraphs.at(1))
  }

  @Test func depthCountsLevelsFromEachRootThroughEnumsAndCyclesAsOne() {
    let graph = ArchitectureGraph(
      roots: ["App", "Solo"],
      features: [
        feature("App", ["Lista", "Perfil"]), feature("Lista", ["Fila"]), feature("Fila"),
        feature("Perfil", ["Ajustes"]), feature("Ajustes", ["Perfil"]), feature("Solo"),
      ])
    let chains = CompositionGraph(graph).depthChains
    #expect(chains.map(\.root) == ["App", "Solo"])
    #expect(chains.map(\.chain) == [["App", "Lista", "Fila"], ["Solo"]])
  }
}
