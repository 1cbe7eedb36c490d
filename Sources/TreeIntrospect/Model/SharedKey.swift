/// A piece of shared state (`@Shared`, `@SharedReader`) as the graph knows it: where it is stored
/// and under which key. Features reach it through ``ChannelKind/sharedState`` channels.
public struct SharedKey: Codable, Hashable, Sendable {
  /// Unique in the graph: `storage:key` for persisted keys (`appStorage:isOn`,
  /// `fileStorage:cart.json`, `inMemory:session`), `custom:<KeyType>` for a key type of the app's
  /// own, `custom:<name>` for a custom static key whose storage could not be read, `handedIn:<Feature>.<field>` for a `@Shared var` a parent hands in, and
  /// `unresolved:<expression>` for a key expression the front end could not resolve.
  public var id: String
  /// Where the value lives.
  public var storage: SharedStorage
  /// The storage's key as written: the `appStorage`/`inMemory` string, the `fileStorage` URL
  /// expression; `nil` for handed-in state.
  public var key: String?
  /// The name of a custom key declared in `extension SharedKey where Self == …` (`cart` for
  /// `.cart`), when the feature refers to it by that name.
  public var name: String?
  /// The value's type as written (`Bool`, `IdentifiedArrayOf<Item>`), when known.
  public var valueType: String?
  /// The default value as written, when one is given.
  public var defaultValue: String?
  /// For handed-in state: the id of the key it is a projection of, when the front end traced it.
  public var derivedFrom: String?
  /// For ``SharedStorage/unresolved``: why the front end could not read the key.
  public var unresolvedReason: String?
  /// Where the key is declared: the custom key's declaration, or the first `@Shared` that names it.
  public var location: SourceLocation?
  /// The module that declares the key, when known.
  public var module: String?
  /// The views tied to no feature's store that read or write the key through a `@Shared`
  /// property of their own, sorted by view then access; `nil` (absent in JSON) when there are
  /// none. A view holding a feature's store reaches the key through that feature's channels
  /// instead (``Channel/origin`` ``ChannelOrigin/view``).
  public var viewUses: [SharedViewUse]?

  public init(
    id: String, storage: SharedStorage, key: String? = nil, name: String? = nil,
    valueType: String? = nil, defaultValue: String? = nil, derivedFrom: String? = nil,
    unresolvedReason: String? = nil, location: SourceLocation? = nil, module: String? = nil,
    viewUses: [SharedViewUse]? = nil
  ) {
    self.id = id
    self.storage = storage
    self.key = key
    self.name = name
    self.valueType = valueType
    self.defaultValue = defaultValue
    self.derivedFrom = derivedFrom
    self.unresolvedReason = unresolvedReason
    self.location = location
    self.module = module
    self.viewUses = viewUses
  }

  /// The id of a key persisted by `storage` under `key`.
  public static func id(storage: SharedStorage, key: String) -> String { "\(storage.rawValue):\(key)" }

  /// The id of the handed-in `@Shared var` `field` of `feature`.
  public static func handedInID(feature: FeatureID, field: String) -> String {
    "\(SharedStorage.handedIn.rawValue):\(feature.rawValue).\(field)"
  }
}

/// A view tied to no feature's store that reads or writes a shared key through a `@Shared`
/// property of its own (`@Shared(.appStorage("hideBalances")) var isHidden`, then
/// `$isHidden.withLock { $0.toggle() }`).
public struct SharedViewUse: Codable, Hashable, Sendable {
  /// The view's type, qualified as the graph names features (`BalanceView`).
  public var view: String
  /// ``ChannelAccess/reads`` (its declaration, every other use) or ``ChannelAccess/writes``.
  public var access: ChannelAccess
  /// Where the view declares or uses it, sorted.
  public var locations: [SourceLocation]

  public init(view: String, access: ChannelAccess, locations: [SourceLocation]) {
    self.view = view
    self.access = access
    self.locations = locations.sorted()
  }
}

/// Where a shared value lives.
public enum SharedStorage: String, Codable, Hashable, Sendable, CaseIterable {
  /// `.appStorage("key")`: user defaults.
  case appStorage
  /// `.fileStorage(url)`: a file.
  case fileStorage
  /// `.inMemory("key")`: memory, shared app-wide for the process.
  case inMemory
  /// A key type of the app's own (`SharedKey` conformance), or a custom static key whose body the
  /// front end read but whose storage is not one of the library's.
  case custom
  /// A `@Shared var x: T` with no key: the parent hands it in (`Shared(value)`, `$x`).
  case handedIn
  /// A key expression the front end could not resolve; drawn as such, never guessed.
  case unresolved
}
