import TreeIntrospect
import XCTest

enum Lobby {
  struct Player: TreeIntrospectable {
    static var introspection: Introspection {
      Introspection(
        actions: [
          .delegate(PlayerDelegate.self),
          .case("joinTapped"),
        ])
    }
  }

  enum PlayerDelegate: String, CaseIterable {
    case joined
  }

  /// `struct GameCenterLogic: Reducer { var body: some ReducerOf<Host> { … } }`.
  struct GameCenterLogic: TreeIntrospectable {
    static var introspection: Introspection {
      Introspection(
        actions: [],
        handlers: [.on("player", "delegate", "joined", does: .mutatesState)],
        emissions: [.sends("authenticated", from: .effect)])
    }
  }

  struct Analytics: TreeIntrospectable {
    static var introspection: Introspection { Introspection(actions: []) }
  }

  struct Host: TreeIntrospectable {
    static var introspection: Introspection {
      Introspection(
        body: [
          .scope("player", Player.self),
          .sameDomain(GameCenterLogic.self),
          .reduce(),
          .sameDomain(Analytics.self),
        ],
        actions: [.child("player", Player.self), .case("authenticated")],
        handlers: [.on("player", "joinTapped")])
    }
  }
}

final class LogicReducerTests: XCTestCase {
  func testSameDomainReducersBecomeLogicFeaturesOfTheirHost() throws {
    let graph = try IntrospectionWalker.graph(from: Lobby.Host.self)
    let host = try XCTUnwrap(graph.features.first { $0.id.shortName == "Host" })
    let logic = try XCTUnwrap(graph.features.first { $0.id.shortName == "GameCenterLogic" })
    let analytics = try XCTUnwrap(graph.features.first { $0.id.shortName == "Analytics" })
    let player = try XCTUnwrap(graph.features.first { $0.id.shortName == "Player" })

    XCTAssertEqual(graph.roots, [host.id])
    XCTAssertEqual(logic.kind, .logic)
    XCTAssertEqual(logic.runsOn, host.id)
    XCTAssertEqual(analytics.kind, .logic)
    XCTAssertEqual(analytics.runsOn, host.id)
    XCTAssertEqual(player.kind, .reducer)
    XCTAssertNil(player.runsOn)

    XCTAssertEqual(
      host.children,
      [
        ChildScope(
          operator: .scope, statePath: "player", actionPath: "player", child: player.id,
          order: 0),
        ChildScope(
          operator: .sameDomain, statePath: "", actionPath: "", child: logic.id, order: 1),
        ChildScope(
          operator: .sameDomain, statePath: "", actionPath: "", child: analytics.id, order: 3),
      ])
    XCTAssertEqual(host.stateFields.map(\.name), ["player"])
  }

  func testALogicReducersArmsAreTheHostsNamingTheLogicReducer() throws {
    let graph = try IntrospectionWalker.graph(from: Lobby.Host.self)
    let host = try XCTUnwrap(graph.features.first { $0.id.shortName == "Host" })
    let logic = try XCTUnwrap(graph.features.first { $0.id.shortName == "GameCenterLogic" })

    XCTAssertEqual(logic.handlers, [])
    XCTAssertEqual(logic.emissions, [])
    XCTAssertEqual(
      host.handlers.map(\.route), [["player", "joinTapped"], ["player", "delegate", "joined"]])
    XCTAssertEqual(host.handlers.map(\.via), [nil, logic.id])
    XCTAssertEqual(host.handlers.last?.match, .delegate)
    XCTAssertEqual(host.handlers.last?.owner?.shortName, "Player")
    XCTAssertEqual(host.handlers.last?.mutatesState, true)
    XCTAssertEqual(host.emissions.map(\.route), [["authenticated"]])
    XCTAssertEqual(host.emissions.first?.owner, host.id)
    XCTAssertEqual(host.emissions.first?.via, logic.id)
  }

  func testALogicReducersRoutesResolveOnItsHostsActions() throws {
    let graph = try IntrospectionWalker.graph(from: Lobby.Host.self)
    let host = try XCTUnwrap(graph.features.first { $0.id.shortName == "Host" })
    let logic = try XCTUnwrap(graph.features.first { $0.id.shortName == "GameCenterLogic" })
    let fromLogic = graph.resolve(route: ["player", "joinTapped"], from: logic.id)
    XCTAssertEqual(fromLogic, graph.resolve(route: ["player", "joinTapped"], from: host.id))
    XCTAssertEqual(fromLogic.match, .other)
    XCTAssertEqual(graph.resolve(route: ["authenticated"], from: logic.id).owner, host.id)
  }

  func testTheGraphWithLogicReducersRoundTripsThroughJSON() throws {
    let graph = try IntrospectionWalker.graph(from: Lobby.Host.self)
    let data = try graph.jsonData()
    XCTAssertEqual(try ArchitectureGraph(jsonData: data), graph)
    let text = try XCTUnwrap(String(data: data, encoding: .utf8))
    XCTAssertTrue(text.contains("\"kind\" : \"logic\""), text)
    XCTAssertTrue(text.contains("\"operator\" : \"sameDomain\""), text)
    XCTAssertTrue(text.contains("\"runsOn\" : \"Lobby.Host\""), text)
    XCTAssertTrue(text.contains("\"via\" : \"Lobby.GameCenterLogic\""), text)
  }
}
