/// One way a feature talks to another feature, to a shared key or to a dependency client.
///
/// Channels are the coupling that review looks at. Some are stored in ``Feature/channels``
/// (shared state, dependencies); the others are derived from what the graph already holds
/// (handlers, emissions, children), so they are never written twice: ``ArchitectureGraph/channels(of:)``
/// gives both. ``from`` is always the feature whose code opens the channel.
public struct Channel: Codable, Hashable, Sendable {
  /// What the channel is.
  public var kind: ChannelKind
  /// The feature whose code reads, writes, sends, matches or presents.
  public var from: ChannelEnd
  /// The other end: a feature, a shared key, a dependency client, or a TCA 2 key type.
  public var to: ChannelEnd
  /// What ``from`` does through the channel.
  public var access: ChannelAccess
  /// What flows: the action route (`delegate.saved`), the state field of a shared key (`isOn`),
  /// the dependency as the feature declares it (`apiClient`, `clock` for
  /// `@Dependency(\.continuousClock) var clock`), the presented field (`destination`); in TCA 2
  /// the event or preference key type (`AddBook.Added`), the trigger (`reset`) or the closure
  /// (`onSave`).
  public var name: String
  /// Where the code that opens the channel is, sorted; empty when the front end does not know.
  public var locations: [SourceLocation]
  /// Which code of ``from`` opens the channel when it is not the feature's own:
  /// ``ChannelOrigin/view`` for a view holding the feature's store. `nil` (absent in JSON) for
  /// the feature's own code.
  public var origin: ChannelOrigin?

  public init(
    kind: ChannelKind, from: ChannelEnd, to: ChannelEnd, access: ChannelAccess, name: String,
    locations: [SourceLocation] = [], origin: ChannelOrigin? = nil
  ) {
    self.kind = kind
    self.from = from
    self.to = to
    self.access = access
    self.name = name
    self.locations = locations.sorted()
    self.origin = origin
  }

  /// The fields that make two channels the same channel: all but the locations.
  var identity: ChannelIdentity {
    ChannelIdentity(kind: kind, from: from, to: to, access: access, name: name, origin: origin)
  }
}

/// Which code of a feature opens a channel, when it is not the feature's own.
public enum ChannelOrigin: String, Codable, Hashable, Sendable, CaseIterable {
  /// A view holding the feature's store (`StoreOf<X>`): a binding to a `@Shared` field of the
  /// store's state (`$store.theme`, `Binding(store.$theme)`), a read of one (`store.theme`), or
  /// the view's own `@Shared` property (`$x.withLock { … }`).
  case view
}

/// A channel without its locations: channels with equal identities are merged.
struct ChannelIdentity: Hashable, Comparable {
  var kind: ChannelKind
  var from: ChannelEnd
  var to: ChannelEnd
  var access: ChannelAccess
  var name: String
  var origin: ChannelOrigin?

  static func < (lhs: ChannelIdentity, rhs: ChannelIdentity) -> Bool {
    (lhs.kind.order, lhs.from, lhs.to, lhs.name, lhs.access.rawValue, lhs.origin?.rawValue ?? "")
      < (
        rhs.kind.order, rhs.from, rhs.to, rhs.name, rhs.access.rawValue, rhs.origin?.rawValue ?? ""
      )
  }
}

/// The kinds of channel.
public enum ChannelKind: String, Codable, Hashable, Sendable, CaseIterable {
  /// A parent's reducer matches an action of a descendant (derived from ``Feature/handlers``).
  case actionMatch
  /// A child publishes a fact through its `delegate` lane toward the features that compose it
  /// (derived from ``Feature/emissions``).
  case delegateEmission
  /// A parent sends an action into a child (`.send(.child(.refresh))`; derived from emissions).
  case childAction
  /// A parent presents a child: `ifLet`, `ifCaseLet`, a navigation stack or a destination enum's
  /// case (derived from ``Feature/children``).
  case presentation
  /// A feature ends a presentation: `state.x = nil`, `pop(from:)`, `removeLast()`, or the
  /// presented child's `dismiss` dependency (derived).
  case dismissal
  /// A feature reads or writes a shared key (`@Shared`, `@SharedReader`; stored).
  case sharedState
  /// A feature uses or overrides a dependency client (`@Dependency`; stored).
  case dependency
  /// TCA 2: a feature posts an event (`try store.post(key: K.self, value: v)`) that an ancestor
  /// hears with `.onEvent(K.self)`; matched by the key type `K` (stored). A post nobody hears
  /// ends at the key, and so does a listener nothing posts to.
  case event
  /// TCA 2: a feature publishes a preference (`.preference(key: K.self, value: v)`) that an
  /// ancestor observes with `.onPreferenceChange(K.self)`; matched by the key type (stored).
  case preference
  /// TCA 2: a parent fires a child's `@Trigger var reset` (`state.child.reset()`), which the
  /// child handles with `.onTrigger(store.reset)` (stored).
  case trigger
  /// TCA 2: a child calls a closure its parent handed to its initialiser
  /// (`Child(onSave: { … })`, `try onSave(note)`; stored).
  case closure

