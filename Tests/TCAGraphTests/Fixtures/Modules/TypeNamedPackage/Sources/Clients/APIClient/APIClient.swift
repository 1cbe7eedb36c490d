public struct APIClient {
  public var fetch: @Sendable () async throws -> [Int]
}
