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
