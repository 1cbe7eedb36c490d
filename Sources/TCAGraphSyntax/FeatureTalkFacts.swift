package import TreeIntrospect

/// What one file says about the ways TCA 2 features talk without actions, before names are
/// resolved across files: event and preference keys posted and heard, triggers fired and
/// handled, closures handed to a child and called by it, and `try store.dismiss()`.
package struct FeatureTalkFacts: Codable, Equatable, Sendable {
  package var keyUses: [RawKeyUse] = []
  package var triggerFires: [RawTriggerFire] = []
  package var triggerHandlers: [RawTalkPlace] = []
  package var closureCalls: [RawTalkPlace] = []
  package var closureProvisions: [RawClosureProvision] = []
  package var dismissals: [RawTalkPlace] = []

  package init() {}

  /// Whether the file says nothing of the kind.
  package var isEmpty: Bool {
    keyUses.isEmpty && triggerFires.isEmpty && triggerHandlers.isEmpty && closureCalls.isEmpty
      && closureProvisions.isEmpty && dismissals.isEmpty
  }
}

/// A place in a type's code, with the name it is about.
package struct RawTalkPlace: Codable, Equatable, Sendable {
  /// The innermost enclosing type.
  package var typeName: String
  /// That type's index in the file's types, when it is a type or extension.
  package var typeIndex: Int?
  /// The trigger (`reset` for `.onTrigger(store.reset)`), the closure called (`onSave`), or
  /// empty for a dismissal.
  package var name: String
  package var location: SourceLocation
}

/// A key type named in TCA 2 code: `store.post(key: K.self, value:)`, `.onEvent(K.self)`,
/// `.preference(key: K.self, value:)`, `.onPreferenceChange(K.self)`.
package struct RawKeyUse: Codable, Equatable, Sendable {
  package enum Kind: String, Codable, Equatable, Sendable {
    case post, listen, publish, observe
  }

  package var kind: Kind
  /// The key type as written, without `.self` (`AddBookFeature.AddBookEvent`).
  package var key: String
  package var typeName: String
  package var typeIndex: Int?
  package var location: SourceLocation
}

/// A call with no arguments on a child's state, which fires the child's `@Trigger` when the
/// child declares one of that name: `state.child.reset()`, `state.rows[i].reset()`, and a loop
/// variable over a state collection (`for var row in state.rows { row.reload() }`).
package struct RawTriggerFire: Codable, Equatable, Sendable {
  package var typeName: String
  package var typeIndex: Int?
  /// The state path the call goes through, without subscripts: `["rows"]`,
  /// `["destination", "editor"]`.
  package var path: [String]
  /// The method called: the trigger, if the child declares one so named.
  package var trigger: String
  package var location: SourceLocation
}

/// A child constructed with closures among its arguments (`Note(onSave: { … })`), in a
/// reducer's body: the closures its parent hands it.
package struct RawClosureProvision: Codable, Equatable, Sendable {
  package var typeName: String
  package var typeIndex: Int?
  /// The constructed type as written (`ReadingLogNoteFeature`).
  package var constructed: String
  /// The labels of the arguments that are closures or function references.
  package var labels: [String]
  package var location: SourceLocation
}

extension RawField {
  /// Whether a declared type is a function type: `(String) throws -> Void`,
  /// `@Sendable (Int) -> Void`, `((Book) -> Void)?`: a closure property.
  package static func isFunctionType(_ written: String) -> Bool {
    written.contains("->")
  }
}
