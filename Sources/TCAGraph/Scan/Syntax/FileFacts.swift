import TreeIntrospect

/// Everything one walk over one file collects, as plain data so files can be read in parallel and
/// their syntax trees freed before the declarations are joined.
struct FileFacts: Codable, Equatable, Sendable {
  var path: String
  var types: [RawType] = []
  var handlers: [RawHandler] = []
  var emissions: [RawEmission] = []
  var unresolved: [ScanDiagnostic] = []
  /// The modules the file imports (`SortOrderLibrary`), to read `SortOrderLibrary.SortOrder`.
  var imports: Set<String> = []
  /// The protocols the file declares, for reducer recognition by conformance.
  var protocols: [RawProtocol] = []
  /// Type aliases declared at file scope (`typealias FeatureReducer = Reducer`).
  var typeAliases: [String: String] = [:]
  /// Reducer values from before TCA 0.40 (`let appReducer = Reducer<…>.combine(…)`).
  var valueReducers: [RawValueReducer] = []
  /// The `tca-graph:` directives in the file's comments, for lint suppression.
  var directives: [SuppressionDirective] = []
  /// The module the file belongs to, set from the module map before assembly.
  var module = ""
}

/// One protocol declaration: what it refines and the defaults of its associated types.
struct RawProtocol: Codable, Equatable, Sendable {
  /// The qualified name (`RootReducing`, `App.FeatureProtocol`).
  var name: String
  /// Inherited protocol names as written, generic arguments dropped (`Reducer`).
  var inherits: [String]
  /// `associatedtype State = AppReducer.State`: name to the default as written.
  var associatedDefaults: [String: String]
  var location: SourceLocation
}

/// One type declaration or extension, by its qualified name.
struct RawType: Codable, Equatable, Sendable {
  enum Kind: Codable, Equatable, Sendable { case structType, enumType, classType, extensionType }

  /// The qualified name (`AppFeature.Path`), or the extended type's name for an extension.
  var name: String
  var kind: Kind
  /// For a type declared inside an extension: the index, in the file's types, of the outermost
  /// extension around it, whose extended type its name starts with.
  var enclosingExtension: Int?
  /// Whether the declaration is `private` or `fileprivate`: another file may declare the name.
  var isFilePrivate = false
  /// Attribute names without `@` (`Reducer`, `CasePathable`, `ViewAction`).
  var attributes: [String] = []
  /// Inherited type names (`Reducer`, `View`, `Equatable`).
  var inherits: [String] = []
  /// Constructs of the type's reducer members (`body`, helpers) that could not be read.
  var unread: [ScanDiagnostic] = []
  /// Properties (stored or static) whose value is a key path, by name, as the path the
  /// compositions write (`sheetPath` → `$sheet` for `let sheetPath = \.$sheet`).
  var keyPaths: [String: String] = [:]
  /// Generic parameters with their constraint as written (`Base` → `Reducer`).
  var genericParameters: [String: String] = [:]
  /// For `@ViewAction(for: X)`: `X` as written.
  var viewActionFor: String?
  var location: SourceLocation
  var cases: [RawCase] = []
  var fields: [RawField] = []
  /// `typealias State = …` and friends: name to the aliased type as written.
  var typeAliases: [String: String] = [:]
  /// Composition read from `var body`, one entry per top-level body element.
  var body: [RawBodyElement]?
  /// The type the body returns, as written (`some ReducerOf<Self>`).
  var bodyType: String?
  /// Computed properties and functions that return reducers, by name, with their elements.
  var reducerMembers: [String: [RawBodyElement]] = [:]
  /// The state type `reduce(into:action:)` takes, as written without `inout` (`App.State`).
  var reduceStateType: String?
  /// For an extension of `Reducer` constrained to one feature's domain
  /// (`extension Reducer where State == Game.State`, `extension ReducerOf<Game>`): `Game`.
  var reducerDomain: String?
}

/// One enum case.
struct RawCase: Codable, Equatable, Sendable {
  var name: String
  var payload: [RawPayload]
  var attributes: [String]
  var location: SourceLocation
}

/// One associated value of an enum case.
struct RawPayload: Codable, Equatable, Sendable {
  var label: String?
  var type: String

  /// The payload as the IR writes it: `id: UUID` or `UUID`.
  var written: String { label.map { "\($0): \(type)" } ?? type }
}

