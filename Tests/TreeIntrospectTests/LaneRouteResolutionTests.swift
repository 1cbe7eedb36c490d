import Testing
import TreeIntrospect

/// Routes to a child whose case lives inside one of the parent's lanes
/// (`case internal(Internal)` with `enum Internal { case destination(PresentationAction<…>) }`).
@Suite struct LaneRouteResolutionTests {
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

  @Test func delegateOfAChildReachedThroughALaneIsTheChildsDelegate() {
    let resolution = graph.resolve(
      route: ["internal", "destination", "presented", "editor", "delegate", "saved"], from: "List")
    #expect(resolution.owner == "Editor")
    #expect(resolution.match == .delegate)
    #expect(resolution.depth == 2)
    #expect(resolution.lane == .delegate)
  }

  @Test func viewActionOfAChildReachedThroughALaneIsPrivate() {
    let resolution = graph.resolve(
      route: ["internal", "destination", "presented", "editor", "view", "saveTapped"],
      from: "List")
    #expect(resolution.owner == "Editor")
    #expect(resolution.match == .view)
  }

  @Test func childCaseInsideALaneIsACatchAllAndItsDismissIsTheParents() {
    let whole = graph.resolve(route: ["internal", "destination"], from: "List")
    #expect(whole.owner == "List")
    #expect(whole.match == .catchAll)
    #expect(whole.depth == 1)
    let dismiss = graph.resolve(route: ["internal", "destination", "dismiss"], from: "List")
    #expect(dismiss.owner == "List")
    #expect(dismiss.match == .wrapper)
  }

  @Test func ownLeafBesideTheChildStaysInTheLane() {
    let resolution = graph.resolve(route: ["internal", "loaded"], from: "List")
    #expect(resolution.owner == "List")
    #expect(resolution.match == .internal)
    #expect(resolution.depth == 0)
  }
}
