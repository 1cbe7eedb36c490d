import TreeIntrospect
import XCTest

/// Routes to a child whose case lives inside one of the parent's lanes
/// (`case internal(Internal)` with `enum Internal { case destination(PresentationAction<…>) }`).
final class LaneRouteResolutionTests: XCTestCase {
  private let graph: ArchitectureGraph = {
    let list = Feature(
      id: "List",
      actions: [
        .group("view", lane: .view, typeName: "View", cases: [.leaf("onAppear")]),
        .group(
          "internal", lane: .internal, typeName: "Internal",
          cases: [
            .leaf("loaded", ["[Item]"]),
            .child("destination", "List.Destination", wrapper: .presentation),
          ]),
        .group("delegate", lane: .delegate, typeName: "Delegate", cases: [.leaf("closed")]),
      ])
    let destination = Feature(
      id: "List.Destination", kind: .enumReducer, actions: [.child("editor", "Editor")])
    let editor = Feature(
      id: "Editor",
      actions: [
        .group("view", lane: .view, typeName: "View", cases: [.leaf("saveTapped")]),
        .group("delegate", lane: .delegate, typeName: "Delegate", cases: [.leaf("saved")]),
      ])
    return ArchitectureGraph(roots: ["List"], features: [list, destination, editor])
  }()

  func testDelegateOfAChildReachedThroughALaneIsTheChildsDelegate() {
    let resolution = graph.resolve(
      route: ["internal", "destination", "presented", "editor", "delegate", "saved"], from: "List")
    XCTAssertEqual(resolution.owner, "Editor")
    XCTAssertEqual(resolution.match, .delegate)
    XCTAssertEqual(resolution.depth, 2)
    XCTAssertEqual(resolution.lane, .delegate)
  }

  func testViewActionOfAChildReachedThroughALaneIsPrivate() {
    let resolution = graph.resolve(
      route: ["internal", "destination", "presented", "editor", "view", "saveTapped"],
      from: "List")
    XCTAssertEqual(resolution.owner, "Editor")
    XCTAssertEqual(resolution.match, .view)
  }

  func testChildCaseInsideALaneIsACatchAllAndItsDismissIsTheParents() {
    let whole = graph.resolve(route: ["internal", "destination"], from: "List")
    XCTAssertEqual(whole.owner, "List")
    XCTAssertEqual(whole.match, .catchAll)
    XCTAssertEqual(whole.depth, 1)
    let dismiss = graph.resolve(route: ["internal", "destination", "dismiss"], from: "List")
    XCTAssertEqual(dismiss.owner, "List")
    XCTAssertEqual(dismiss.match, .wrapper)
  }

  func testOwnLeafBesideTheChildStaysInTheLane() {
    let resolution = graph.resolve(route: ["internal", "loaded"], from: "List")
    XCTAssertEqual(resolution.owner, "List")
    XCTAssertEqual(resolution.match, .internal)
    XCTAssertEqual(resolution.depth, 0)
  }
}
