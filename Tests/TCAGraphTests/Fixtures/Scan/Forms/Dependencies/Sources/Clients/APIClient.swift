import Dependencies
import DependenciesMacros

/// A client whose type is its own key.
@DependencyClient
public struct APIClient {
  public var fetch: @Sendable (Int) async throws -> String
}

extension APIClient: DependencyKey {
  public static let liveValue = Self(fetch: { _ in "" })
}

extension DependencyValues {
  public var apiClient: APIClient {
    get { self[APIClient.self] }
    set { self[APIClient.self] = newValue }
  }
}
