package import TreeIntrospect

/// What one file says about shared state (`@Shared`, `@SharedReader`), before names are resolved
/// across files: the fields that hold it, the custom keys declared in extensions of `SharedKey`,
/// the string constants a key may name, where reducers read and write it, and where a parent
/// hands a projection of it to a child's state.
package struct SharedStateFacts: Codable, Equatable, Sendable {
  package var fields: [RawSharedField] = []
  package var keyDeclarations: [RawSharedKeyDeclaration] = []
  package var stringConstants: [RawStringConstant] = []
  /// The raw values of the cases of enums whose raw type is `String`, which a key may name
  /// (`Names.tutorialShown.rawValue`): the case's name, and its literal or implied raw value.
  package var caseRawValues: [RawStringConstant] = []
  /// `String` properties built from the raw value alone (`var id: String { "shared-\(rawValue)" }`).
  package var rawValueTemplates: [RawValueTemplate] = []
  package var accesses: [RawSharedAccess] = []
  package var handOffs: [RawSharedHandOff] = []
  /// Sends whose action carries a `@Shared` projection as its deepest payload
  /// (`.send(.delegate(.startCooking(state.$recipe)))`).
  package var payloadSends: [RawSharedPayloadSend] = []

  package init() {}

  /// Whether the file says nothing about shared state.
  package var isEmpty: Bool {
    fields.isEmpty && keyDeclarations.isEmpty && stringConstants.isEmpty && accesses.isEmpty
      && caseRawValues.isEmpty && rawValueTemplates.isEmpty
      && handOffs.isEmpty && payloadSends.isEmpty
  }
}

/// A key expression as written (`.appStorage("isOn")`, `.cart`, `MyKey()`), read but not resolved.
package enum RawSharedKeyExpression: Codable, Equatable, Sendable {
  /// One of the library's storages with its argument: `.appStorage(…)`, `.fileStorage(…)`,
  /// `.inMemory(…)`.
  case storage(SharedStorage, RawKeyArgument)
  /// A static key declared in an extension of `SharedKey` (`.cart`, `.cart(id)`), by name.
  case member(String)
  /// A key type of the app's own constructed (`MyKey()`): the type and the call as written.
  case construction(type: String, written: String)
  /// An expression the reader cannot take apart, as written.
  case unreadable(String)
}

/// The argument of a library storage, as written.
package enum RawKeyArgument: Codable, Equatable, Sendable {
  /// A string literal's content (`isOn`), or any `fileStorage` URL expression or key path as
  /// written: the key itself.
  case key(String)
  /// A name that may hold a string constant (`Keys.onboarded`, `.onboarded`, `onboardedKey`).
  case reference(String)
  /// A key computed by an expression the reader does not evaluate (`"a" + b`), as written.
  case computed(String)
  /// A key that interpolates values into a string literal (`"\(id).avatar"`, or a `fileStorage`
  /// URL built with one), as written, with the interpolated expressions and, for a string
  /// literal of names, its parts: known only when the app runs, unless every part is a constant
  /// or a raw value the sources spell.
  case interpolated(String, values: [String], parts: [RawInterpolationPart]? = nil)
}

/// A stored property wrapped in `@Shared` or `@SharedReader`.
package struct RawSharedField: Codable, Equatable, Sendable {
  /// The qualified name of the type that declares it (`Cart.State`).
  package var typeName: String
  /// That type's index in the file's types.
  package var typeIndex: Int
  package var name: String
  /// Whether it is a local declared in the type's code (`@Shared(.syncUps) var syncUps` inside a
  /// reducer's arm), not a stored property.
  package var isLocal = false
  /// Whether it is `@SharedReader`.
  package var isReader: Bool
  /// The key, or `nil` for a `@Shared var x: T` a parent hands in.
  package var key: RawSharedKeyExpression?
  /// The key as written (`.appStorage("isOn")`), for messages and unresolved ids.
  package var keyText: String?
  /// The declared type, or one read from a literal default (`Bool` for `= false`).
  package var valueType: String?
  /// The default as written.
  package var defaultValue: String?
  package var location: SourceLocation
}