/// One stored property.
struct RawField: Codable, Equatable, Sendable {
  var name: String
  /// The declared type, or one guessed from an initialiser such as `Lista.State()`.
  var type: String?
  var attributes: [String]
  var location: SourceLocation
}

/// One top-level element of a reducer body, with what it composes in source order.
struct RawBodyElement: Codable, Equatable, Sendable {
  /// One thing an element composes or refers to.
  enum Part: Codable, Equatable, Sendable {
    case composition(RawComposition)
    /// A member referenced as a reducer (`core`, `self.core`, `Self.core()`), expanded in place.
    case member(String)
    /// A reducer type constructed in the body (`Analytics()`, `HistoryFeature.RootReducer()`),
    /// with where; expanded, and listed as a logic reducer, if it runs on the parent's domain.
    case type(String, SourceLocation)
    /// A member run from inside a `Reduce` closure (`self.core.reduce(into: &state, action:
    /// action)`), with where the call is; expanded in place, its children marked as run so.
    case imperative(String, SourceLocation)
  }

  var parts: [Part] = []
}

/// One composition operator applied to one child domain.
struct RawComposition: Codable, Equatable, Sendable {
  enum Operator: Codable, Equatable, Sendable { case scope, ifLet, ifCaseLet, forEach }

  var op: Operator
  /// The state path without `\.` or a root type (`$editor`, `settings.user`).
  var statePath: String
  /// Whether the state path was written as a case path (`/State.x`, `\State.Cases.x`).
  var stateIsCasePath: Bool
  var actionPath: String
  /// The child reducers as written (`Editor`, `Destination`); empty when the closure is omitted.
  var children: [String]
  /// Whether a closure (or `child:` argument) names the children, read or not.
  var hasClosure: Bool
  /// For a state path held in a property (`.ifLet(sheetPath, action: \.sheet)`): its name;
  /// ``statePath`` is then empty until the assembly reads the property's key path.
  var stateReference: String?
  /// `Scope`s written inline in the closure (`ifLet(…) { Scope(state: /S.a, action: /A.a) { A() } }`).
  var inlineScopes: [RawComposition] = []
  /// Reducers in the closure that take a closure of reducers of their own
  /// (`StackReducer(state: \.a, action: \.a) { FeatureA() }`), in source order.
  var wrappers: [RawWrapper] = []
  /// Children held in stored properties of the composing reducer (`workoutHomeStore`,
  /// `self.child`), by property name; the assembly takes each property's declared type.
  var memberChildren: [String] = []
  var location: SourceLocation
}

/// A reducer written with a trailing closure of reducers, which may wrap `Scope` when its type is
/// not among the scanned sources.
struct RawWrapper: Codable, Equatable, Sendable {
  /// The wrapper as written (`StackReducer`), as it appears among the composition's children.
  var name: String
  /// Its `state:` key path when it has one (`a`), the case of the element domain it scopes to.
  var statePath: String?
  /// The reducer types its closure builds (`FeatureA`).
  var children: [String]
}

/// A pattern in a reducer that matches an action, before resolution.
struct RawHandler: Codable, Equatable, Sendable {
  /// The innermost enclosing type.
  var typeName: String
  /// That type's index in the file's types, when it is a type or extension (not an actor).
  var typeIndex: Int?
  var route: [String]
  var pattern: String
  var location: SourceLocation
  var effects: [RawEffect]
  var mutatesState: Bool
  var returnsEffect: Bool
  /// When the pattern looks inside an arm's bound payload (`case .a(.found(let p)): if case
  /// .legacy = p`), that arm's pattern.
  var arm: SourceLocation?
}

/// Something a handler arm does, before resolution.
struct RawEffect: Codable, Equatable, Sendable {
  enum Kind: Codable, Equatable, Sendable { case stackWrite, popFrom, removeLast, append, assignNil, send }

  var kind: Kind
  var target: String?
  var detail: String?
  var route: [String] = []
  var location: SourceLocation
}

/// A place that constructs an action to send, before resolution.
struct RawEmission: Codable, Equatable, Sendable {
  /// The innermost enclosing type.
  var typeName: String
  /// That type's index in the file's types, when it is a type or extension (not an actor).
  var typeIndex: Int?
  var route: [String]
  var origin: EmissionOrigin
  var location: SourceLocation
  /// For a view: the store variable sent through (`store`, `viewStore`), or `nil` for a bare
  /// `send` in a `@ViewAction` view.
  var storeVariable: String?
  var inView: Bool
}
