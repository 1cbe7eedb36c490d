/// One reducer of the app: a `@Reducer struct`, a `@Reducer enum` of destinations or path screens,
/// or a reducer value from before TCA 0.40; in TCA 2 (``FeatureDialect/tca2``) a `@Feature struct`,
/// a `@Feature enum`, or a `Prompt`.
public struct Feature: Codable, Hashable, Sendable {
  /// The qualified type name, unique in the graph.
  public var id: FeatureID
  /// Whether this is a struct reducer or an enum reducer.
  public var kind: FeatureKind
  /// The feature's `State` fields that hold child state (presented, stacked, collections, scoped).
  public var stateFields: [StateField]
  /// How many stored properties the feature's `State` struct declares: every stored instance
  /// `var` and `let`, with or without a property wrapper (`@Shared`, `@Presents`), whatever it
  /// holds; computed and static properties are not counted. `nil` when it is not known: a `State`
  /// the scan did not see, a `State` enum (whose cases are alternatives, not fields held
  /// together), and every registered feature (a registration names types, and a type does not
  /// show its stored properties without a value).
  public var storedStateFieldCount: Int?
  /// The feature's `Action` enum as a tree.
  public var actions: [ActionCase]
  /// The child reducers the feature's `body` composes, in body order.
  public var children: [ChildScope]
  /// The patterns the feature's reducer matches on its children's actions.
  public var handlers: [Handler]
  /// Where the feature's reducer sends actions of its own (`.send(.delegate(...))`, `send(...)` in effects).
  public var emissions: [Emission]
  /// The channels stored for the feature: shared state and dependencies, sorted; `nil` when there
  /// are none. The channels derived from handlers, emissions and children are not stored here:
  /// ``ArchitectureGraph/channels(of:)`` gives every channel.
  public var channels: [Channel]?
  /// Where the type is declared, when known.
  public var location: SourceLocation?
  /// The module (SwiftPM target or Xcode target) that declares the type, when the front end knows.
  public var module: String?
  /// For a ``FeatureKind/logic`` reducer: the feature whose state and actions it runs on.
  public var runsOn: FeatureID?
  /// Constructs of the feature's body the front end saw but could not read; `nil` when it read
  /// everything. Rules that report an absence stay quiet about a feature that has any.
  public var unread: [UnreadConstruct]?
  /// For a reducer value from before TCA 0.40 (`let appReducer = Reducer<AppState, AppAction,
  /// AppEnvironment>…`), whose id is the value's name: its `State` type.
  public var stateType: String?
  /// For a reducer value from before TCA 0.40: its `Action` enum.
  public var actionType: String?
  /// The dialect the feature is written in; `nil` for TCA 1.x (`@Reducer`, `Reducer`), the only
  /// dialect before TCA 2. See ``writtenDialect``.
  public var dialect: FeatureDialect?
  /// `true` for TCA 2's `@Feature struct X: Prompt`: an alert or dialog with a domain of its own
  /// (`State` and `Action`, no `body`), presented by its parent, whose actions are its buttons:
  /// its interface, which a parent may match as it matches an alert's; absent otherwise.
  public var prompt: Bool?
  /// Where a TCA 2 feature ends its own presentation with `try store.dismiss()`, sorted; empty
  /// when the front end does not know where (a registration), absent when it never does. It
  /// derives a ``ChannelKind/dismissal`` channel toward the features that present it.
  public var selfDismissals: [SourceLocation]?

  public init(
    id: FeatureID,
    kind: FeatureKind = .reducer,
    stateFields: [StateField] = [],
    storedStateFieldCount: Int? = nil,
    actions: [ActionCase] = [],
    children: [ChildScope] = [],
    handlers: [Handler] = [],
    emissions: [Emission] = [],
    channels: [Channel] = [],
    location: SourceLocation? = nil,
    module: String? = nil,
    runsOn: FeatureID? = nil,
    stateType: String? = nil,
    actionType: String? = nil
  ) {
    self.id = id
    self.kind = kind
    self.stateFields = stateFields
    self.storedStateFieldCount = storedStateFieldCount
    self.actions = actions
    self.children = children
    self.handlers = handlers
    self.emissions = emissions
    self.channels = channels.isEmpty ? nil : Channel.sortedAndMerged(channels)
    self.location = location
    self.module = module
    self.runsOn = runsOn
    self.stateType = stateType
    self.actionType = actionType
  }

  /// The dialect the feature is written in, TCA 1.x when the IR does not say.
  public var writtenDialect: FeatureDialect { dialect ?? .historical }

  /// Whether the feature is a TCA 2 `Prompt` (``prompt``).
  public var isPrompt: Bool { prompt == true }

  /// The short type name, for labels.
  public var name: String { id.shortName }

  /// The action case with the given name at the top of the feature's `Action` enum.
  public func action(named name: String) -> ActionCase? {
    actions.first { $0.name == name }
  }
}

/// A construct of a reducer's body that the front end saw but could not read.
public struct UnreadConstruct: Codable, Hashable, Sendable {
  /// What could not be read (`Scope whose state or action path is not a key path`).
  public var message: String
  public var location: SourceLocation?

  public init(message: String, location: SourceLocation? = nil) {
    self.message = message
    self.location = location
  }
}

/// The API a feature is written against: which words declare it, compose it and carry its
/// messages to its parent.
public enum FeatureDialect: String, Codable, Hashable, Sendable, CaseIterable {
  /// TCA 1.x (`ComposableArchitecture`, `ComposableArchitecture1`): `@Reducer`, `Reducer`,
  /// `Reduce`, delegate actions.
  case tca1
  /// The TCA 2 preview (`ComposableArchitecture2`): `@Feature`, `FeatureProtocol`, `Update`;
  /// a child publishes events, preferences and closures, not delegate actions.
  case tca2
}

/// The shapes a reducer can take.
public enum FeatureKind: String, Codable, Hashable, Sendable {
  /// A `@Reducer struct` (or a non-macro `struct X: Reducer`) with `State`, `Action` and `body`.
  case reducer
  /// A `@Reducer enum` whose cases are child features: a destination or a navigation path.
  case enumReducer
  /// A reducer with no domain of its own that runs on its host's state and actions
  /// (`GameCenterLogic`, whose body is `ReducerOf<AppReducer>`), listed in the host's `body`.
  case logic
}
