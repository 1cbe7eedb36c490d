/// One case of an action enum, as a node of the action tree.
///
/// A case is one of three things, told apart by ``kind``:
/// - a **leaf** (`case guardarPulsado`, `case respuesta(Result<Perfil, Error>)`), with its payload
///   types as written;
/// - a **group**, a nested enum such as `View`, `_internal`/`Internal` or `Delegate`, whose cases
///   are in ``cases`` and whose ``lane`` says who may send them;
/// - a **child**, a case carrying a child feature's actions (`case editor(PresentationAction<Editor.Action>)`),
///   with the child in ``child`` and the wrapper in ``wrapper``.
public struct ActionCase: Codable, Hashable, Sendable {
  /// The case name (`view`, `_internal`, `editor`, `perfilGuardado`).
  public var name: String
  public var kind: ActionCaseKind
  /// The lane of a group, or of a leaf inside one; `nil` for cases outside any lane.
  public var lane: Lane?
  /// Payload types as written, for leaves (`["Perfil"]`, `["id: Autor.ID"]`).
  public var payload: [String]
  /// For a group: the nested enum's type name (`Delegate`).
  public var typeName: String?
  /// For a group: the nested enum's cases.
  public var cases: [ActionCase]
  /// For a group: whether the nested enum is `@CasePathable` (so `\.delegate.x` works); `nil` if unknown.
  public var casePathable: Bool?
  /// For a child: the child feature.
  public var child: FeatureID?
  /// For a child: how the child's actions are wrapped, which tells the cardinality.
  public var wrapper: ActionWrapper?
  public var location: SourceLocation?
  /// For a group: the nested enum's qualified name as declared (`EditorLibro.Action.Delegate`,
  /// or `CubeSceneView.ViewAction` when another type declares it), when the front end knows it.
  public var declaredIn: String?
  /// For a group: where the nested enum is declared, where an annotation on it belongs.
  public var declaredAt: SourceLocation?
  /// For a leaf: `true` when its one payload is the feature's own `Action`
  /// (`indirect case adminAuthed(Action)`), so a pattern through it matches the feature's own
  /// cases (see ``Handler/through``); `nil` otherwise.
  public var recursive: Bool?

  public init(
    name: String,
    kind: ActionCaseKind = .leaf,
    lane: Lane? = nil,
    payload: [String] = [],
    typeName: String? = nil,
    cases: [ActionCase] = [],
    casePathable: Bool? = nil,
    child: FeatureID? = nil,
    wrapper: ActionWrapper? = nil,
    location: SourceLocation? = nil
  ) {
    self.name = name
    self.kind = kind
    self.lane = lane
    self.payload = payload
    self.typeName = typeName
    self.cases = cases
    self.casePathable = casePathable
    self.child = child
    self.wrapper = wrapper
    self.location = location
  }

  /// A leaf case, optionally inside a lane.
  public static func leaf(_ name: String, _ payload: [String] = [], lane: Lane? = nil) -> ActionCase
  {
    ActionCase(name: name, kind: .leaf, lane: lane, payload: payload)
  }

  /// A lane group: a nested enum whose leaves all belong to `lane`.
  public static func group(
    _ name: String, lane: Lane, typeName: String, casePathable: Bool? = nil, cases: [ActionCase]
  ) -> ActionCase {
    var leaves = cases
    for index in leaves.indices where leaves[index].lane == nil { leaves[index].lane = lane }
    return ActionCase(
      name: name, kind: .group, lane: lane, typeName: typeName, cases: leaves,
      casePathable: casePathable)
  }

  /// A case carrying a child feature's actions.
  public static func child(_ name: String, _ child: FeatureID, wrapper: ActionWrapper = .bare)
    -> ActionCase
  {
    ActionCase(name: name, kind: .child, child: child, wrapper: wrapper)
  }
}

/// What an action case carries.
public enum ActionCaseKind: String, Codable, Hashable, Sendable {
  case leaf
  case group
  case child
}

/// The three origins of lesson 003; each lane has one direction.
public enum Lane: String, Codable, Hashable, Sendable, CaseIterable {
  /// Sent by the view into its own feature.
  case view
  /// Sent by the feature's effects back into its own reducer (`_internal` / `Internal`).
  case `internal`
  /// Sent by the feature upwards, handled only by ancestors.
  case delegate
}

/// The wrapper TCA puts around a child's actions, one per cardinality (lesson 001).
public enum ActionWrapper: String, Codable, Hashable, Sendable, CaseIterable {
  /// `case lista(Lista.Action)`: exactly one child.
  case bare
  /// `PresentationAction<X.Action>`: zero or one, adds `presented` and `dismiss`.
  case presentation
  /// `IdentifiedActionOf<X>`: zero or many, `element(id:action:)`.
  case identified
  /// `StackAction<P.State, P.Action>`: a stack, `element(id:action:)`, `push`, `popFrom`.
  case stack

  /// The case names the wrapper adds between the parent's case and the child's action.
  public var elementCase: String? {
    switch self {
    case .bare: nil
    case .presentation: "presented"
    case .identified, .stack: "element"
    }
  }

  /// The wrapper-level cases that belong to the parent, not to the child.
  public var parentOwnedCases: [String] {
    switch self {
    case .bare, .identified: []
    case .presentation: ["dismiss"]
    case .stack: ["push", "popFrom"]
    }
  }
}
