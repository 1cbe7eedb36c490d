/// A dependency client a reducer uses or overrides: what its `@Dependency` declarations and its
/// body's `.dependency(…)` modifiers name.
///
/// Describe each client once, as the source scanner resolves it, and register it where it is
/// used; ``IntrospectionWalker`` turns each registration into a ``ChannelKind/dependency``
/// channel and lists the client in ``ArchitectureGraph/dependencyClients``.
///
/// ```swift
/// extension DependencyClient {
///   static let apiClient = DependencyClient.property(
///     "apiClient", keyType: "APIClient", valueType: "APIClient")
/// }
///
/// extension Search: TreeIntrospectable {
///   static var introspection: Introspection {
///     Introspection(
///       actions: [.case("queryChanged")],
///       dependencies: [
///         .uses(.apiClient),                              // @Dependency(\.apiClient) var apiClient
///         .uses(.library(.continuousClock), as: "clock"), // @Dependency(\.continuousClock) var clock
///         .overrides(.apiClient),                         // Detail().dependency(\.apiClient, …)
///       ])
///   }
/// }
///
/// // TCA 2's own mechanism: `@FeatureEnvironment(\.sessionDiary) var sessionDiary`,
/// // `@FeatureEnvironment(\.date) var date`, `.environment(\.sessionDiary, .mock)`.
/// extension Diary: TreeIntrospectable {
///   static var introspection: Introspection {
///     Introspection(
///       actions: [.case("saveTapped")],
///       dependencies: [
///         .uses(.environmentEntry("sessionDiary", valueType: "SessionDiaryClient")),
///         .uses(.environmentLibrary("date")),
///         .overrides(.environmentEntry("sessionDiary", valueType: "SessionDiaryClient")),
///       ],
///       dialect: .tca2)
///   }
/// }
/// ```
public struct DependencyRegistration {
  /// The client, as the graph lists it.
  public var client: DependencyClient
  /// The variable the reducer declares (`clock`), or the property it overrides.
  public var name: String
  /// ``ChannelAccess/uses`` or ``ChannelAccess/overrides``.
  public var access: ChannelAccess

  /// `@Dependency(…) var name`: the reducer, or an effect of it, uses `client`; `name` defaults
  /// to the client's property (or, for a client reached by its key type, the key type).
  public static func uses(_ client: DependencyClient, as name: String? = nil)
    -> DependencyRegistration
  {
    DependencyRegistration(client: client, name: name ?? client.declaredName, access: .uses)
  }

  /// `.dependency(\.property, value)` or `.dependencies { $0.property = … }` (TCA 2's
  /// `.environment(\.property, value)`) on a child in the body: the reducer overrides `client`
  /// for the reducers it composes.
  public static func overrides(_ client: DependencyClient) -> DependencyRegistration {
    DependencyRegistration(client: client, name: client.declaredName, access: .overrides)
  }
}

extension DependencyClient {
  /// The name code writes for the client: its property, else its key type; the id of a
  /// `@Dependency` client, which is one of them.
  fileprivate var declaredName: String { property ?? keyType ?? id }
}

extension DependencyClient {
  /// The app's client reached through the `DependencyValues` property `name`
  /// (`extension DependencyValues { var apiClient: APIClient { … } }`), with its key type
  /// (`APIClient`, or a key enum `APIClientKey`), its value type and its module, where known.
  public static func property(
    _ name: String, keyType: String? = nil, valueType: String? = nil, module: String? = nil
  ) -> DependencyClient {
    DependencyClient(
      id: name, property: name, keyType: keyType, valueType: valueType, module: module)
  }

  /// The app's client no `DependencyValues` property reaches, used by its key type
  /// (`@Dependency(Haptics.self)`).
  public static func key(_ keyType: String, valueType: String? = nil, module: String? = nil)
    -> DependencyClient
  {
    DependencyClient(id: keyType, keyType: keyType, valueType: valueType, module: module)
  }

  /// A client the Dependencies or Composable Architecture library declares (`dismiss`, `uuid`).
  public static func library(_ dependency: LibraryDependency) -> DependencyClient {
    dependency.client
  }
}

extension DependencyClient {
  /// The app's TCA 2 entry `name`, which `@FeatureEnvironmentEntry` declares in
  /// `extension FeatureEnvironmentValues` and `@FeatureEnvironment(\.name)` reads, with its
  /// value type and module, where known.
  public static func environmentEntry(
    _ name: String, valueType: String? = nil, module: String? = nil
  ) -> DependencyClient {
    let words = DependencyWrapperWords.of(.featureEnvironment)
    return DependencyClient(
      id: words.clientID(property: name), property: name, valueType: valueType, module: module,
      mechanism: .featureEnvironment)
  }

  /// A value a TCA 2 feature reads by its type (`@FeatureEnvironment(Context<Owner>.self)`).
  public static func environmentType(_ type: String, module: String? = nil) -> DependencyClient {
    let words = DependencyWrapperWords.of(.featureEnvironment)
    return DependencyClient(
      id: words.clientID(type: type), keyType: type, valueType: type, module: module,
      mechanism: .featureEnvironment)
  }

  /// An entry TCA 2 declares itself (`date`, `uuid`, `continuousClock`), read with
  /// `@FeatureEnvironment(\.date)`, as the scanner resolves one the app does not declare.
  public static func environmentLibrary(_ name: String) -> DependencyClient {
    let words = DependencyWrapperWords.of(.featureEnvironment)
    return DependencyClient(
      id: words.clientID(property: name), property: name, library: words.modules.first,
      mechanism: .featureEnvironment)
  }
}
