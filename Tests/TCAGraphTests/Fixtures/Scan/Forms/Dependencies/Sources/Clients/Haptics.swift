import Dependencies

/// A key reached only by its type: no DependencyValues property names it.
public struct Haptics: DependencyKey {
  public var buzz: () -> Void
  public static var liveValue: Haptics { Haptics(buzz: {}) }
}
