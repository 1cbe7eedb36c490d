import Testing
import TreeIntrospect

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

@Suite struct LogicReducerTests {
  @Test func sameDomainReducersBecomeLogicFeaturesOfTheirHost() throws {
    let graph = try IntrospectionWalker.graph(from: Lobby.Host.self)
    let host = try #require(graph.features.first { $0.id.shortName == "Host" })
    let logic = try #require(graph.features.first { $0.id.shortName == "GameCenterLogic" })
    let analytics = try #require(graph.features.first { $0.id.shortName == "Analytics" })
    let player = try #require(graph.features.first { $0.id.shortName == "Player" })

    #expect(graph.roots == [host.id])
    #expect(logic.kind == .logic)
    #expect(logic.runsOn == host.id)
    #expect(analytics.kind == .logic)
    #expect(analytics.runsOn == host.id)
    #expect(player.kind == .reducer)
    #expect(player.runsOn == nil)

    #expect(
      host.children == [
        ChildScope(
          operator: .scope, statePath: "player", actionPath: "player", child: player.id,
          order: 0),
        ChildScope(
          operator: .sameDomain, statePath: "", actionPath: "", child: logic.id, order: 1),
        ChildScope(
          operator: .sameDomain, statePath: "", actionPath: "", child: analytics.id, order: 3),
      ])
    #expect(host.stateFields.map(\.name) == ["player"])
  }

  @Test func aLogicReducersArmsAreTheHostsNamingTheLogicReducer() throws {
    let graph = try IntrospectionWalker.graph(from: Lobby.Host.self)
    let host = try #require(graph.features.first { $0.id.shortName == "Host" })
    let logic = try #require(graph.features.first { $0.id.shortName == "GameCenterLogic" })

    #expect(logic.handlers == [])
    #expect(logic.emissions == [])
    #expect(
      host.handlers.map(\.route) == [["player", "joinTapped"], ["player", "delegate", "joined"]])
    #expect(host.handlers.map(\.via) == [nil, logic.id])
    #expect(host.handlers.last?.match == .delegate)
    #expect(host.handlers.last?.owner?.shortName == "Player")
    #expect(host.handlers.last?.mutatesState == true)
    #expect(host.emissions.map(\.route) == [["authenticated"]])
    #expect(host.emissions.first?.owner == host.id)
    #expect(host.emissions.first?.via == logic.id)
  }

  @Test func aLogicReducersRoutesResolveOnItsHostsActions() throws {
    let graph = try IntrospectionWalker.graph(from: Lobby.Host.self)
    let host = try #require(graph.features.first { $0.id.shortName == "Host" })
    let logic = try #require(graph.features.first { $0.id.shortName == "GameCenterLogic" })
    let fromLogic = graph.resolve(route: ["player", "joinTapped"], from: logic.id)
    #expect(fromLogic == graph.resolve(route: ["player", "joinTapped"], from: host.id))
    #expect(fromLogic.match == .other)
    #expect(graph.resolve(route: ["authenticated"], from: logic.id).owner == host.id)
  }

  @Test func theGraphWithLogicReducersRoundTripsThroughJSON() throws {
    let graph = try IntrospectionWalker.graph(from: Lobby.Host.self)
    let data = try graph.jsonData()
    #expect(try ArchitectureGraph(jsonData: data) == graph)
    let text = try #require(String(data: data, encoding: .utf8))
    #expect(text.contains("\"kind\" : \"logic\""), "\(text)")
    #expect(text.contains("\"operator\" : \"sameDomain\""), "\(text)")
    #expect(text.contains("\"runsOn\" : \"Lobby.Host\""), "\(text)")
    #expect(text.contains("\"via\" : \"Lobby.GameCenterLogic\""), "\(text)")
  }
}
