import Foundation
import Testing
import TreeIntrospect

@testable import TCAGraph
@testable import TCAGraphExplorer

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The HTML explorer of an IR shaped to make graphviz or the page builder work for minutes: a
/// picture over the layout limits `render --format svg` keeps is a note in its place and on the
/// run's notes, and a feature's page reads only its neighbourhood, however deep or wide the app.
@Suite struct HostileExplorerSizeTests {
  /// A root whose handler of its child's delegate pushes onto `targets` stacks, each a node of
  /// its own in the delegate flow.
  static func floodedFlow(targets: Int) -> ArchitectureGraph {
    let root = Feature(
      id: "Root",
      actions: [.child("kid", "Kid")],
      children: [
        ChildScope(operator: .scope, statePath: "kid", actionPath: "kid", child: "Kid", order: 0)
      ],
      handlers: [
        Handler(
          route: ["kid", "delegate", "done"], owner: "Kid", match: .delegate,
          effects: (0..<targets).map { HandlerEffect(kind: .push, target: "stack\($0)") })
      ])
    let kid = Feature(
      id: "Kid",
      actions: [
        .group("delegate", lane: .delegate, typeName: "Delegate", cases: [.leaf("done")])
      ])
    return ArchitectureGraph(roots: ["Root"], features: [root, kid])
  }

