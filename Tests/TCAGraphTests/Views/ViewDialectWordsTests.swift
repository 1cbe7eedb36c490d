import TCAGraph
import Testing
import TreeIntrospect

/// The pictures name an enum of features by the dialects drawn: `@Reducer enum` for TCA 1.x,
/// `@Feature enum` for TCA 2, both when a graph mixes them.
@Suite struct ViewDialectWordsTests {
  /// `App` presenting the enum `App.Destination` and stacking the enum `App.Path`.
  private func graph(destination: FeatureDialect?, path: FeatureDialect?) -> ArchitectureGraph {
    let app = Feature(
      id: "App",
      children: [
        ChildScope(
          operator: .ifLet, statePath: "destination", actionPath: "destination",
          child: "App.Destination", order: 0),
        ChildScope(
          operator: .stackForEach, statePath: "path", actionPath: "path", child: "App.Path",
          order: 1),
      ])
    var destinationEnum = Feature(id: "App.Destination", kind: .enumReducer)
    destinationEnum.dialect = destination
    var pathEnum = Feature(id: "App.Path", kind: .enumReducer)
    pathEnum.dialect = path
    return ArchitectureGraph(roots: ["App"], features: [app, destinationEnum, pathEnum])
  }

  private func enumLegend(_ picture: GraphDescription) -> [String] {
    picture.legend.map(\.label).filter { $0.contains("enum") }
  }

  @Test func aTCA2EnumIsAFeatureEnumInNodeAndLegend() {
    let tree = compositionTreeView(graph: graph(destination: .tca2, path: .tca2))
    #expect(tree.node("feature:App.Destination")?.label == "App.Destination\n@Feature enum")
    #expect(enumLegend(tree) == ["@Feature enum (path, destination)"])
    #expect(
      enumLegend(couplingView(graph: graph(destination: .tca2, path: .tca2))).first
        == "@Feature enum (path, destination)")
  }

  @Test func aMixedGraphNamesBothAndEachNodeItsOwn() {
    let tree = compositionTreeView(graph: graph(destination: .tca2, path: nil))
    #expect(tree.node("feature:App.Destination")?.label == "App.Destination\n@Feature enum")
    #expect(tree.node("feature:App.Path")?.label == "App.Path\n@Reducer enum")
    #expect(enumLegend(tree) == ["@Reducer / @Feature enum (path, destination)"])
  }

  @Test func aTCA1GraphKeepsReducerEnum() {
    let tree = compositionTreeView(graph: graph(destination: nil, path: nil))
    #expect(enumLegend(tree) == ["@Reducer enum (path, destination)"])
  }
}
