import TCAGraph
import Testing
import TreeIntrospect

@Suite struct ViewCouplingTests {
  func edge(_ edges: [CouplingEdge], _ child: FeatureID, via: [FeatureID] = []) throws
    -> CouplingEdge
  {
    try #require(edges.first { $0.parent == "AppFeature" && $0.child == child && $0.via == via })
  }

  func lessonsGraph(adding handlers: [Handler], features extra: [Feature] = [])
    throws -> ArchitectureGraph
  {
    var features = try ExampleGraphs.lessonsApp().features
    let index = try #require(features.firstIndex { $0.id == "AppFeature" })
    features[index].handlers += handlers
    for feature in extra {
      features.removeAll { $0.id == feature.id }
      features.append(feature)
    }
    return ArchitectureGraph(roots: ["AppFeature"], features: features)
  }

  @Test func handlersThroughAStackBelongToTheScreenTheyEnter() throws {
    let edges = try couplingEdges(in: ExampleGraphs.lessonsApp())
    let resena = try edge(edges, "Resena", via: ["AppFeature.Path"])
    #expect(resena.delegateMatches.map(\.route.last) == ["autorBloqueado", "resenaBorrada"])
    #expect(resena.health == .healthy)
    #expect(resena.scope.actionPath == "camino")
    #expect(!resena.isDirect)
    #expect(try edge(edges, "AppFeature.Path").otherMatches.map(\.route) == [["camino"]])
    let listaResenas = try edge(edges, "ListaResenas", via: ["AppFeature.Path"])
    #expect(listaResenas.delegateMatches.map(\.route.last) == ["resenaElegida"])
    #expect(try edge(edges, "Catalogo", via: ["AppFeature.Path"]).health == .unobserved)
    #expect(!edges.contains { $0.parent == "AppFeature.Path" && $0.health != .unobserved })
    let editor = try edge(edges, "Editor")
    #expect(editor.delegateMatches.count == 2)
    #expect(editor.otherMatches.map(\.match) == [.catchAll])
    #expect(try edge(edges, "Lista").otherMatches.map(\.match) == [.catchAll])
    #expect(!edges.contains { $0.parent == "Editor" })
  }

