/// A dependency client (`@Dependency(\.apiClient)`, `@Dependency(APIClient.self)`, TCA 2's
/// `@FeatureEnvironment(\.sessionDiary)`) as the graph knows it. Features reach it through
/// ``ChannelKind/dependency`` channels.
public struct DependencyClient: Codable, Hashable, Sendable {
  /// Unique in the graph: the `DependencyValues` property (`apiClient`) when there is one,
  /// otherwise the key type (`APIClient`); for a `@FeatureEnvironment` client, the entry
  /// qualified by its values type (`FeatureEnvironmentValues.sessionDiary`), or the type it is
  /// reached by in brackets (`FeatureEnvironmentValues[Context<Call.Owner>]`), so it never
  /// meets a `@Dependency` client of the same name.
  public var id: String
  /// The `DependencyValues` (or `FeatureEnvironmentValues`) property, when the client is reached
  /// through one.
  public var property: String?
  /// The `DependencyKey` (or `TestDependencyKey`) type, when known; for a `@FeatureEnvironment`
  /// client reached by type, that type.
  public var keyType: String?
  /// The client's value type (`APIClient`, `any Clock<Duration>`), when known.
  public var valueType: String?
  /// For a client the TCA or Dependencies library provides (`dismiss`, `continuousClock`,
  /// `uuid`, `date`, `mainQueue`, `openURL`…): that library's module.
  public var library: String?
  /// Why the front end could not resolve the client to a declaration, when it could not.
  public var unresolvedReason: String?
  /// Where the client's key or property is declared, when the app declares it.
  public var location: SourceLocation?
  /// The module that declares the client, when known.
  public var module: String?
  /// The mechanism the client is reached through; `nil` for `@Dependency`.
  public var mechanism: DependencyMechanism?

  public init(
    id: String, property: String? = nil, keyType: String? = nil, valueType: String? = nil,
    library: String? = nil, unresolvedReason: String? = nil, location: SourceLocation? = nil,
    module: String? = nil, mechanism: DependencyMechanism? = nil
  ) {
    self.id = id
    self.property = property
    self.keyType = keyType
    self.valueType = valueType
    self.library = library
    self.unresolvedReason = unresolvedReason
    self.location = location
    self.module = module
    self.mechanism = mechanism
  }
}
