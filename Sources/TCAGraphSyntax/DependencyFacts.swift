package import TreeIntrospect

/// What one file says about dependency clients: the `@Dependency` (and TCA 2's
/// `@FeatureEnvironment`) declarations and overrides in its types, the `DependencyValues` (and
/// `FeatureEnvironmentValues`) properties it declares, and the values its key types give.
package struct RawDependencies: Codable, Equatable, Sendable {
  /// `@Dependency(…)` and `@FeatureEnvironment(…)` declarations, and `.dependency(…)`,
  /// `.dependencies { … }` and a feature body's `.environment(\.x, …)` overrides.
  package var uses: [RawDependencyUse] = []
  /// The properties of `extension DependencyValues { … }` and the `@FeatureEnvironmentEntry`
  /// entries of `extension FeatureEnvironmentValues { … }`.
  package var properties: [RawDependencyProperty] = []
  /// `static let liveValue = …` (and `testValue`, `previewValue`) in a type.
  package var keyValues: [RawDependencyKeyValue] = []

  package init() {}
}

/// How a feature's code names a client, before resolution.
package enum RawDependencyReference: Codable, Equatable, Sendable {
  /// A property of the values type: `apiClient` for `\.apiClient`, `\.apiClient.fetch` and
  /// `\DependencyValues.apiClient`.
  case property(String)
  /// A key type as written: `APIClient` for `@Dependency(APIClient.self)` or
  /// `.dependency(APIClient.mock)`.
  case keyType(String)
}

/// A `@Dependency` declaration (in a type or a closure) or an override of one, before resolution.
package struct RawDependencyUse: Codable, Equatable, Sendable {
  /// The innermost enclosing type.
  package var typeName: String
  /// That type's index in the file's types, when it is a type or extension (not an actor).
  package var typeIndex: Int?
  package var reference: RawDependencyReference
  /// The variable the declaration names (`clock` for `@Dependency(\.continuousClock) var
  /// clock`); for an override, the property or key type it overrides.
  package var name: String
  /// Whether the code overrides the client for the reducers it composes.
  package var overrides: Bool
  package var location: SourceLocation
  /// The mechanism the code reaches the client through; `nil` for `@Dependency`.
  package var mechanism: DependencyMechanism?
}

/// `var apiClient: APIClient { get { self[APIClientKey.self] } … }` in `extension DependencyValues`,
/// or `@FeatureEnvironmentEntry(liveValue: …) var sessionDiary = …` in
/// `extension FeatureEnvironmentValues`.
package struct RawDependencyProperty: Codable, Equatable, Sendable {
  package var name: String
  /// The declared type as written; for an entry macro's property, its annotation, else the type
  /// its initialiser or its `liveValue:` argument names.
  package var valueType: String?
  /// The key type the getter subscripts with (`APIClientKey`), as written.
  package var keyType: String?
  package var location: SourceLocation
  /// The mechanism whose values type the property extends; `nil` for `DependencyValues`.
  package var mechanism: DependencyMechanism?
}

/// A key type's `liveValue`, `testValue` or `previewValue`, with the type it has.
package struct RawDependencyKeyValue: Codable, Equatable, Sendable {
  /// The index, in the file's types, of the type or extension declaring it.
  package var typeIndex: Int
  /// The declared type, or the type an initialiser constructs (`APIClient(…)`); `Self` as
  /// written.
  package var valueType: String?
}
