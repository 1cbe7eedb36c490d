/// A field of a feature's `State` that holds a child's state, and the container it uses.
public struct StateField: Codable, Hashable, Sendable {
  /// The field name as declared (`editor`, not `$editor`).
  public var name: String
  /// The type as written (`Editor.State?`, `StackState<Path.State>`).
  public var typeName: String
  /// The container, which decides the operator that must integrate the child.
  public var container: StateContainer
  public var location: SourceLocation?

  public init(
    name: String, typeName: String, container: StateContainer, location: SourceLocation? = nil
  ) {
    self.name = name
    self.typeName = typeName
    self.container = container
    self.location = location
  }
}

/// How a parent holds a child's state.
public enum StateContainer: String, Codable, Hashable, Sendable {
  /// A plain field, always present (`var lista = Lista.State()`).
  case value
  /// `@Presents` / `@PresentationState`: zero or one, driven by navigation.
  case presented
  /// A plain optional without presentation.
  case optional
  /// An `IdentifiedArrayOf<X.State>`: zero or many; in TCA 2 also `[X.State]` and
  /// `[Spawn<X>]`.
  case identifiedArray
  /// A `StackState<P.State>`: a navigation stack.
  case stack
}
