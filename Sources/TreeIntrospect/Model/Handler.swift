/// A pattern in a feature's reducer that matches an action of one of its descendants (or the
/// feature's own `delegate` lane, which lint checks is left alone, or its own alert or dialog),
/// and what the matching arm does.
///
/// `case let .camino(.element(id: id, action: .resena(.delegate(.resenaBorrada(r))))):` is the
/// route `["camino", "element", "resena", "delegate", "resenaBorrada"]`, owned by `Resena`, in the
/// `delegate` lane.
public struct Handler: Codable, Hashable, Sendable {
  /// The case names from the matching feature's `Action` down to the deepest case named.
  public var route: [String]
  /// The feature whose `Action` the deepest named case belongs to (`nil` if it cannot be resolved).
  public var owner: FeatureID?
  /// What the route reaches, resolved against the action tree.
  public var match: HandlerMatch
  /// What the arm does that the diagrams show.
  public var effects: [HandlerEffect]
  /// Whether the arm writes to `state` at all.
  public var mutatesState: Bool
  /// Whether the arm returns anything but `.none`.
  public var returnsEffect: Bool
  /// The pattern as written, when read from source.
  public var pattern: String?
  public var location: SourceLocation?
  /// The ``FeatureKind/logic`` reducer whose code holds the arm, when it is not the feature's own.
  public var via: FeatureID?
  /// When the pattern looks inside the payload an enclosing arm bound (`case .scan(.found(let
  /// p)):` then `if case .legacy = p`), where that arm's pattern is: one arm, one finding.
  public var arm: SourceLocation?
  /// When the pattern reaches ``route`` through cases of the matching feature's `Action` that
  /// carry that `Action` itself (``ActionCase/recursive``), the names it passed, outermost first:
  /// `["adminAuthed"]` for `.adminAuthed(.menuBar(.quitTapped))`, whose route is
  /// `["menuBar", "quitTapped"]`.
  public var through: [String]?

  public init(
    route: [String],
    owner: FeatureID? = nil,
    match: HandlerMatch = .unresolved,
    effects: [HandlerEffect] = [],
    mutatesState: Bool = false,
    returnsEffect: Bool = false,
    pattern: String? = nil,
    location: SourceLocation? = nil,
    via: FeatureID? = nil
  ) {
    self.route = route
    self.owner = owner
    self.match = match
    self.effects = effects
    self.mutatesState = mutatesState
    self.returnsEffect = returnsEffect
    self.pattern = pattern
    self.location = location
    self.via = via
  }
}

/// What a handler's route reaches in a child's action tree.
public enum HandlerMatch: String, Codable, Hashable, Sendable {
  /// The child's `delegate` lane: the published interface.
  case delegate
  /// The child's `view` lane: private.
  case view
  /// The child's `_internal` lane: private.
  case `internal`
  /// A flat case of a child without lanes: private.
  case other
  /// A case the parent owns: a wrapper's `dismiss`, `push`, `popFrom`, a plain case of a
  /// `@Reducer enum` destination such as its `alert` or `confirmationDialog` (and that alert's
  /// cases), or a case of the feature's own alert or dialog (`.alert(.presented(.confirmar))`),
  /// or a TCA 2 `Prompt`'s case (`.destination(.confirmDeletion(.deleteTapped))`).
  case wrapper
  /// A catch-all on a child case or a whole element (`case .editor:`).
  case catchAll
  /// The route could not be resolved against the action tree.
  case unresolved

  /// Whether matching this breaks lesson 000's third rule (the parent matches only `delegate`).
  public var isPrivate: Bool { self == .view || self == .internal || self == .other }
}

/// One thing a handler arm does, as lesson 004 draws it.
public struct HandlerEffect: Codable, Hashable, Sendable {
  public var kind: HandlerEffectKind
  /// The state field acted on (`camino`, `editor`), when there is one.
  public var target: String?
  /// For a stack write: the case the element is narrowed to (`listaResenas`); for a send: the route sent.
  public var detail: String?
  public var location: SourceLocation?

  public init(
    kind: HandlerEffectKind, target: String? = nil, detail: String? = nil,
    location: SourceLocation? = nil
  ) {
    self.kind = kind
    self.target = target
    self.detail = detail
    self.location = location
  }
}

/// The kinds of things a handler does that the diagrams show.
public enum HandlerEffectKind: String, Codable, Hashable, Sendable {
  /// `state.path[id: id, case: \.x]?.field = …`: a write into a stack element by id and case.
  case stackWrite
  /// `state.path.pop(from: id)`.
  case popFrom
  /// `state.path.removeLast()` and friends.
  case removeLast
  /// `state.path.append(.x(...))`: a push.
  case push
  /// `state.x = nil` or `.send(.x(.dismiss))`: ends a presentation.
  case dismiss
  /// `.send(.delegate(...))`: re-emits a fact upwards.
  case sendDelegate
  /// `.send(.child(...))`: sends an action into a child.
  case sendToChild
  /// Any other `.send` or effect.
  case send
}