  /// Whether ``ArchitectureGraph/channels(of:)`` derives channels of this kind from other fields;
  /// those are never stored in ``Feature/channels``.
  public var isDerived: Bool {
    switch self {
    case .actionMatch, .delegateEmission, .childAction, .presentation, .dismissal: true
    case .sharedState, .dependency, .event, .preference, .trigger, .closure: false
    }
  }

  /// Whether the kind is one of TCA 2's ways for features to talk without actions.
  public var isFeatureTalk: Bool {
    switch self {
    case .event, .preference, .trigger, .closure: true
    default: false
    }
  }

  /// The accesses a channel of this kind may have.
  public var accesses: Set<ChannelAccess> {
    switch self {
    case .actionMatch: [.handles]
    case .delegateEmission: [.emits]
    case .childAction: [.sends]
    case .presentation: [.presents]
    case .dismissal: [.dismisses]
    case .sharedState: [.reads, .writes]
    case .dependency: [.uses, .overrides]
    case .event: [.posts, .listens]
    case .preference: [.publishes, .observes]
    case .trigger: [.fires]
    case .closure: [.calls]
    }
  }

  /// The kinds of end ``Channel/to`` may have for this kind: an event or preference whose other
  /// end the front end did not find ends at its key.
  public var targetKinds: Set<ChannelEndKind> {
    switch self {
    case .actionMatch, .delegateEmission, .childAction, .presentation, .dismissal, .trigger,
      .closure:
      [.feature]
    case .sharedState: [.sharedKey]
    case .dependency: [.dependency]
    case .event, .preference: [.feature, .key]
    }
  }

  /// The position of the kind in listings: declaration order.
  var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

/// What a feature does through a channel.
public enum ChannelAccess: String, Codable, Hashable, Sendable, CaseIterable {
  /// Reads a shared key (everything but a write).
  case reads
  /// Writes a shared key (`state.$x.withLock { … }`, a view's `$store.x` binding).
  case writes
  /// Publishes a delegate fact.
  case emits
  /// Matches another feature's action.
  case handles
  /// Sends an action into a child.
  case sends
  /// Presents a child.
  case presents
  /// Ends a presentation.
  case dismisses
  /// Uses a dependency client.
  case uses
  /// Overrides a dependency for the reducers it composes (`.dependency(\.x, …)`).
  case overrides
  /// Posts a TCA 2 event toward the ancestors that listen for its key.
  case posts
  /// Listens for a TCA 2 event (`.onEvent(K.self)`) that no scanned feature posts.
  case listens
  /// Publishes a TCA 2 preference toward the ancestors that observe its key.
  case publishes
  /// Observes a TCA 2 preference (`.onPreferenceChange(K.self)`) that no scanned feature publishes.
  case observes
  /// Fires a child's TCA 2 trigger.
  case fires
  /// Calls a closure its parent handed to it.
  case calls
}

/// One end of a channel.
public struct ChannelEnd: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
  public var kind: ChannelEndKind
  /// A ``FeatureID``'s raw value, a ``SharedKey/id`` or a ``DependencyClient/id``.
  public var id: String

  public init(kind: ChannelEndKind, id: String) {
    self.kind = kind
    self.id = id
  }

  /// The end that is the feature `id`.
  public static func feature(_ id: FeatureID) -> ChannelEnd { ChannelEnd(kind: .feature, id: id.rawValue) }
  /// The end that is the shared key `id`.
  public static func sharedKey(_ id: String) -> ChannelEnd { ChannelEnd(kind: .sharedKey, id: id) }
  /// The end that is the dependency client `id`.
  public static func dependency(_ id: String) -> ChannelEnd { ChannelEnd(kind: .dependency, id: id) }
  /// The end that is the TCA 2 event or preference key type `id` (`AddBook.Added`).
  public static func key(_ id: String) -> ChannelEnd { ChannelEnd(kind: .key, id: id) }

  /// The feature this end is, if it is one.
  public var feature: FeatureID? { kind == .feature ? FeatureID(id) : nil }

  /// `kind:id`.
  public var description: String { "\(kind.rawValue):\(id)" }

  public static func < (lhs: ChannelEnd, rhs: ChannelEnd) -> Bool {
    (lhs.kind.rawValue, lhs.id) < (rhs.kind.rawValue, rhs.id)
  }
}

/// What a channel's end is.
public enum ChannelEndKind: String, Codable, Hashable, Sendable {
  case feature
  case sharedKey
  case dependency
  /// A TCA 2 event or preference key type, for a post or an observation whose other end the
  /// front end did not find.
  case key
}
