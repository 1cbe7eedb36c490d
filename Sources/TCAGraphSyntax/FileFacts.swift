package import TCAGraphSupport
package import TreeIntrospect

/// Everything one walk over one file collects, as plain data so files can be read in parallel and
/// their syntax trees freed before the declarations are joined.
package struct FileFacts: Codable, Equatable, Sendable {
  package var path: String
  package var types: [RawType] = []
  package var handlers: [RawHandler] = []
  package var emissions: [RawEmission] = []
  package var unresolved: [ScanDiagnostic] = []
  /// The modules the file imports (`SortOrderLibrary`), to read `SortOrderLibrary.SortOrder`.
  package var imports: Set<String> = []
  /// The protocols the file declares, for reducer recognition by conformance.
  package var protocols: [RawProtocol] = []
  /// Type aliases declared at file scope (`typealias FeatureReducer = Reducer`).
  package var typeAliases: [String: String] = [:]
  /// Reducer values from before TCA 0.40 (`let appReducer = Reducer<…>.combine(…)`).
  package var valueReducers: [RawValueReducer] = []
  /// The reducer operators declared in extensions of `Reducer`.
  package var reducerOperators: [RawReducerOperator] = []
  /// The `tca-graph:` directives in the file's comments, for lint suppression.
  package var directives: [SuppressionDirective] = []
  /// The `@Dependency` declarations, overrides and client declarations the file holds.
  package var dependencies = RawDependencies()
  /// What the file says about `@Shared` state; `nil` when it says nothing.
  package var sharedState: SharedStateFacts?
  /// What the file says about TCA 2's events, preferences, triggers, closures and dismissals;
  /// `nil` when it says nothing.
  package var featureTalk: FeatureTalkFacts?
  /// The module the file belongs to, set from the module map before assembly.
  package var module = ""

  package init(
    path: String, types: [RawType] = [], handlers: [RawHandler] = [], emissions: [RawEmission] = [],
    unresolved: [ScanDiagnostic] = [], imports: Set<String> = [], protocols: [RawProtocol] = [],
    typeAliases: [String: String] = [:], valueReducers: [RawValueReducer] = [],
    directives: [SuppressionDirective] = []
  ) {
    self.path = path
    self.types = types
    self.handlers = handlers
    self.emissions = emissions
    self.unresolved = unresolved
    self.imports = imports
    self.protocols = protocols
    self.typeAliases = typeAliases
    self.valueReducers = valueReducers
    self.directives = directives
  }
}

/// One protocol declaration: what it refines and the defaults of its associated types.
package struct RawProtocol: Codable, Equatable, Sendable {
  /// The qualified name (`RootReducing`, `App.FeatureProtocol`).
  package var name: String
  /// Inherited protocol names as written, generic arguments dropped (`Reducer`).
  package var inherits: [String]
  /// `associatedtype State = AppReducer.State`: name to the default as written.
  package var associatedDefaults: [String: String]
  var location: SourceLocation
}

