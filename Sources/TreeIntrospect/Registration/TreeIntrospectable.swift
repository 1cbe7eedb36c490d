/// A reducer that describes its own architecture to tca-graph.
///
/// Conform a reducer and list what its `body` composes, its `Action` enum, and (optionally) the
/// child actions it handles. Children are named by metatype, so the compiler checks every
/// registration and ``IntrospectionWalker`` can follow the types from a root to the whole app.
///
/// ```swift
/// extension AppFeature: TreeIntrospectable {
///   static var introspection: Introspection {
///     Introspection(
///       body: [
///         .scope("lista", Lista.self),
///         .reduce(.ifLet("$editor", action: "editor", Editor.self)),
///       ],
///       actions: [
///         .child("lista", Lista.self),
///         .presentation("editor", Editor.self),
///       ],
///       handlers: [
///         .on("editor", "presented", "delegate", "documentoGuardado", does: .dismiss("editor")),
///       ])
///   }
/// }
/// ```
public protocol TreeIntrospectable {
  /// The feature's registration: body, action tree, handlers, emissions, dependencies and
  /// shared state.
  static var introspection: Introspection { get }
}

/// What a feature registers about itself: its body, action tree, handlers and emissions, and the
/// dependency clients and shared state it reaches.
public struct Introspection {
  /// Whether the feature is a struct reducer or a `@Reducer enum`.
  public var kind: FeatureKind
  /// The elements of `body`, in order.
  public var body: [BodyElement]
  /// The `Action` enum's cases, in declaration order.
  public var actions: [ActionRegistration]
  /// The child actions the reducer matches, and what each arm does.
  public var handlers: [HandlerRegistration]
  /// The actions the reducer sends.
  public var emissions: [EmissionRegistration]
  /// The dependency clients the reducer uses or overrides.
  public var dependencies: [DependencyRegistration]
  /// The shared state the reducer reads or writes.
  public var sharedState: [SharedStateRegistration]

  /// Registers a struct reducer.
  public init(
    body: [BodyElement] = [],
    actions: [ActionRegistration],
    handlers: [HandlerRegistration] = [],
    emissions: [EmissionRegistration] = [],
    dependencies: [DependencyRegistration] = [],
    sharedState: [SharedStateRegistration] = []
  ) {
    self.kind = .reducer
    self.body = body
    self.actions = actions
    self.handlers = handlers
    self.emissions = emissions
    self.dependencies = dependencies
    self.sharedState = sharedState
  }

  /// Registers a `@Reducer enum` (a destination or a navigation path) by its reducer cases.
  public static func enumReducer(_ reducerCases: [EnumReducerCase]) -> Introspection {
    var introspection = Introspection(actions: [])
    introspection.kind = .enumReducer
    introspection.body = reducerCases.map { .enumCase($0) }
    introspection.actions = reducerCases.map { .child($0.name, $0.feature) }
    return introspection
  }
}

/// One case of a `@Reducer enum`: `case resena(Resena)`.
public struct EnumReducerCase {
  public var name: String
  public var feature: any TreeIntrospectable.Type

  /// A reducer case named `name` whose state and action are `feature`'s.
  public static func `case`(_ name: String, _ feature: any TreeIntrospectable.Type)
    -> EnumReducerCase
  {
    EnumReducerCase(name: name, feature: feature)
  }
}
