import TreeIntrospect
import XCTest

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

final class WalkerTests: XCTestCase {
  func testRecursiveFeatureIsVisitedOnce() throws {
    let graph = try IntrospectionWalker.graph(from: Tree.self)
    XCTAssertEqual(graph.features.count, 1)
    let tree = try XCTUnwrap(graph.features.first)
    XCTAssertEqual(tree.children.first?.child, tree.id)
    XCTAssertEqual(tree.handlers.first?.owner, tree.id)
    XCTAssertEqual(tree.handlers.first?.match, .other)
    XCTAssertEqual(tree.handlers.first?.returnsEffect, true)
  }

  func testTypesWithTheSameShortNameStayApart() throws {
    let graph = try IntrospectionWalker.graph(from: TwoRows.self)
    let ids = graph.features.map(\.id.rawValue)
    XCTAssertEqual(ids.count, 3)
    XCTAssertTrue(ids.contains { $0.hasSuffix("First.Row") }, "\(ids)")
    XCTAssertTrue(ids.contains { $0.hasSuffix("Second.Row") }, "\(ids)")
  }

  func testSeveralReducersInOneScopeShareTheirOrder() throws {
    let graph = try IntrospectionWalker.graph(from: Panel.self)
    let panel = try XCTUnwrap(graph.features.first { $0.id.shortName == "Panel" })
    XCTAssertEqual(panel.children.map(\.child.shortName), ["Counter", "Analytics"])
    XCTAssertEqual(panel.children.map(\.order), [0, 0])
  }

  func testUnknownHandlerRouteIsAnErrorNamingTheRoute() {
    XCTAssertThrowsError(try IntrospectionWalker.graph(from: Broken.self)) { error in
      let message = "\(error)"
      XCTAssertTrue(message.contains(".row.presented.a"), message)
      XCTAssertTrue(message.contains("Broken"), message)
    }
  }
}

final class RouteResolutionTests: XCTestCase {
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

  func testAnAlertOfADestinationEnumBelongsToThePresenter() {
    let alert = graph.resolve(route: ["destination", "presented", "alert"], from: "Detail")
    XCTAssertEqual(alert.match, .wrapper)
    XCTAssertEqual(alert.owner, "Detail.Destination")
  }

  func testAChildsFlatCaseThroughADestinationIsPrivate() {
    let flat = graph.resolve(
      route: ["destination", "presented", "edit", "saveTapped"], from: "Detail")
    XCTAssertEqual(flat.match, .other)
    XCTAssertEqual(flat.owner, "Form")
    XCTAssertEqual(flat.depth, 2)
    let delegate = graph.resolve(
      route: ["destination", "presented", "edit", "delegate", "saved"], from: "Detail")
    XCTAssertEqual(delegate.match, .delegate)
  }

  func testDismissAndUnknownCases() {
    XCTAssertEqual(
      graph.resolve(route: ["destination", "dismiss"], from: "Detail").match, .wrapper)
    XCTAssertEqual(graph.resolve(route: ["destination"], from: "Detail").match, .catchAll)
    XCTAssertEqual(graph.resolve(route: ["nothing"], from: "Detail").match, .unresolved)
    XCTAssertEqual(
      graph.resolve(route: ["destination", "element"], from: "Detail").match, .unresolved)
  }
}
