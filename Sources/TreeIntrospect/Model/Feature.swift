/// One reducer of the app: a `@Reducer struct`, or a `@Reducer enum` of destinations or path screens.
public struct Feature: Codable, Hashable, Sendable {
  /// The qualified type name, unique in the graph.
  public var id: FeatureID
  /// Whether this is a struct reducer or an enum reducer.
  public var kind: FeatureKind
  /// The feature's `State` fields that hold child state (presented, stacked, collections, scoped).
  public var stateFields: [StateField]
  /// The feature's `Action` enum as a tree.
  public var actions: [ActionCase]
  /// The child reducers the feature's `body` composes, in body order.
  public var children: [ChildScope]
  /// The patterns the feature's reducer matches on its children's actions.
  public var handlers: [Handler]
  /// Where the feature's reducer sends actions of its own (`.send(.delegate(...))`, `send(...)` in effects).
  public var emissions: [Emission]
  /// Where the type is declared, when known.
  public var location: SourceLocation?

  public init(
    id: FeatureID,
    kind: FeatureKind = .reducer,
    stateFields: [StateField] = [],
    actions: [ActionCase] = [],
    children: [ChildScope] = [],
    handlers: [Handler] = [],
    emissions: [Emission] = [],
    location: SourceLocation? = nil
  ) {
    self.id = id
    self.kind = kind
    self.stateFields = stateFields
    self.actions = actions
    self.children = children
    self.handlers = handlers
    self.emissions = emissions
    self.location = location
  }

  /// The short type name, for labels.
  public var name: String { id.shortName }

  /// The action case with the given name at the top of the feature's `Action` enum.
  public func action(named name: String) -> ActionCase? {
    actions.first { $0.name == name }
  }
}

/// The two shapes a reducer can take.
public enum FeatureKind: String, Codable, Hashable, Sendable {
  /// A `@Reducer struct` (or a non-macro `struct X: Reducer`) with `State`, `Action` and `body`.
  case reducer
  /// A `@Reducer enum` whose cases are child features: a destination or a navigation path.
  case enumReducer
}