/// One type declaration or extension, by its qualified name.
package struct RawType: Codable, Equatable, Sendable {
  package enum Kind: Codable, Equatable, Sendable {
    case structType, enumType, classType, extensionType
  }

  /// The qualified name (`AppFeature.Path`), or the extended type's name for an extension.
  package var name: String
  package var kind: Kind
  /// For a type declared inside an extension: the index, in the file's types, of the outermost
  /// extension around it, whose extended type its name starts with.
  package var enclosingExtension: Int?
  /// Whether the declaration is `private` or `fileprivate`: another file may declare the name.
  package var isFilePrivate = false
  /// Attribute names without `@` (`Reducer`, `CasePathable`, `ViewAction`).
  package var attributes: [String] = []
  /// Inherited type names (`Reducer`, `View`, `Equatable`).
  package var inherits: [String] = []
  /// Constructs of the type's reducer members (`body`, helpers) that could not be read.
  package var unread: [ScanDiagnostic] = []
  /// Properties (stored or static) whose value is a key path, by name, as the path the
  /// compositions write (`sheetPath` → `$sheet` for `let sheetPath = \.$sheet`).
  package var keyPaths: [String: String] = [:]
  /// Generic parameters with their constraint as written (`Base` → `Reducer`).
  package var genericParameters: [String: String] = [:]
  /// For `@ViewAction(for: X)`: `X` as written.
  package var viewActionFor: String?
  package var location: SourceLocation
  package var cases: [RawCase] = []
  package var fields: [RawField] = []
  /// `typealias State = …` and friends: name to the aliased type as written.
  package var typeAliases: [String: String] = [:]
  /// Composition read from `var body`, one entry per top-level body element.
  package var body: [RawBodyElement]?
  /// The type the body returns, as written (`some ReducerOf<Self>`).
  package var bodyType: String?
  /// Computed properties and functions that return reducers, by name, with their elements.
  package var reducerMembers: [String: [RawBodyElement]] = [:]
  /// The state type `reduce(into:action:)` takes, as written without `inout` (`App.State`).
  package var reduceStateType: String?
  /// For an extension of `Reducer` constrained to one feature's domain
  /// (`extension Reducer where State == Game.State`, `extension ReducerOf<Game>`): `Game`.
  package var reducerDomain: String?
}

/// One enum case.
package struct RawCase: Codable, Equatable, Sendable {
  package var name: String
  package var payload: [RawPayload]
  package var attributes: [String]
  package var location: SourceLocation
}

/// One associated value of an enum case.
package struct RawPayload: Codable, Equatable, Sendable {
  package var label: String?
  package var type: String

  /// The payload as the IR writes it: `id: UUID` or `UUID`.
  package var written: String { label.map { "\($0): \(type)" } ?? type }
}

/// One stored property.
package struct RawField: Codable, Equatable, Sendable {
  package var name: String
  /// The declared type, or one guessed from an initialiser such as `Lista.State()`.
  package var type: String?
  package var attributes: [String]
  package var location: SourceLocation
}

/// One top-level element of a reducer body, with what it composes in source order.
package struct RawBodyElement: Codable, Equatable, Sendable {
  /// One thing an element composes or refers to.
  package enum Part: Codable, Equatable, Sendable {
    case composition(RawComposition)
    /// A member referenced as a reducer (`core`, `self.core`, `Self.core()`), expanded in place.
    case member(String)
    /// A reducer type constructed in the body (`Analytics()`, `HistoryFeature.RootReducer()`),
    /// with where; expanded, and listed as a logic reducer, if it runs on the parent's domain.
    case type(String, SourceLocation)
    /// A member run from inside a `Reduce` closure (`self.core.reduce(into: &state, action:
    /// action)`), with where the call is; expanded in place, its children marked as run so.
    case imperative(String, SourceLocation)
    /// A modifier the scanner does not know, which the assembly expands when the app declares
    /// it as a reducer operator (see ``RawReducerOperator``).
    case operatorCall(RawOperatorCall)
  }

  package var parts: [Part] = []
}

/// One composition operator applied to one child domain.
package struct RawComposition: Codable, Equatable, Sendable {
  package enum Operator: Codable, Equatable, Sendable { case scope, ifLet, ifCaseLet, forEach }

  package var op: Operator
  /// The state path without `\.` or a root type (`$editor`, `settings.user`).
  package var statePath: String
  /// Whether the state path was written as a case path (`/State.x`, `\State.Cases.x`).
  package var stateIsCasePath: Bool
  package var actionPath: String
  /// The child reducers as written (`Editor`, `Destination`); empty when the closure is omitted.
  package var children: [String]
  /// Whether a closure (or `child:` argument) names the children, read or not.
  package var hasClosure: Bool
  /// For a state path held in a property (`.ifLet(sheetPath, action: \.sheet)`): its name;
  /// ``statePath`` is then empty until the assembly reads the property's key path.
  package var stateReference: String?
  /// `Scope`s written inline in the closure (`ifLet(…) { Scope(state: /S.a, action: /A.a) { A() } }`).
  package var inlineScopes: [RawComposition] = []
  /// Reducers in the closure that take a closure of reducers of their own
  /// (`StackReducer(state: \.a, action: \.a) { FeatureA() }`), in source order.
  package var wrappers: [RawWrapper] = []
  /// Children held in stored properties of the composing reducer (`workoutHomeStore`,
  /// `self.child`), by property name; the assembly takes each property's declared type.
  package var memberChildren: [String] = []
  /// Whether a `forEach` runs a navigation stack by its own words (TCA 2's `dismissStyle:
  /// .stack`), not by its state's type (1.x's `StackState`).
  package var isStack = false
  /// In a reducer operator's body, the parameters that hold the state and action paths
  /// (`Scope(state: state, action: action)`); the paths are then empty until a call gives them.
  package var stateParameter: String?
  package var actionParameter: String?
  package var location: SourceLocation
}

