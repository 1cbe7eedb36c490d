import TreeIntrospect

/// What changed in an app's architecture between two revisions, by identity: features, their
/// children, action cases, parent matches, channels, the arms that trigger them, and modules.
///
/// ``ArchitectureDiff/init(base:head:)`` compares two graphs. Each list is sorted by the feature
/// it is about, then by what changed in it, so two runs over the same graphs give equal values.
/// A feature renamed in the same file with the same shape is one ``FeatureChange`` of kind
/// ``DiffChange/renamed``, and what refers to it is compared under its new name.
public struct ArchitectureDiff: Codable, Hashable, Sendable {
  /// Features added, removed and renamed.
  public var features: [FeatureChange]
  /// Children composed, no longer composed, or composed by another operator, in features that
  /// exist on both sides.
  public var children: [ChildChange]
  /// Action cases (the `delegate` lane's included) added, removed, renamed or given another
  /// payload, in features that exist on both sides.
  public var actionCases: [ActionCaseChange]
  /// Patterns a feature's reducer matches on another feature's actions, added or removed.
  public var parentMatches: [ParentMatchChange]
  /// Channels opened or closed, of every kind but ``ChannelKind/actionMatch``, which
  /// ``parentMatches`` lists with what each match reaches.
  public var channels: [ChannelChange]
  /// Channels on both sides that other handler arms now push, dismiss, send or emit through.
  public var triggers: [TriggerChange]
  /// Modules that gained or lost their last feature, and features that moved between modules.
  public var modules: [ModuleChange]

  public init(
    features: [FeatureChange] = [], children: [ChildChange] = [],
    actionCases: [ActionCaseChange] = [], parentMatches: [ParentMatchChange] = [],
    channels: [ChannelChange] = [], triggers: [TriggerChange] = [], modules: [ModuleChange] = []
  ) {
    self.features = features
    self.children = children
    self.actionCases = actionCases
    self.parentMatches = parentMatches
    self.channels = channels
    self.triggers = triggers
    self.modules = modules
  }

  /// Whether nothing architectural changed.
  public var isEmpty: Bool {
    features.isEmpty && children.isEmpty && actionCases.isEmpty && parentMatches.isEmpty
      && channels.isEmpty && triggers.isEmpty && modules.isEmpty
  }

  /// How many changes there are, over every list.
  public var count: Int {
    features.count + children.count + actionCases.count + parentMatches.count + channels.count
      + triggers.count + modules.count
  }
}

/// How one thing changed between the base and the head revision.
public enum DiffChange: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
  /// It is in the head and not in the base.
  case added
  /// It is in the base and not in the head.
  case removed
  /// It is the same thing under another name.
  case renamed
  /// It is in both, with something about it changed (an operator, a payload, a module).
  case changed

  /// The position of the change in listings: declaration order.
  var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

  public static func < (lhs: DiffChange, rhs: DiffChange) -> Bool { lhs.order < rhs.order }
}
