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
  /// The feature's registration: body, action tree, handlers, emissions, dependencies, shared
  /// state and, in TCA 2, its events, preferences, triggers and closures.
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
  /// How a TCA 2 feature talks without actions: events, preferences, triggers, closures and
  /// dismissing itself.
  public var talk: [TalkRegistration]
  /// The dialect the feature is written in: ``FeatureDialect/tca2`` for a `@Feature`.
  public var dialect: FeatureDialect
  /// Whether the feature is a TCA 2 `@Feature struct X: Prompt` (see ``prompt(actions:)``).
  public var isPrompt = false

  /// Registers a struct reducer (or, with `dialect: .tca2`, a `@Feature struct`).
  public init(
    body: [BodyElement] = [],
    actions: [ActionRegistration],
    handlers: [HandlerRegistration] = [],
    emissions: [EmissionRegistration] = [],
    dependencies: [DependencyRegistration] = [],
    sharedState: [SharedStateRegistration] = [],
    talk: [TalkRegistration] = [],
    dialect: FeatureDialect = .tca1
  ) {
    self.kind = .reducer
    self.body = body
    self.actions = actions
    self.handlers = handlers
    self.emissions = emissions
    self.dependencies = dependencies
    self.sharedState = sharedState
    self.talk = talk
    self.dialect = dialect
  }

  /// Registers a `@Reducer enum` (a destination or a navigation path) by its reducer cases, or
  /// with `dialect: .tca2` a `@Feature enum`.
  public static func enumReducer(_ reducerCases: [EnumReducerCase], dialect: FeatureDialect = .tca1)
    -> Introspection
  {
    var introspection = Introspection(actions: [], dialect: dialect)
    introspection.kind = .enumReducer
    introspection.body = reducerCases.map { .enumCase($0) }
    introspection.actions = reducerCases.map { .child($0.name, $0.feature) }
    return introspection
  }

  /// Registers a TCA 2 `@Feature struct X: Prompt`: an alert or dialog with a domain of its
  /// own and no body, whose actions are its buttons.
  public static func prompt(actions: [ActionRegistration]) -> Introspection {
    var introspection = Introspection(actions: actions, dialect: .tca2)
    introspection.isPrompt = true
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
