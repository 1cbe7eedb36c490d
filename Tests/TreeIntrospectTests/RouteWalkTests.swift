import Testing
import TreeIntrospect

/// ``ArchitectureGraph/steps(route:from:)``: one typed step per case name of a route.
@Suite struct RouteWalkTests {
  private let graph: ArchitectureGraph = {
    var alert = ActionCase.group(
      "alert", lane: .internal, typeName: "Alert", cases: [.leaf("confirmar")])
    alert.wrapper = .presentation
    let app = Feature(
      id: "App",
      actions: [
        .child("camino", "App.Path", wrapper: .stack),
        .child("editor", "Editor", wrapper: .presentation),
        .child("fuera", "Fuera"),
        alert,
      ])
    let path = Feature(id: "App.Path", kind: .enumReducer, actions: [.child("resena", "Resena")])
    let resena = Feature(
      id: "Resena",
      actions: [
        .group("delegate", lane: .delegate, typeName: "Delegate", cases: [.leaf("borrada")])
      ])
    let editor = Feature(
      id: "Editor",
      actions: [.group("view", lane: .view, typeName: "View", cases: [.leaf("guardar")])])
    return ArchitectureGraph(roots: ["App"], features: [app, path, resena, editor])
  }()

  private func kinds(_ route: [String]) -> [String] {
    graph.steps(route: route, from: "App").map { step in
      switch step.kind {
      case .lane: "lane \(step.name) in \(step.owner)"
      case .ownPresentation: "own \(step.name)"
      case .child: "child \(step.name) in \(step.owner)"
      case .element(_, let written): written ? "element" : "implied \(step.name)"
      case .parentOwned: "parent-owned \(step.name)"
      case .leaf: "leaf \(step.name)"
      case .unknown: "unknown \(step.name) in \(step.owner)"
      }
    }
  }

  @Test func stackRouteReadsChildElementChildLaneLeaf() {
    #expect(
      kinds(["camino", "element", "resena", "delegate", "borrada", "payload"]) == [
        "child camino in App", "element", "child resena in App.Path", "lane delegate in Resena",
        "leaf borrada",
      ])
  }

  @Test func parentOwnedCaseEndsTheWalk() {
    #expect(kinds(["camino", "popFrom", "id"]) == ["child camino in App", "parent-owned popFrom"])
    #expect(
      graph.steps(route: ["camino", "popFrom"], from: "App").last?.isFollowedByPayload == true)
  }

  @Test func presentationElementLeftOutIsAssumed() {
    #expect(
      kinds(["editor", "view", "guardar"]) == [
        "child editor in App", "implied presented", "lane view in Editor", "leaf guardar",
      ])
    #expect(graph.resolve(route: ["editor", "view", "guardar"], from: "App").match == .unresolved)
    #expect(
      graph.resolve(route: ["editor", "presented", "view", "guardar"], from: "App").match == .view)
  }

  @Test func stackElementLeftOutIsUnknown() {
    #expect(kinds(["camino", "resena"]) == ["child camino in App", "unknown resena in App"])
  }

  @Test func ownAlertIsAPresentationOfTheFeature() {
    #expect(
      kinds(["alert", "presented", "confirmar"]) == ["own alert", "element", "leaf confirmar"])
    #expect(
      graph.resolve(route: ["alert", "presented", "confirmar"], from: "App").match == .wrapper)
  }

  @Test func unknownNamesAndFeaturesEndTheWalk() {
    #expect(kinds(["nada", "x"]) == ["unknown nada in App"])
    #expect(kinds(["fuera", "delegate"]) == ["child fuera in App", "unknown delegate in Fuera"])
  }

  @Test func laneNamesComeFromOneTable() {
    #expect(Lane(caseName: "_internal") == .internal)
    #expect(Lane(caseName: "internal") == .internal)
    #expect(Lane(caseName: "editor") == nil)
    #expect(Lane(typeName: "DelegateAction") == .delegate)
    #expect(Lane(typeName: "Delegate") == .delegate)
    #expect(Lane.allCases.allSatisfy { Lane(caseName: $0.caseName) == $0 })
  }
}
