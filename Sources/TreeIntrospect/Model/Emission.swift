/// A place where a feature's reducer constructs an action to send: `.send(.delegate(.perfilGuardado(p)))`
/// or `await send(._internal(.respuesta(r)))` inside `.run`.
public struct Emission: Codable, Hashable, Sendable {
  /// The case names of the action sent, from the sending feature's `Action`.
  public var route: [String]
  /// The feature whose `Action` the deepest named case belongs to.
  public var owner: FeatureID?
  /// The lane of the action sent, if it is in one.
  public var lane: Lane?
  /// Where the action is constructed.
  public var origin: EmissionOrigin
  public var location: SourceLocation?
  /// The ``FeatureKind/logic`` reducer whose code sends it, when it is not the feature's own.
  public var via: FeatureID?

  public init(
    route: [String], owner: FeatureID? = nil, lane: Lane? = nil, origin: EmissionOrigin,
    location: SourceLocation? = nil, via: FeatureID? = nil
  ) {
    self.route = route
    self.owner = owner
    self.lane = lane
    self.origin = origin
    self.location = location
    self.via = via
  }
}

/// Who constructs an emitted action.
public enum EmissionOrigin: String, Codable, Hashable, Sendable {
  /// The reducer returns it synchronously (`return .send(...)`).
  case reducer
  /// An effect sends it (`send(...)` inside `.run`, `.map`, `Effect.publisher`).
  case effect
  /// A SwiftUI view sends it (`store.send(...)`).
  case view
}
