import TCAGraph
import Testing
import TreeIntrospect

@Suite struct ViewDelegateFlowTests {
  let flow: GraphDescription

  init() throws {
    flow = try delegateFlowView(graph: ExampleGraphs.lessonsApp())
  }

  @Test func theStackedScreenSendsItsFactToTheBlueRootReducer() throws {
    let edge = try #require(
      flow.edges.first {
        $0.from == "feature:Resena" && $0.label == "delegate autorBloqueado,\nresenaBorrada"
      })
    #expect(edge.to == "feature:AppFeature")
    #expect(edge.color == "#f38ba8")
    let root = try #require(flow.node("feature:AppFeature"))
    #expect(root.fillColor == "#89b4fa")
    #expect(root.label == "AppFeature reducer")
  }

  @Test func aChildThatAlsoMatchesFactsIsNamedAndColouredAsAMatcher() throws {
    func feature(_ name: String, child: String?) -> Feature {
      var feature = Feature(
        id: FeatureID(rawValue: name),
        actions: [
          .group("delegate", lane: .delegate, typeName: "Delegate", cases: [.leaf("done")])
        ])
      if let child {
        let path = child.lowercased()
        feature.actions.append(.child(path, FeatureID(rawValue: child)))
        feature.children.append(
          ChildScope(
            operator: .scope, statePath: path, actionPath: path, child: FeatureID(rawValue: child),
            order: 0))
        feature.handlers.append(
          Handler(
            route: [path, "delegate", "done"], owner: FeatureID(rawValue: child), match: .delegate))
      }
      return feature
    }
    // A is drawn first, and draws B as a child publishing a fact; then B matches C's.
    let graph = ArchitectureGraph(
      roots: ["A"],
      features: [feature("A", child: "B"), feature("B", child: "C"), feature("C", child: nil)])
    let middle = try #require(delegateFlowView(graph: graph).node("feature:B"))
    #expect(middle.label == "B reducer")
    #expect(middle.fillColor == "#89b4fa")
    #expect(middle.style.contains(.bold))
  }

  @Test func aStackWriteReachesTheScreenTheCaseNames() throws {
    let writes = flow.edges(from: "feature:AppFeature").filter {
      $0.label.hasPrefix("writes by id and case")
    }
    #expect(writes.map(\.to) == ["feature:ListaResenas"])
    #expect(writes.first?.label == "writes by id and case\ncamino[id: …, case: \\.listaResenas]")
  }

  @Test(
    arguments: [
      ("resena", "pushes Resena\nonto camino", "feature:Resena"),
      ("ajustes", "pushes .ajustes(…)\nonto camino", "a new ajustes screen\non camino"),
      ("", "pushes a screen\nonto camino", "a new screen on camino"),
      (nil, "pushes a screen\nonto camino", "a new screen on camino"),
    ] as [(String?, String, String)])
  func aPushNamesTheScreenWhenTheIRDoes(detail: String?, label: String, target: String) throws {
    var features = try ExampleGraphs.lessonsApp().features
    let index = try #require(features.firstIndex { $0.id == "AppFeature" })
    features[index].handlers = [
      Handler(
        route: ["filas", "element", "delegate", "favoritoMarcado"], owner: "Fila",
        match: .delegate, effects: [HandlerEffect(kind: .push, target: "camino", detail: detail)])
    ]
    let flow = delegateFlowView(graph: ArchitectureGraph(roots: ["AppFeature"], features: features))
    let push = try #require(flow.edges(from: "feature:AppFeature").first { $0.label == label })
    #expect(push.to == target || flow.node(push.to)?.label == target)
  }

  @Test func popFromTruncatesTheStackAndDismissNamesTheField() throws {
    let targets = flow.edges(from: "feature:AppFeature").compactMap { flow.node($0.to)?.label }
    #expect(targets.contains("the stack is truncated\n(camino.pop(from:))"))
    #expect(targets.contains("dismisses editor"))
    let pop = try #require(flow.nodes.first { $0.label.hasPrefix("the stack is truncated") })
    #expect(
      flow.edges(from: pop.id).compactMap { flow.node($0.to)?.label } == [
        "the views show the new state"
      ])
  }

  @Test func aFeaturesOwnDelegateArmIsNotAFlow() {
    #expect(!flow.edges.contains { $0.from == "feature:Editor" && $0.to == "feature:Editor" })
  }

  @Test func theFactsOfOneChildToOneMatcherShareOneEdge() throws {
    let fromEditor = flow.edges.filter { $0.from == "feature:Editor" }
    #expect(fromEditor.map(\.label) == ["delegate documentoGuardado,\nedicionCancelada"])
    let tooltip = try #require(fromEditor.first?.tooltip)
    #expect(tooltip.contains("documentoGuardado") && tooltip.contains("edicionCancelada"))
  }

  @Test func reEmittingGoesOnToTheGrandparent() throws {
    let graph = ArchitectureGraph(
      roots: ["App"],
      features: [
        Feature(
          id: "App",
          actions: [.child("flow", "Flow")],
          children: [
            ChildScope(
              operator: .scope, statePath: "flow", actionPath: "flow", child: "Flow", order: 0)
          ]),
        Feature(
          id: "Flow",
          actions: [
            .child("step", "Step"),
            .group("delegate", lane: .delegate, typeName: "Delegate", cases: [.leaf("terminado")]),
          ],
          children: [
            ChildScope(
              operator: .scope, statePath: "step", actionPath: "step", child: "Step", order: 0)
          ],
          handlers: [
            Handler(
              route: ["step", "delegate", "hecho"], owner: "Step", match: .delegate,
              effects: [HandlerEffect(kind: .sendDelegate, detail: "terminado")])
          ]),
        Feature(
          id: "Step",
          actions: [
            .group("delegate", lane: .delegate, typeName: "Delegate", cases: [.leaf("hecho")])
          ]),
      ])
    let flow = delegateFlowView(graph: graph)
    let reEmit = try #require(flow.nodes.first { $0.label == "re-emits delegate\nterminado" })
    #expect(flow.edges(from: reEmit.id).map(\.to) == ["feature:App"])
  }

  @Test func aGraphWithoutDelegateHandlersSaysSo() {
    let flow = delegateFlowView(
      graph: ArchitectureGraph(roots: [], features: [Feature(id: "Solo")]))
    #expect(flow.nodes.map(\.label) == ["no parent matches a child's delegate action"])
  }
}
