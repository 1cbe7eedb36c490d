import TCAGraph
import Testing
import TreeIntrospect

/// What keeps the pictures of real apps readable: titles that do not list every root, folds
/// under a feature of very many children, and the part of a large app the action tree starts
/// from.
@Suite struct ViewReadabilityGuardTests {
  /// A feature with one leaf action, composing `children` with `Scope` and a child case each.
  static func feature(_ name: String, children: [String] = []) -> Feature {
    Feature(
      id: FeatureID(rawValue: name),
      actions: [.leaf("tapped")]
        + children.map { .child($0.lowercased(), FeatureID(rawValue: $0)) },
      children: children.enumerated().map { index, child in
        ChildScope(
          operator: .scope, statePath: child.lowercased(), actionPath: child.lowercased(),
          child: FeatureID(rawValue: child), order: index)
      })
  }

  /// `Root` composing `count` children `Child0`, `Child1`, …
  static func star(children count: Int) -> ArchitectureGraph {
    let names = (0..<count).map { "Child\($0)" }
    return ArchitectureGraph(
      roots: ["Root"], features: [feature("Root", children: names)] + names.map { feature($0) })
  }

  @Test func aTitleNamesTheFirstRootsAndCountsTheRest() {
    let many = ArchitectureGraph(
      roots: [], features: ["A", "B", "C", "D", "E", "F"].map { Self.feature($0) })
    #expect(compositionTreeView(graph: many).title == "Composition of A, B, C and 3 more roots")
    let four = ArchitectureGraph(
      roots: [], features: ["A", "B", "C", "D"].map { Self.feature($0) })
    #expect(compositionTreeView(graph: four).title == "Composition of A, B, C and D")
    let one = ArchitectureGraph(roots: [], features: [Self.feature("A")])
    #expect(compositionTreeView(graph: one).title == "Composition of A")
  }

  @Test func aFeatureOfManyChildrenFoldsThoseBeyondTheLimitIntoOneNote() throws {
    let view = compositionTreeView(graph: Self.star(children: compositionChildLimit + 6))
    let fold = try #require(view.node("more:Root"))
    #expect(fold.label.hasPrefix("+6 more children of Root\n"))
    #expect(fold.label.contains("--focus"))
    #expect(fold.shape == .note)
    #expect(fold.style.contains(.dashed))
    #expect(view.nodes.count == 1 + compositionChildLimit + 1)
    #expect(view.node("feature:Child\(compositionChildLimit - 1)") != nil)
    #expect(view.node("feature:Child\(compositionChildLimit)") == nil)
    #expect(view.edges.last?.to == "more:Root")
    #expect(view.legend.contains { $0.label.hasPrefix("children past the first") })
  }

  @Test func aFeatureAtTheLimitDrawsEveryChildAndNoFold() {
    let view = compositionTreeView(graph: Self.star(children: compositionChildLimit))
    #expect(view.node("more:Root") == nil)
    #expect(view.nodes.count == 1 + compositionChildLimit)
    #expect(!view.legend.contains { $0.label.hasPrefix("children past the first") })
  }

  @Test func anActionOfManyChildCasesFoldsThoseBeyondTheLimit() throws {
    let view = actionTreeView(
      graph: Self.star(children: actionTreeNonLeafLimit + 3), focus: "Root", maxDepth: 1)
    let fold = try #require(view.node("action:Root/+more-children"))
    #expect(fold.label.hasPrefix("+3 more cases with children\n"))
    let caseNodes = view.nodes.filter {
      $0.id.hasPrefix("action:Root/") && $0.label.hasPrefix("case ")
    }
    #expect(caseNodes.count == actionTreeNonLeafLimit)
    #expect(view.node("action:Root/tapped") != nil)
    #expect(view.legend.contains { $0.label.hasPrefix("cases past the first") })
  }

  @Test func aCouplingParentOfManyChildrenFoldsTheQuietOnesAndKeepsEveryBreach() throws {
    let count = couplingChildLimit + 5
    var graph = Self.star(children: count)
    let last = "Child\(count - 1)"
    let root = try #require(graph.features.firstIndex { $0.id == "Root" })
    graph.features[root].handlers.append(
      Handler(
        route: [last.lowercased(), "tapped"], owner: FeatureID(rawValue: last), match: .other))
    let view = couplingView(graph: graph)
    let fold = try #require(view.node("more:Root"))
    #expect(fold.label.hasPrefix("+5 more children of Root,\n"))
    #expect(view.node("feature:\(last)") != nil)
    #expect(view.node("feature:Child\(count - 2)") == nil)
    #expect(view.node("feature:Child\(couplingChildLimit - 2)") != nil)
    #expect(view.nodes.filter { $0.id.hasPrefix("feature:Child") }.count == couplingChildLimit)
    #expect(!view.edges.contains { $0.to == "feature:Child\(count - 2)" })
    let breach = try #require(view.edges.first { $0.to == "feature:\(last)" })
    #expect(breach.style == .bold)
    #expect(view.legend.contains { $0.label.hasPrefix("children past the first") })
    #expect(couplingView(graph: Self.star(children: couplingChildLimit)).node("more:Root") == nil)
  }

  @Test func aLargeAppsActionTreeStartsFromTheRootReachingTheMostFeatures() throws {
    let names = (0..<actionTreeFeatureLimit).map { "Screen\($0)" }
    let graph = ArchitectureGraph(
      roots: ["Alone", "Big"],
      features: [Self.feature("Alone"), Self.feature("Big", children: names)]
        + names.map { Self.feature($0) })
    let view = actionTreeView(graph: graph)
    #expect(view.title == "Action tree of Big")
    #expect(view.node("action:Alone") == nil)
    #expect(try #require(view.node("note:more-features")).label.hasPrefix("1 more features"))
  }

  @Test func aGroupOutsideTheLanesAndAnOwnAlertHaveLegendEntriesAndNoFeatureLook() throws {
    var feature = Self.feature("A")
    feature.actions.append(
      ActionCase(name: "misc", kind: .group, typeName: "Misc", cases: [.leaf("x")]))
    feature.actions.append(
      ActionCase(
        name: "alert", kind: .group, typeName: "Alert", cases: [.leaf("confirm")],
        wrapper: .presentation))
    let view = actionTreeView(graph: ArchitectureGraph(roots: ["A"], features: [feature]))
    let group = try #require(view.node("action:A/misc"))
    #expect(!group.style.contains(.bold))
    #expect(view.legend.contains { $0.label == "group of cases outside any lane" })
    #expect(view.legend.contains { $0.label == "the feature's own alert or dialog enum" })
    let plain = actionTreeView(
      graph: ArchitectureGraph(roots: ["A"], features: [Self.feature("A")]))
    #expect(!plain.legend.contains { $0.label == "group of cases outside any lane" })
    #expect(!plain.legend.contains { $0.label == "the feature's own alert or dialog enum" })
  }

  @Test func theActionTreeLegendExplainsAFeaturesActionOnlyWhenOneIsDrawn() {
    let alone = actionTreeView(
      graph: ArchitectureGraph(roots: ["A"], features: [Self.feature("A")]))
    #expect(!alone.legend.contains { $0.label == "a feature's Action" })
    let composed = actionTreeView(graph: Self.star(children: 2))
    #expect(composed.legend.contains { $0.label == "a feature's Action" })
  }
}
