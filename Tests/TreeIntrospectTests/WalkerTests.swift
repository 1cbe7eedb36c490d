import Testing
import TreeIntrospect

private struct Tree: TreeIntrospectable {
  static var introspection: Introspection {
    Introspection(
      body: [.reduce(.forEach("children", Tree.self))],
      actions: [.identified("children", Tree.self), .case("tapped")],
      handlers: [.on("children", "element", "tapped", does: .returnsEffect)])
  }
}

private enum First {
  struct Row: TreeIntrospectable {
    static var introspection: Introspection { Introspection(actions: [.case("a")]) }
  }
}

private enum Second {
  struct Row: TreeIntrospectable {
    static var introspection: Introspection { Introspection(actions: [.case("b")]) }
  }
}

private struct TwoRows: TreeIntrospectable {
  static var introspection: Introspection {
    Introspection(
      body: [.scope("first", First.Row.self), .scope("second", Second.Row.self)],
      actions: [.child("first", First.Row.self), .child("second", Second.Row.self)])
  }
}

private struct Broken: TreeIntrospectable {
  static var introspection: Introspection {
    Introspection(
      body: [.scope("row", First.Row.self)],
      actions: [.child("row", First.Row.self)],
      handlers: [.on("row", "presented", "a")])
  }
}

private struct Counter: TreeIntrospectable {
  static var introspection: Introspection { Introspection(actions: [.case("incremented")]) }
}

private struct Analytics: TreeIntrospectable {
  static var introspection: Introspection { Introspection(actions: [.case("incremented")]) }
}

private struct Panel: TreeIntrospectable {
  static var introspection: Introspection {
    Introspection(
      body: [.scope("contador", Counter.self, Analytics.self)],
      actions: [.child("contador", Counter.self)])
  }
}

@Suite struct WalkerTests {
  @Test func recursiveFeatureIsVisitedOnce() throws {
    let graph = try IntrospectionWalker.graph(from: Tree.self)
    #expect(graph.features.count == 1)
    let tree = try #require(graph.features.first)
    #expect(tree.children.first?.child == tree.id)
    #expect(tree.handlers.first?.owner == tree.id)
    #expect(tree.handlers.first?.match == .other)
    #expect(tree.handlers.first?.returnsEffect == true)
  }

  @Test func typesWithTheSameShortNameStayApart() throws {
    let graph = try IntrospectionWalker.graph(from: TwoRows.self)
    let ids = graph.features.map(\.id.rawValue)
    #expect(ids.count == 3)
    #expect(ids.contains { $0.hasSuffix("First.Row") }, "\("\(ids)")")
    #expect(ids.contains { $0.hasSuffix("Second.Row") }, "\("\(ids)")")
  }

  @Test func severalReducersInOneScopeShareTheirOrder() throws {
    let graph = try IntrospectionWalker.graph(from: Panel.self)
    let panel = try #require(graph.features.first { $0.id.shortName == "Panel" })
    #expect(panel.children.map(\.child.shortName) == ["Counter", "Analytics"])
    #expect(panel.children.map(\.order) == [0, 0])
  }

  @Test func unknownHandlerRouteIsAnErrorNamingTheRoute() {
    let error = #expect(throws: (any Error).self) {
      try IntrospectionWalker.graph(from: Broken.self)
    }
    let message = error.map(String.init(describing:)) ?? ""
    #expect(message.contains(".row.presented.a"), "\(message)")
    #expect(message.contains("Broken"), "\(message)")
  }
}

@Suite struct RouteResolutionTests {
  private let graph = ArchitectureGraph(
    roots: ["Detail"],
    features: [
      Feature(
        id: "Detail",
        actions: [.child("destination", "Detail.Destination", wrapper: .presentation)]),
      Feature(
        id: "Detail.Destination", kind: .enumReducer,
        actions: [.child("edit", "Form"), .leaf("alert", ["Alert"])]),
      Feature(
        id: "Form",
        actions: [
          .group("delegate", lane: .delegate, typeName: "Delegate", cases: [.leaf("saved")]),
          .leaf("saveTapped"),
        ]),
    ])

  @Test func anAlertOfADestinationEnumBelongsToThePresenter() {
    let alert = graph.resolve(route: ["destination", "presented", "alert"], from: "Detail")
    #expect(alert.match == .wrapper)
    #expect(alert.owner == "Detail.Destination")
  }

  @Test func aChildsFlatCaseThroughADestinationIsPrivate() {
    let flat = graph.resolve(
      route: ["destination", "presented", "edit", "saveTapped"], from: "Detail")
    #expect(flat.match == .other)
    #expect(flat.owner == "Form")
    #expect(flat.depth == 2)
    let delegate = graph.resolve(
      route: ["destination", "presented", "edit", "delegate", "saved"], from: "Detail")
    #expect(delegate.match == .delegate)
  }

  @Test func dismissAndUnknownCases() {
    #expect(graph.resolve(route: ["destination", "dismiss"], from: "Detail").match == .wrapper)
    #expect(graph.resolve(route: ["destination"], from: "Detail").match == .catchAll)
    #expect(graph.resolve(route: ["nothing"], from: "Detail").match == .unresolved)
    #expect(graph.resolve(route: ["destination", "element"], from: "Detail").match == .unresolved)
  }
}