  @Test func picturesOverTheLayoutLimitAreNotesInThePageAndInTheRunsNotes() throws {
    let graph = Self.floodedFlow(targets: GraphDescription.layoutNodeLimit + 10)
    var notes: [String] = []
    let started = ContinuousClock.now
    let page = try HTMLExplorer(views: [DelegateFlowView.self]).page(
      of: graph, renderer: GraphvizRenderer(), notes: &notes)
    #expect(ContinuousClock.now - started < .seconds(30))
    let document = try XMLDocument(data: Data(page.utf8), options: [])
    let wholeApp = try document.nodes(
      forXPath: "//section[@data-view='delegate-flow']//p[contains(@class, 'too-large')]")
    #expect(wholeApp.count == 1)
    #expect(wholeApp.first?.stringValue?.contains("3013 nodes") == true)
    #expect(try document.nodes(forXPath: "//section[@data-view='delegate-flow']//svg").isEmpty)
    let folded = try document.nodes(forXPath: "//template//p[contains(@class, 'too-large')]")
    #expect(folded.count == 2)
    #expect(notes.count == 2, "\(notes)")
    #expect(
      notes.first?.hasPrefix(
        "note: index.html: the whole-app delegate flow picture has 3013 nodes, more than graphviz "
          + "lays out in reasonable time (3000)") == true, "\(notes)")
    #expect(
      notes.last?.hasPrefix(
        "note: index.html: 2 feature pictures with more nodes than graphviz lays out in "
          + "reasonable time (Kid's delegate flow (3013), Root's delegate flow (3013)) are not "
          + "drawn") == true, "\(notes)")
  }

  @Test func renderSaysSoOnStandardErrorAndWritesThePage() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.floodedFlow(targets: GraphDescription.layoutNodeLimit + 10).jsonData().write(
      to: directory.appendingPathComponent("g.json"))
    let run = try CLI.run(
      ["render", "--input", "g.json", "--format", "html", "--view", "delegate-flow"],
      in: directory)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("note: index.html: 2 feature pictures"), "\(run.errors)")
    #expect(CLI.files(in: directory.appendingPathComponent("out")) == ["index.html"])
  }

  /// A chain of `count` compositions, each matching its child's delegate.
  static func chain(_ count: Int) -> ArchitectureGraph {
    ArchitectureGraph(
      roots: ["F0"],
      features: (0..<count).map { index in
        let child = FeatureID(rawValue: "F\(index + 1)")
        let last = index == count - 1
        return Feature(
          id: FeatureID(rawValue: "F\(index)"),
          actions: [
            .group("delegate", lane: .delegate, typeName: "Delegate", cases: [.leaf("done")])
          ]
            + (last ? [] : [.child("next", child)]),
          children: last
            ? []
            : [
              ChildScope(
                operator: .scope, statePath: "next", actionPath: "next", child: child, order: 0)
            ],
          handlers: last
            ? [] : [Handler(route: ["next", "delegate", "done"], match: .delegate)])
      })
  }

  /// One root composing `count` children, each matching the child's delegate.
  static func star(_ count: Int) -> ArchitectureGraph {
    let children = (1...count).map { FeatureID(rawValue: "C\($0)") }
    let root = Feature(
      id: "Root", actions: children.map { .child($0.rawValue, $0) },
      children: children.enumerated().map {
        ChildScope(
          operator: .scope, statePath: $0.element.rawValue, actionPath: $0.element.rawValue,
          child: $0.element, order: $0.offset)
      },
      handlers: children.map {
        Handler(route: [$0.rawValue, "delegate", "done"], match: .delegate)
      })
    let leaves = children.map {
      Feature(
        id: $0,
        actions: [.group("delegate", lane: .delegate, typeName: "Delegate", cases: [.leaf("done")])]
      )
    }
    return ArchitectureGraph(roots: ["Root"], features: [root] + leaves)
  }

  @Test func theBottomOfADeepChainReadsOnlyItsParent() {
    let graph = Self.chain(3_000)
    let neighbourhood = FeatureNeighbourhood(graph: graph)
    let local = neighbourhood.graph(around: "F2999", depth: FeaturePictures.featureDepth)
    #expect(local.features.map(\.id) == ["F2998", "F2999"])
    let lanes = featureLanesView(for: "F2999", in: local)
    #expect(lanes.nodes.contains { $0.label.contains("F2998") })
    let flow = delegateFlowView(graph: local, around: "F2999")
    #expect(flow.node("feature:F2998") != nil)
    #expect(flow.nodes.count < 10)
  }

  @Test func aChildOfAWideRootReadsOnlyItsOwnScopeAndHandler() {
    let graph = Self.star(5_000)
    let neighbourhood = FeatureNeighbourhood(graph: graph)
    let local = neighbourhood.graph(around: "C77", depth: FeaturePictures.featureDepth)
    let root = local.feature("Root")
    #expect(root?.children.map(\.child) == ["C77"])
    #expect(root?.handlers.count == 1)
    #expect(root?.handlers.first?.owner == "C77")
    #expect(local.features.count == 2)
    let flow = delegateFlowView(graph: local, around: "C77")
    #expect(flow.node("feature:Root") != nil)
    #expect(neighbourhood.parents(of: "C77") == ["Root"])
  }

  @Test func aDeepChainAndAWideRootGiveTheirPagesPicturesInLinearTime() {
    let deep = Self.chain(3_000)
    let wide = Self.star(3_000)
    let started = ContinuousClock.now
    for graph in [deep, wide] {
      let neighbourhood = FeatureNeighbourhood(graph: graph)
      for feature in graph.features {
        _ = FeaturePictures.pictures(of: feature.id, in: neighbourhood)
      }
    }
    #expect(ContinuousClock.now - started < .seconds(60))
    let root = FeaturePictures.pictures(of: "Root", in: FeatureNeighbourhood(graph: wide))
    #expect(root.contains { PictureSizeGuard($0.description) != nil })
  }

  @Test func cuttingEveryChildOfAVeryWideRootTakesLinearTime() {
    let graph = Self.star(20_000)
    let neighbourhood = FeatureNeighbourhood(graph: graph)
    let started = ContinuousClock.now
    for feature in graph.features where feature.id != "Root" {
      let local = neighbourhood.graph(around: feature.id, depth: FeaturePictures.featureDepth)
      #expect(local.feature("Root")?.children.map(\.child) == [feature.id])
      #expect(local.feature("Root")?.actions.compactMap(\.child) == [feature.id])
    }
    #expect(ContinuousClock.now - started < .seconds(30))
  }

  @Test func overThePictureBudgetTheMostConnectedFeaturesAreDrawnAndTheRestSaySo() throws {
    let graph = Self.chain(12)
    let neighbourhood = FeatureNeighbourhood(graph: graph)
    func nodes(_ id: FeatureID) -> Int {
      FeaturePictures.pictures(of: id, in: neighbourhood).map(\.description.nodes.count)
        .reduce(0, +)
    }
    var explorer = HTMLExplorer(views: [CompositionView.self])
    // The root, then the first of the features of a parent and a child each.
    explorer.pictureNodeBudget = nodes("F0") + nodes("F1")
    var notes: [String] = []
    let page = try explorer.page(of: graph, renderer: GraphvizRenderer(), notes: &notes)
    let document = try XMLDocument(data: Data(page.utf8), options: [])
    let drawn = try document.nodes(forXPath: "//template[.//div[@class='tabs']]//h2")
      .compactMap(\.stringValue)
    #expect(drawn == ["F0", "F1"])
    let undrawn = try document.nodes(forXPath: "//template[.//p[contains(@class, 'not-drawn')]]")
    #expect(undrawn.count == 10)
    let last = try document.nodes(forXPath: "//template[.//h2='F11']").first?.stringValue
    #expect(last?.contains("tca-graph render --focus F11 --format svg") == true, "\(last ?? "")")
    #expect(last?.contains("done") == true, "the actions are listed as text")
    #expect(try document.nodes(forXPath: "//template[.//h2='F11']//svg").isEmpty)
    #expect(
      notes.contains {
        $0.hasPrefix("note: index.html: pictures drawn for the 2 most connected of 12 features")
          && $0.contains("'tca-graph render --focus <Feature> --format svg'")
      }, "\(notes)")
  }

  @Test func underThePictureBudgetEveryFeatureIsDrawnAndNothingIsSaid() throws {
    var notes: [String] = []
    let page = try HTMLExplorer(views: [CompositionView.self]).page(
      of: Self.chain(12), renderer: GraphvizRenderer(), notes: &notes)
    #expect(!page.contains("not-drawn"))
    #expect(notes.isEmpty, "\(notes)")
  }
}