  @Test func routesThatStopAtTheStackStayOnTheEdgeToTheEnum() throws {
    let graph = try lessonsGraph(adding: [
      Handler(route: ["camino", "popFrom"], owner: "AppFeature", match: .wrapper),
      Handler(route: ["camino", "element"], owner: "AppFeature", match: .catchAll),
      Handler(
        route: ["camino", "element", "listaResenas"], owner: "AppFeature.Path", match: .catchAll),
    ])
    let edges = couplingEdges(in: graph)
    let path = try edge(edges, "AppFeature.Path")
    #expect(
      path.otherMatches.map(\.route) == [
        ["camino"], ["camino", "popFrom"], ["camino", "element"],
      ])
    let lista = try edge(edges, "ListaResenas", via: ["AppFeature.Path"])
    #expect(lista.otherMatches.count == 1)
    #expect(lista.health == .healthy)
  }

  @Test func aDestinationEdgeIsApartFromADirectEdgeToTheSameChild() throws {
    var app = try ExampleGraphs.feature("AppFeature")
    app.actions.append(.child("destino", "AppFeature.Destino", wrapper: .presentation))
    app.children.append(
      ChildScope(
        operator: .ifLet, statePath: "$destino", actionPath: "destino",
        child: "AppFeature.Destino", order: 2))
    app.handlers.append(
      Handler(
        route: ["destino", "presented", "editor", "view", "guardarPulsado"], owner: "Editor",
        match: .view))
    let destino = Feature(
      id: "AppFeature.Destino", kind: .enumReducer, actions: [.child("editor", "Editor")],
      children: [
        ChildScope(
          operator: .enumCase, statePath: "editor", actionPath: "editor", child: "Editor", order: 0)
      ])
    let graph = try lessonsGraph(adding: [], features: [app, destino])
    let edges = couplingEdges(in: graph)
    let viaDestino = try edge(edges, "Editor", via: ["AppFeature.Destino"])
    #expect(viaDestino.health == .breach)
    #expect(viaDestino.scope.operator == .ifLet)
    let direct = try edge(edges, "Editor")
    #expect(direct.privateMatches.isEmpty)
    #expect(direct.health == .healthy)
    let view = couplingView(graph: graph)
    let red = view.edges.filter { $0.to == "feature:Editor" && $0.color == "#d20f39" }
    #expect(
      red.map(\.label) == ["via destino (zero or one)\n1 private (1 view):\nview.guardarPulsado"])
    let summary = CouplingSummary(graph: graph).edges.filter {
      $0.parent == "AppFeature" && $0.child == "Editor"
    }
    #expect(summary.map(\.privateCases) == [["guardarPulsado"]])
    #expect(summary.map(\.delegateMatches) == [2])
  }

  @Test func privateMatchesTurnTheEdgeRedWithCountsAndCases() throws {
    let edges = try couplingEdges(in: ExampleGraphs.coupledApp())
    let editor = try edge(edges, "Editor")
    #expect(editor.privateMatches.count == 2)
    #expect(editor.health == .breach)
    let view = try couplingView(graph: ExampleGraphs.coupledApp())
    let drawn = try #require(view.edges.first { $0.to == "feature:Editor" })
    #expect(drawn.color == "#d20f39")
    #expect(
      drawn.label
        == "2 private (1 view, 1 internal):\n_internal.guardadoTerminado, view.guardarPulsado\n2 delegate · 1 catch-all"
    )
  }

  @Test func stackScreensAreDrawnPastTheEnumInItsCluster() throws {
    let view = try couplingView(graph: ExampleGraphs.lessonsApp())
    let toResena = view.edges.filter { $0.to == "feature:Resena" }
    let fromApp = try #require(toResena.first { $0.from == "feature:AppFeature" })
    #expect(fromApp.label == "via camino (stack)\n2 delegate")
    #expect(fromApp.color == "#40a02b")
    let fromPath = try #require(toResena.first { $0.from == "feature:AppFeature.Path" })
    #expect(fromPath.style == .dotted)
    #expect(fromPath.label.isEmpty)
    let toPath = try #require(view.edges.first { $0.to == "feature:AppFeature.Path" })
    #expect(toPath.label == "camino (stack)\n1 catch-all")
    // AppFeature matches nothing of Catalogo: the enum's dotted edge is its only one, not a grey
    // line past the enum as well.
    #expect(
      view.edges.filter { $0.to == "feature:Catalogo" }.map(\.from) == ["feature:AppFeature.Path"])
    #expect(view.clusters.map(\.id) == ["enum:AppFeature.Path"])
    let grouped = view.nodes.filter { $0.cluster == "enum:AppFeature.Path" }.map(\.id)
    #expect(
      grouped == [
        "feature:AppFeature.Path", "feature:Resena", "feature:ListaResenas", "feature:Catalogo",
      ])
  }

  @Test func healthyAndUnobservedEdgesAreGreenAndGrey() throws {
    let view = try couplingView(graph: ExampleGraphs.lessonsApp())
    let fila = try #require(view.edges.first { $0.to == "feature:Fila" })
    #expect(fila.color == "#40a02b")
    #expect(fila.label == "1 delegate · 1 catch-all")
    #expect(view.edges.count == 10)
    var features = try ExampleGraphs.lessonsApp().features
    let app = try #require(features.firstIndex { $0.id == "AppFeature" })
    features[app].handlers.removeAll { $0.route.first == "filas" }
    let unobserved = couplingView(
      graph: ArchitectureGraph(roots: ["AppFeature"], features: features))
    let ignored = try #require(unobserved.edges.first { $0.to == "feature:Fila" })
    #expect(ignored.color == "#9ca0b0")
    #expect(ignored.style == .dashed)
    #expect(ignored.label.isEmpty)
  }

  @Test func aDeeperOwnerBehindAStructChildIsNamedBesideTheCase() throws {
    var lista = try ExampleGraphs.feature("Lista")
    lista.actions.append(.child("filas", "Fila", wrapper: .identified))
    lista.children.append(
      ChildScope(
        operator: .forEach, statePath: "filas", actionPath: "filas", child: "Fila", order: 0))
    let graph = try lessonsGraph(
      adding: [
        Handler(
          route: ["lista", "filas", "element", "view", "favoritoPulsado"], owner: "Fila",
          match: .view),
        Handler(
          route: ["camino", "element", "resena", "borrarPulsado"], owner: "Resena", match: .other),
      ], features: [lista])
    let view = couplingView(graph: graph)
    let toLista = try #require(view.edges.first { $0.to == "feature:Lista" })
    #expect(toLista.label == "1 private (1 view):\nFila: view.favoritoPulsado\n1 catch-all")
    #expect(toLista.color == "#d20f39")
    let toResena = try #require(
      view.edges.first { $0.from == "feature:AppFeature" && $0.to == "feature:Resena" })
    #expect(toResena.label.hasPrefix("via camino (stack)\n1 private (1 flat):\nborrarPulsado"))
    let summary = CouplingSummary(graph: graph).edges.first { $0.child == "Lista" }
    #expect(summary?.privateCases == ["Fila: favoritoPulsado"])
  }
}