/// A reducer written with a trailing closure of reducers, which may wrap `Scope` when its type is
/// not among the scanned sources.
package struct RawWrapper: Codable, Equatable, Sendable {
  /// The wrapper as written (`StackReducer`), as it appears among the composition's children.
  package var name: String
  /// Its `state:` key path when it has one (`a`), the case of the element domain it scopes to.
  package var statePath: String?
  /// The reducer types its closure builds (`FeatureA`).
  package var children: [String]
}

/// A pattern in a reducer that matches an action, before resolution.
package struct RawHandler: Codable, Equatable, Sendable {
  /// The innermost enclosing type.
  package var typeName: String
  /// That type's index in the file's types, when it is a type or extension (not an actor).
  package var typeIndex: Int?
  /// Where ``route`` starts: at the feature's `Action`, or at the case carrying a lane enum.
  package var head: RouteHead
  /// The cases the pattern matches, from ``head`` down.
  package var route: [String]
  package var pattern: String
  package var location: SourceLocation
  package var effects: [RawEffect]
  package var mutatesState: Bool
  package var returnsEffect: Bool
  /// When the pattern looks inside an arm's bound payload (`case .a(.found(let p)): if case
  /// .legacy = p`), that arm's pattern.
  package var arm: SourceLocation?
  /// Whether the pattern binds the payload of its deepest case to a name
  /// (`case .adminAuthed(let inner):`).
  package var bindsPayload = false
}

/// Where a handler's route starts, before resolution.
package enum RouteHead: Codable, Equatable, Sendable {
  /// At the owning feature's `Action`.
  case action
  /// At the case of the owning feature's `Action` that carries the lane enum named so (`View`
  /// for a helper's `_ action: Action.View`), which only the assembled feature tells.
  case lane(String)
  /// At the case of the owning feature's `Action` that carries another feature's action, as
  /// written (`Child.Action` for a helper's `action: Child.Action`).
  case carrying(String)
}

/// The route a name that holds an action stands for: its head and the cases below it.
package struct SubjectRoute: Equatable, Sendable {
  package var head: RouteHead
  package var cases: [String]

  /// The route with `cases` matched below it.
  static func + (route: SubjectRoute, cases: [String]) -> SubjectRoute {
    SubjectRoute(head: route.head, cases: route.cases + cases)
  }

  /// Whether the route names nothing: the action itself.
  var isEmpty: Bool { head == .action && cases.isEmpty }
}

/// Something a handler arm does, before resolution.
package struct RawEffect: Codable, Equatable, Sendable {
  package enum Kind: Codable, Equatable, Sendable {
    case stackWrite, popFrom, removeLast, append, assignNil, send
  }

  package var kind: Kind
  package var target: String?
  package var detail: String?
  package var route: [String] = []
  package var location: SourceLocation
}

/// A place that constructs an action to send, before resolution.
package struct RawEmission: Codable, Equatable, Sendable {
  /// The innermost enclosing type.
  package var typeName: String
  /// That type's index in the file's types, when it is a type or extension (not an actor).
  package var typeIndex: Int?
  package var route: [String]
  package var origin: EmissionOrigin
  package var location: SourceLocation
  /// For a view: the store variable sent through (`store`, `viewStore`), or `nil` for a bare
  /// `send` in a `@ViewAction` view.
  package var storeVariable: String?
  package var inView: Bool
}
