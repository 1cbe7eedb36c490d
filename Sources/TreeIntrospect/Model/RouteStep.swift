/// One case name of an action route, as ``ArchitectureGraph/steps(route:from:)`` reads it.
///
/// The route `["camino", "element", "resena", "delegate", "resenaBorrada"]` from `AppFeature`
/// reads as a ``Kind/child(_:)`` (`camino`, owned by `AppFeature`), an ``Kind/element(_:written:)``
/// of its stack wrapper, a ``Kind/child(_:)`` (`resena`, owned by `AppFeature.Path`), a
/// ``Kind/lane(_:)`` (`delegate`, owned by `Resena`) and a ``Kind/leaf(_:)``.
public struct RouteStep: Hashable, Sendable {
  /// The case name the step reads; for an element the route leaves out, the name assumed.
  public var name: String
  /// The feature whose `Action` holds the case: for a wrapper's own cases (`presented`,
  /// `element`, `dismiss`), the feature with the child case they wrap.
  public var owner: FeatureID
  /// What the name is in the action tree.
  public var kind: Kind

  public init(name: String, owner: FeatureID, kind: Kind) {
    self.name = name
    self.owner = owner
    self.kind = kind
  }

  /// What a case name of a route is in the action tree.
  public enum Kind: Hashable, Sendable {
    /// A nested enum of the owner's `Action` with no wrapper: a lane (`view`, `_internal`,
    /// `delegate`; its ``ActionCase/lane``), or a plain group such as an enum reducer's
    /// `alert(Alert)`.
    case lane(ActionCase)
    /// The owner's own alert or dialog (`alert(PresentationAction<Alert>)`): a group inside a
    /// wrapper, whose cases and wrapper cases belong to the owner.
    case ownPresentation(ActionCase)
    /// A case carrying a child feature's actions (`editor`, `camino`), with the child and its
    /// wrapper. The walk ends after it when the case names no child.
    case child(ActionCase)
    /// The case a wrapper puts between a case and the actions inside (`presented`, `element`);
    /// `written` is `false` when the route leaves it out (`row(id, action)`, a key path
    /// `\.destination.alert`) and the walk assumed it.
    case element(ActionWrapper, written: Bool)
    /// A wrapper case that belongs to the parent (`dismiss`, `push`, `popFrom`); the walk ends,
    /// and what follows is payload.
    case parentOwned(ActionWrapper)
    /// A leaf case; the walk ends, and what follows is payload.
    case leaf(ActionCase)
    /// A name the action tree does not have at this point (or a wrapper case that is not the
    /// wrapper's element); the walk ends. Its owner may be a feature the graph does not hold.
    case unknown
  }

  /// Whether the names after this step are payload values rather than cases.
  public var isFollowedByPayload: Bool {
    switch kind {
    case .leaf, .parentOwned: true
    case .lane, .ownPresentation, .child, .element, .unknown: false
    }
  }
}
