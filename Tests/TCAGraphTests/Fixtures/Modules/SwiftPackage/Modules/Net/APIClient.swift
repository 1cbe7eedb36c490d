struct APIClient {
  var fetchItems: @Sendable () async throws -> [Item]
}
