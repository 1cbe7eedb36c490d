/// A piece of shared state a reducer reads or writes: a `@Shared` or `@SharedReader` field of its
/// `State`, by the key it is stored under.
///
/// ``IntrospectionWalker`` turns each registration into a ``ChannelKind/sharedState`` channel
/// named for the field, and lists the key in ``ArchitectureGraph/sharedKeys``.
///
/// ```swift
/// extension Settings: TreeIntrospectable {
///   static var introspection: Introspection {
///     Introspection(
///       actions: [.case("toggled")],
///       sharedState: [
///         // @Shared(.appStorage("isOn")) var isOn = false, written with $isOn.withLock
///         .writes("isOn", to: .persisted(.appStorage, key: "isOn", valueType: "Bool")),
///         // @Shared var session: Session, handed in by the parent
///         .readsHandedIn("session", valueType: "Session"),
///       ])
///   }
/// }
/// ```
public struct SharedStateRegistration {
  /// Where the shared value lives: a key, or a value a parent hands in.
  enum Source {
    case key(SharedKey)
    case handedIn(valueType: String?, derivedFrom: SharedKey?, module: String?)
  }

  let source: Source
  /// The `State` field that holds the shared value.
  public var field: String
  /// ``ChannelAccess/reads`` or ``ChannelAccess/writes``.
  public var access: ChannelAccess

  /// The reducer reads `field`, stored under `key` (everything but a write).
  public static func reads(_ field: String, from key: SharedKey) -> SharedStateRegistration {
    SharedStateRegistration(source: .key(key), field: field, access: .reads)
  }

  /// The reducer writes `field`, stored under `key` (`state.$field.withLock { … }`).
  public static func writes(_ field: String, to key: SharedKey) -> SharedStateRegistration {
    SharedStateRegistration(source: .key(key), field: field, access: .writes)
  }

  /// The reducer reads `@Shared var field`, which a parent hands in; `derivedFrom` is the key the
  /// parent's value is stored under, when it is one.
  public static func readsHandedIn(
    _ field: String, valueType: String? = nil, derivedFrom: SharedKey? = nil,
    module: String? = nil
  ) -> SharedStateRegistration {
    SharedStateRegistration(
      source: .handedIn(valueType: valueType, derivedFrom: derivedFrom, module: module),
      field: field, access: .reads)
  }

  /// The reducer writes `@Shared var field`, which a parent hands in.
  public static func writesHandedIn(
    _ field: String, valueType: String? = nil, derivedFrom: SharedKey? = nil,
    module: String? = nil
  ) -> SharedStateRegistration {
    SharedStateRegistration(
      source: .handedIn(valueType: valueType, derivedFrom: derivedFrom, module: module),
      field: field, access: .writes)
  }

  /// The keys the registration names for `feature`: its own, then the one it derives from.
  func keys(of feature: FeatureID) -> [SharedKey] {
    switch source {
    case .key(let key): return [key]
    case .handedIn(let valueType, let derivedFrom, let module):
      let own = SharedKey(
        id: SharedKey.handedInID(feature: feature, field: field), storage: .handedIn,
        valueType: valueType, derivedFrom: derivedFrom?.id, module: module)
      return [own] + (derivedFrom.map { [$0] } ?? [])
    }
  }
}

extension SharedKey {
  /// A key persisted by `storage` under `key` (`.appStorage("isOn")`, `.inMemory("session")`,
  /// `.fileStorage(url)` with the URL expression as written); `name` when features name it as a
  /// custom key declared in `extension SharedKey where Self == …` (`.isOn`), as the scanner
  /// resolves such a key to the storage its declaration builds.
  public static func persisted(
    _ storage: SharedStorage, key: String, name: String? = nil, valueType: String? = nil,
    defaultValue: String? = nil, module: String? = nil
  ) -> SharedKey {
    SharedKey(
      id: id(storage: storage, key: key), storage: storage, key: key, name: name,
      valueType: valueType, defaultValue: defaultValue, module: module)
  }

  /// A key stored by a key type of the app's own rather than one of the library's storages
  /// (`struct CartKey: SharedKey`, by its type name), or a custom static key whose storage is
  /// not read. A custom key built on `.appStorage`, `.fileStorage` or `.inMemory` is
  /// ``persisted(_:key:name:valueType:defaultValue:module:)`` with its `name`.
  public static func customKey(
    named name: String, valueType: String? = nil, defaultValue: String? = nil,
    module: String? = nil
  ) -> SharedKey {
    SharedKey(
      id: "\(SharedStorage.custom.rawValue):\(name)", storage: .custom, name: name,
      valueType: valueType, defaultValue: defaultValue, module: module)
  }
}
