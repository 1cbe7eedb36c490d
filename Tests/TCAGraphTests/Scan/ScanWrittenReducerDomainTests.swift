import Testing

@testable import TCAGraph

/// The one reading of a written reducer domain.
@Suite struct ScanWrittenReducerDomainTests {
  @Test(arguments: [
    ("some ReducerOf<App>", "App"), ("some Reducer<App.State, App.Action>", "App"),
    ("Reduce<Shop.State, Shop.Action>", "Shop"), ("some Reducer<State, Shop.Action>", "Shop"),
    ("ReducerProtocolOf<Game>", "Game"), ("any ReducerOf<Self>", "Self"),
  ])
  func theHostIsTheFeatureWhoseDomainItIs(written: String, host: String) {
    #expect(WrittenReducerDomain(written)?.host == host)
  }

  @Test(arguments: ["some View", "Effect<Action>", "ReducerOf", "StoreOf<App>"])
  func otherTypesNameNoDomain(written: String) {
    #expect(WrittenReducerDomain(written) == nil)
  }
}
