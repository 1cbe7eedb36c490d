import TreeIntrospect

/// The dependency clients of the lessons' app, described once as the scanner resolves them and
/// registered by the features that use them.
extension DependencyClient {
  /// `@Dependency(\.borradores)`: the drafts the editor recovers; the client is its own key.
  static let borradores = DependencyClient.property(
    "borradores", keyType: "Borradores", valueType: "Borradores", module: "ExampleApp")
  /// `@Dependency(\.api)`: the server the editor saves to, behind a key enum of its own.
  static let api = DependencyClient.property(
    "api", keyType: "APIKey", valueType: "API", module: "ExampleApp")
  /// `@Dependency(\.apiClient)`: the server a profile is saved to.
  static let apiClient = DependencyClient.property(
    "apiClient", keyType: "APIClient", valueType: "APIClient", module: "ExampleApp")
}
