import TCAGraph
import Testing
import TreeIntrospect

/// Logic reducers (no domain of their own, listed in a host's `body`) in every view and in the
/// coupling analysis.
@Suite struct ViewLogicReducerTests {
  let graph = LogicGraphs.app()

  @Test func compositionDrawsLogicReducersAsComponentsInTheHostsShade() throws {
    let view = compositionTreeView(graph: graph)
    for logic in [LogicGraphs.gameCenter, LogicGraphs.history] {
      let node = try #require(view.node("feature:\(logic.rawValue)"))
      #expect(node.label == "\(logic.rawValue)\nruns on AppReducer's state and actions")
      #expect(node.shape == .component)
      #expect(node.fillColor == "#c4d9fc")
      #expect(node.fillColor == Palette.logic(on: Palette.root))
      #expect(node.style == .filled)
    }
    let host = try #require(view.node("feature:AppReducer"))
    #expect(host.style.contains(.bold))
    #expect(host.fillColor == Palette.root)
  }

  @Test func bodyOrderInterleavesLogicReducersWithTheOtherChildren() {
    let edges = compositionTreeView(graph: graph).edges(from: "feature:AppReducer")
    #expect(
      edges.map(\.label) == [
        "1 · Scope(\\.settings, \\.settings)\none",
        "2 · GameCenterLogic()",
        "3 · ifLet(\\.$editor, \\.editor)\nzero or one · child first",
        "4 · HistoryFeature.RootReducer()",
      ])
    #expect(edges.map(\.style) == [.solid, .dotted, .dashed, .dotted])
    #expect(edges.map(\.color) == [nil, Palette.sameDomain, nil, Palette.sameDomain])
    #expect(edges.allSatisfy { $0.constraint })
  }

  @Test func compositionLegendExplainsTheLogicShapeAndEdge() {
    let legend = compositionTreeView(graph: graph).legend
    #expect(
      legend.contains {
        $0.sample
          == .node(
            shape: .component, fillColor: "#c4d9fc", textColor: Palette.text, style: [])
          && $0.label.hasPrefix("logic reducer")
      })
    #expect(
      legend.contains {
        $0.sample == .edge(style: .dotted, color: Palette.sameDomain)
          && $0.label.hasPrefix("same domain")
      })
    let plain = compositionTreeView(graph: LogicGraphs.appWithoutLogic).legend
    #expect(!plain.contains { $0.label.hasPrefix("logic reducer") })
    #expect(!plain.contains { $0.label.hasPrefix("same domain") })
  }

  @Test func logicReducersAreNeverRootsOfTheirOwn() {
    let listed = ArchitectureGraph(
      roots: [LogicGraphs.gameCenter, "AppReducer", LogicGraphs.history], features: graph.features)
    let unlisted = ArchitectureGraph(roots: [], features: graph.features)
    for graph in [listed, unlisted] {
      let view = compositionTreeView(graph: graph)
      #expect(view.title == "Composition of AppReducer")
      #expect(view.nodes.filter { $0.style.contains(.bold) }.map(\.id) == ["feature:AppReducer"])
      #expect(actionTreeView(graph: graph).title == "Action tree of AppReducer")
    }
  }

  @Test func actionTreeHasNoNodeForALogicReducer() {
    let view = actionTreeView(graph: graph)
    #expect(!view.nodes.contains { $0.id.contains("Logic") || $0.label.contains("Logic") })
    #expect(!view.nodes.contains { $0.id.contains("RootReducer") })
    #expect(view == actionTreeView(graph: LogicGraphs.appWithoutLogic))
  }

  @Test func actionTreeFocusedOnALogicReducerNamesItsHost() {
    let view = actionTreeView(graph: graph, focus: LogicGraphs.gameCenter)
    #expect(view.nodes.count == 1)
    #expect(view.nodes.first?.shape == .note)
    #expect(
      view.nodes.first?.label
        == "GameCenterLogic has no Action of its own:\nit runs on AppReducer.Action")
    #expect(view.edges.isEmpty)
  }

  @Test func delegateFlowDrawsArmsInALogicReducerAsTheHostsInThatReducer() throws {
    let view = delegateFlowView(graph: graph)
    let own = try #require(view.node("feature:AppReducer"))
    #expect(own.label == "AppReducer reducer")
    let inGameCenter = try #require(view.node("feature:AppReducer/in:GameCenterLogic"))
    #expect(inGameCenter.label == "AppReducer (in GameCenterLogic)")
    #expect(inGameCenter.shape == .component)
    #expect(inGameCenter.fillColor == Palette.root)
    let inHistory = try #require(view.node("feature:AppReducer/in:HistoryFeature.RootReducer"))
    #expect(inHistory.label == "AppReducer (in HistoryFeature.RootReducer)")
    #expect(
      view.edges(to: inGameCenter.id).map { "\($0.from) \($0.label)" } == [
        "feature:Settings delegate sesionCerrada"
      ])
    #expect(
      view.edges(to: inHistory.id).map { "\($0.from) \($0.label)" } == [
        "feature:Editor delegate edicionCancelada"
      ])
    #expect(
      view.edges(to: own.id).map { "\($0.from) \($0.label)" } == [
        "feature:Editor delegate documentoGuardado"
      ])
    let dismiss = view.edges(from: inHistory.id).map(\.to)
    #expect(dismiss == view.edges(from: own.id).map(\.to))
    #expect(!view.nodes.contains { $0.id == "feature:GameCenterLogic" })
    #expect(view.legend.contains { $0.sample.isComponentNode })
    #expect(
      !delegateFlowView(graph: LogicGraphs.appWithoutLogic).legend.contains {
        $0.sample.isComponentNode
      })
  }

  @Test func logicReducersHaveNoLanesAndLeaveTheHostsLanesAlone() {
    #expect(featuresWithActions(in: graph) == ["AppReducer", "Editor", "Settings"])
    #expect(
      featureLanesView(for: "AppReducer", in: graph)
        == featureLanesView(for: "AppReducer", in: LogicGraphs.appWithoutLogic))
    let logic = featureLanesView(for: LogicGraphs.gameCenter, in: graph)
    #expect(logic.nodes.count == 1)
    #expect(logic.nodes.first?.shape == .plainText)
    #expect(
      logic.nodes.first?.label
        == "GameCenterLogic has no actions of its own:\nit runs on AppReducer's state and actions\n"
        + "(see the lanes of AppReducer)")
  }

  @Test func aSameDomainEntryIsNotACouplingEdgeAndLogicArmsCountForTheHost() throws {
    let edges = couplingEdges(in: graph)
    #expect(
      edges.map { "\($0.parent) → \($0.child)" } == [
        "AppReducer → Settings", "AppReducer → Editor",
      ])
    let settings = try #require(edges.first { $0.child == "Settings" })
    #expect(settings.health == .breach)
    #expect(settings.privateMatches.map(\.via) == [LogicGraphs.gameCenter])
    #expect(settings.delegateMatches.map(\.via) == [LogicGraphs.gameCenter])
    let editor = try #require(edges.first { $0.child == "Editor" })
    #expect(editor.delegateMatches.map(\.via) == [nil, LogicGraphs.history])
    #expect(
      CouplingSummary(graph: graph).edges.map { "\($0.parent) → \($0.child)" } == [
        "AppReducer → Editor", "AppReducer → Settings",
      ])
  }

  @Test func couplingViewLeavesLogicReducersOutAndNamesThemInTooltips() throws {
    let view = couplingView(graph: graph)
    #expect(view.nodes.map(\.id) == ["feature:AppReducer", "feature:Settings", "feature:Editor"])
    let settings = try #require(view.edges(to: "feature:Settings").first)
    #expect(settings.color == Palette.breach)
    #expect(settings.label == "1 private (1 view):\nview.cerrarPulsado\n1 delegate")
    #expect(
      settings.tooltip?.contains(
        "Sources/App/GameCenterLogic.swift:16:5: .settings.view.cerrarPulsado (in GameCenterLogic)")
        == true)
  }
}

extension ViewLogicReducerTests {
  @Test func modulesViewDrawsLogicReducersInTheirModulesWithoutCouplingColour() throws {
    let view = modulesView(graph: graph)
    let history = try #require(view.node("feature:HistoryFeature.RootReducer"))
    #expect(history.shape == .component)
    #expect(history.fillColor == Palette.logic(on: Palette.root))
    #expect(history.cluster == "module:History")
    let edge = try #require(view.edges(to: history.id).first)
    #expect(edge.from == "feature:AppReducer")
    #expect(edge.style == .dotted)
    #expect(edge.color == Palette.sameDomain)
    #expect(edge.label.isEmpty)
    #expect(view.edges(to: "feature:GameCenterLogic").map(\.color) == [Palette.sameDomain])
    #expect(view.edges(to: "feature:Settings").map(\.color) == [Palette.breach])
    #expect(
      view.legend.contains {
        $0.sample == .edge(style: .dotted, color: Palette.sameDomain)
      })
  }
}

extension LegendSample {
  fileprivate var isComponentNode: Bool {
    if case .node(shape: .component, _, _, _, _) = self { return true }
    return false
  }
}
