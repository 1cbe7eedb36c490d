/// One child reducer that a feature's `body` composes, with the operator that embeds it.
public struct ChildScope: Codable, Hashable, Sendable {
  /// The composition operator.
  public var `operator`: ScopeOperator
  /// The state path as written after the backslash, without the root type (`$editor`, `settings.user`).
  public var statePath: String
  /// The action case path (`editor`, `path`).
  public var actionPath: String
  /// The child feature; several reducers inside one `Scope` give several `ChildScope`s with one order.
  public var child: FeatureID
  /// The 0-based position of the element in `body` that holds this child.
  public var order: Int
  /// `true` when the child runs from inside a `Reduce` closure (`self.core.reduce(into: &state,
  /// action: action)`) rather than as a `body` element; absent otherwise.
  public var imperative: Bool?
  public var location: SourceLocation?

  public init(
    operator: ScopeOperator,
    statePath: String,
    actionPath: String,
    child: FeatureID,
    order: Int,
    location: SourceLocation? = nil
  ) {
    self.operator = `operator`
    self.statePath = statePath
    self.actionPath = actionPath
    self.child = child
    self.order = order
    self.location = location
  }
}

/// The operators that embed a child domain in a parent's, each with its cardinality.
public enum ScopeOperator: String, Codable, Hashable, Sendable, CaseIterable {
  /// `Scope(state:action:)` over a struct field: exactly one child, always present.
  case scope
  /// `Scope` over a case of an enum state (a `@Reducer enum`'s case): one of several.
  case enumCase
  /// `.ifLet` over `@Presents` or an optional: zero or one.
  case ifLet
  /// `.ifCaseLet` over a case of an enum state.
  case ifCaseLet
  /// `.forEach` over an `IdentifiedArray`: zero or many.
  case forEach
  /// `.forEach` over a `StackState`: a navigation stack.
  case stackForEach
  /// A reducer listed in `body` that runs on the parent's own state and actions (a ``FeatureKind/logic`` child).
  case sameDomain

  /// Whether the child runs before the reducer the operator modifies (true for `ifLet` and `forEach`).
  public var runsChildFirst: Bool {
    switch self {
    case .scope, .enumCase, .sameDomain: false
    case .ifLet, .ifCaseLet, .forEach, .stackForEach: true
    }
  }

  /// The cardinality as readers say it.
  public var cardinality: String {
    switch self {
    case .scope: "one"
    case .enumCase: "one of"
    case .ifLet, .ifCaseLet: "zero or one"
    case .forEach: "many"
    case .stackForEach: "stack"
    case .sameDomain: "same domain"
    }
  }
}