/// A custom key: a static member of `extension SharedKey where Self == …` (or `SharedReaderKey`,
/// and TCA 1.10's `PersistenceKey`, `PersistenceReaderKey`).
package struct RawSharedKeyDeclaration: Codable, Equatable, Sendable {
  package var name: String
  /// The key its body builds, or `nil` when the body is not one expression the reader takes apart.
  package var body: RawSharedKeyExpression?
  /// The body's expression as written.
  package var bodyText: String?
  /// The value type the extension's `Self ==` constraint names (`[Item]` for
  /// `FileStorageKey<[Item]>.Default`).
  package var valueType: String?
  /// The `default:` the body gives.
  package var defaultValue: String?
  package var location: SourceLocation
}

/// A `let` holding a plain string literal, a key may name it (`static let onboarded = "ob"`).
package struct RawStringConstant: Codable, Equatable, Sendable {
  /// The qualified name of the enclosing type or extended type, or `nil` at file scope.
  package var typeName: String?
  /// That type's index in the file's types.
  package var typeIndex: Int?
  package var name: String
  package var value: String
}

/// A place where code reads or writes a field through `state.x`, `state.$x` or `$x`, or a
/// view through its store (`$store.x`, `store.$x`, `store.x`).
package struct RawSharedAccess: Codable, Equatable, Sendable {
  /// The innermost enclosing type.
  package var typeName: String
  /// That type's index in the file's types.
  package var typeIndex: Int?
  /// The field, without `$`.
  package var field: String
  /// Whether the projection is named on its own (`$x.withLock`), as a local or, in the state's
  /// own code, a field is; `state.$x` and `state.x` name a field.
  package var isBare = false
  /// Whether the code writes it: `withLock`, an assignment, `&x`, a mutating call, a binding
  /// (`$store.x`, `Binding(store.$x)`).
  package var isWrite: Bool
  package var location: SourceLocation
  /// For a view's use through a store: the store variable (`store` for `$store.theme`,
  /// `store.$theme` and `store.theme`), whose state's field ``field`` is; `nil` otherwise.
  package var storeVariable: String?
}

/// A labelled argument that hands a `@Shared` value to a state being built
/// (`Child.State(count: $count)`, `.init(isOn: state.$isOn)`, `Child.State(x: Shared(0))`).
package struct RawSharedHandOff: Codable, Equatable, Sendable {
  /// The innermost enclosing type.
  package var typeName: String
  /// That type's index in the file's types.
  package var typeIndex: Int?
  /// The called expression as written (`Child.State`, `.init`, `Child.State.init`).
  package var callee: String
  /// The argument's label: the child's field, for a memberwise initialiser.
  package var label: String
  /// The field projected (`count` for `$count`, `state.$count`, `$count.total`), or `nil` for a
  /// fresh `Shared(value)`.
  package var projectedField: String?
  /// For a hand-off a view writes, the store it projects the field of (`store` for
  /// `store.$count`, and for `$item` of `ForEach(store.$items) { $item in … }`): the field is
  /// one of the state of the feature whose store that is.
  package var storeVariable: String?
  /// For a value a pattern bound from an action's payload (`sharedRecipe` of
  /// `case .detail(.delegate(.startCooking(let sharedRecipe))):`), where that pattern is: the
  /// handler of that place says whose action carried it.
  package var payloadBinding: SourceLocation?
  package var location: SourceLocation
}

/// A send of an action whose deepest payload projects a `@Shared` field of the sender's state.
package struct RawSharedPayloadSend: Codable, Equatable, Sendable {
  /// The innermost enclosing type.
  package var typeName: String
  /// That type's index in the file's types.
  package var typeIndex: Int?
  /// The cases of the action sent (`["delegate", "startCooking"]`).
  package var route: [String]
  /// The field projected (`recipe` for `state.$recipe`).
  package var projectedField: String
  package var location: SourceLocation
}

/// A piece of a string literal with interpolations: text as written, or the expression
/// interpolated (`Names.x.rawValue` in `"shared-\(Names.x.rawValue)"`).
package enum RawInterpolationPart: Codable, Equatable, Sendable {
  case text(String)
  case value(String)
}

/// A computed `String` property of a type whose value is its raw value with text around it
/// (`var id: String { "shared-\(rawValue)" }`).
package struct RawValueTemplate: Codable, Equatable, Sendable {
  /// The innermost enclosing type.
  package var typeName: String?
  /// That type's index in the file's types.
  package var typeIndex: Int?
  package var name: String
  /// The literal's text before and after the raw value.
  package var prefix: String
  package var suffix: String
}
