import TreeIntrospect

/// A feature added, removed or renamed.
public struct FeatureChange: Codable, Hashable, Sendable {
  /// ``DiffChange/added``, ``DiffChange/removed`` or ``DiffChange/renamed``.
  public var change: DiffChange
  /// The feature: its head id, or its base id when it was removed.
  public var feature: FeatureID
  /// For a rename: the feature's base id.
  public var renamedFrom: FeatureID?
  public var kind: FeatureKind
  public var module: String?
  /// Where the feature is declared: in the head, or in the base when it was removed.
  public var location: SourceLocation?
}

/// A child a feature composes, composes no more, or composes by another operator.
public struct ChildChange: Codable, Hashable, Sendable {
  /// ``DiffChange/added``, ``DiffChange/removed`` or ``DiffChange/changed`` (the operator).
  public var change: DiffChange
  /// The composing feature.
  public var parent: FeatureID
  public var child: FeatureID
  /// The state path as written, without the root type (`$editor`).
  public var statePath: String
  /// The operator: in the head, or in the base when the child was removed.
  public var `operator`: ScopeOperator
  /// For a ``DiffChange/changed`` child: the operator in the base.
  public var operatorBefore: ScopeOperator?
  public var location: SourceLocation?
}

/// An action case added, removed, renamed, or given another payload.
public struct ActionCaseChange: Codable, Hashable, Sendable {
  /// Any ``DiffChange``; ``DiffChange/changed`` is a new payload.
  public var change: DiffChange
  /// The feature whose `Action` enum holds the case.
  public var feature: FeatureID
  /// The case's names from the top of the enum, dot-separated (`delegate.saved`).
  public var path: String
  /// For a rename: the base path.
  public var renamedFrom: String?
  /// The case's lane, when it is in one.
  public var lane: Lane?
  /// The case as Swift declares it (`saved(Item)`, `editor(PresentationAction<Editor.Action>)`):
  /// in the head, or in the base when it was removed.
  public var declaration: String
  /// For a ``DiffChange/changed`` case: its declaration in the base.
  public var declarationBefore: String?
  public var location: SourceLocation?
}

/// A pattern a feature's reducer matches on another feature's action, added or removed.
public struct ParentMatchChange: Codable, Hashable, Sendable {
  /// ``DiffChange/added`` or ``DiffChange/removed``.
  public var change: DiffChange
  /// The matching feature.
  public var feature: FeatureID
  /// The feature whose action the route reaches; `nil` when it could not be resolved.
  public var owner: FeatureID?
  /// The route's case names, dot-separated (`editor.presented.delegate.saved`).
  public var route: String
  /// What the route reaches: a ``HandlerMatch/delegate`` match is the published interface, a
  /// private one (``HandlerMatch/isPrivate``) breaks the delegate contract.
  public var match: HandlerMatch
  public var location: SourceLocation?
}

/// A channel opened or closed (``Channel``, without its locations).
public struct ChannelChange: Codable, Hashable, Sendable {
  /// ``DiffChange/added`` or ``DiffChange/removed``.
  public var change: DiffChange
  public var kind: ChannelKind
  public var from: ChannelEnd
  public var to: ChannelEnd
  public var access: ChannelAccess
  /// What flows (``Channel/name``).
  public var name: String
  /// The first place that opens the channel, when known.
  public var location: SourceLocation?
}

/// A module that gained its first or lost its last feature, or a feature that moved between
/// modules.
public struct ModuleChange: Codable, Hashable, Sendable {
  /// ``DiffChange/added`` or ``DiffChange/removed`` for a module, ``DiffChange/changed`` for a
  /// feature that moved.
  public var change: DiffChange
  /// The module: added or removed, or the one the feature moved into (`nil`: none known).
  public var module: String?
  /// For a feature that moved: the feature.
  public var feature: FeatureID?
  /// For a feature that moved: the module it was in.
  public var moduleBefore: String?
}

/// A channel on both sides whose handler arms changed: another arm of the feature's reducer now
/// pushes, writes into, pops, dismisses, sends to or emits through it, or one more or one fewer.
public struct TriggerChange: Codable, Hashable, Sendable {
  /// Always ``DiffChange/changed``: the channel is on both sides.
  public var change: DiffChange
  /// The feature whose handler arms act on the channel: the channel's ``Channel/from``.
  public var feature: FeatureID
  /// What the arms do (``HandlerEffect/kind``): `push`, `stackWrite`, `popFrom`, `removeLast`,
  /// `dismiss`, `sendToChild` or `sendDelegate`.
  public var effect: HandlerEffectKind
  /// The channel's kind: `presentation` for a push or a stack write, `dismissal`, `childAction`
  /// or `delegateEmission`.
  public var channel: ChannelKind
  /// The channel's name: the presented field (`path`), or the route sent (`delegate.saved`).
  public var name: String
  /// The features at the channel's other end in the head, sorted: for a stack, every screen it
  /// holds, since a push does not say which.
  public var to: [FeatureID]
  /// The arms that act on the channel in the head and did not in the base, at their head places.
  public var added: [Trigger]
  /// The arms that acted on the channel in the base and do not in the head, at their base places.
  public var removed: [Trigger]
}

/// A handler arm that triggers an effect, by the action it matches.
public struct Trigger: Codable, Hashable, Sendable {
  /// The route the arm matches, dot-separated (`advanced.currencyConversionTapped`).
  public var route: String
  /// The feature whose action the route reaches; `nil` when it could not be resolved.
  public var owner: FeatureID?
  /// Where the arm is.
  public var location: SourceLocation?
}
