import Testing
import TreeIntrospect

/// A cut of a graph keeps the clients and keys its features' channels still reach, and no other.
@Suite struct SubgraphTests {
  @Test func aCutKeepsTheClientsAndKeysItsChannelsReach() throws {
    let graph = try IntrospectionWalker.graph(from: RegisteredSettings.self)
    let account = try #require(graph.feature("RegisteredAccount"))
    let cut = graph.subgraph(roots: [account.id], features: [account])
    #expect(cut.dependencyClients?.map(\.id) == ["apiClient", "dismiss"])
    #expect(
      cut.sharedKeys?.map(\.id) == ["handedIn:RegisteredAccount.session", "inMemory:session"])
    try cut.validate()
  }

  @Test func aCutWithoutChannelsHasNoClientsOrKeys() throws {
    let graph = try IntrospectionWalker.graph(from: RegisteredSettings.self)
    let cut = graph.subgraph(roots: [], features: [])
    #expect(cut.dependencyClients == nil)
    #expect(cut.sharedKeys == nil)
  }
}
