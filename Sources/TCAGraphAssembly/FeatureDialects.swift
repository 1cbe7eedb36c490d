import TCAGraphSyntax
import TreeIntrospect

/// Which dialect a reducer type is written in, by the dialect's own words rather than the
/// import (TCA 2 code of April 2026 imports `ComposableArchitecture` and writes `@Feature`), and
/// the dialect-specific shapes its types take. Every word is asked of ``DialectVocabulary``.
enum FeatureDialects {
  /// The dialect whose feature macro the type is marked with (`@Reducer`, `@Feature`,
  /// `@ComposableArchitecture2.Feature`), else whose protocol it conforms to (`Reducer`,
  /// `FeatureProtocol`), else whose protocol its `body` is written as (`some Feature`); TCA 1.x,
  /// the dialect of every reducer before TCA 2, when none says.
  static func dialect(of type: MergedType) -> FeatureDialect {
    type.attributes.lazy.compactMap(DialectVocabulary.dialect(ofAttribute:)).first
      ?? type.inherits.lazy.compactMap(DialectVocabulary.dialect(ofProtocol:)).first
      ?? type.bodyType.flatMap(DialectVocabulary.dialect(ofBodyType:))
      ?? .historical
  }

  /// Whether a struct feature is its dialect's prompt (TCA 2's `@Feature struct Confirm:
  /// Prompt`): an alert or dialog with a domain, whose actions are its buttons.
  static func isPrompt(_ type: MergedType) -> Bool {
    let vocabulary = dialect(of: type).vocabulary
    guard !type.isEnum, let prompt = vocabulary.promptProtocol else { return false }
    return type.inherits.contains { vocabulary.spells(prompt, $0) }
  }

  /// The child `X` of a child holder (TCA 2's `Spawn<X>`, `ComposableArchitecture2.Spawn<X>`),
  /// which holds a child feature, TCA 1.x's `@Reducer` ones too; `nil` for any other type.
  static func spawned(_ written: String) -> String? {
    let (base, arguments) = SyntaxReading.genericParts(written)
    guard arguments.count == 1, DialectVocabulary.anySpells(\.childHolders, base) else {
      return nil
    }
    return arguments[0]
  }

  /// A state type with each child holder read as the `X.State` it holds (`[Spawn<X>]` as
  /// `[X.State]`, `Spawn<X>?` as `X.State?`).
  static func spawnedState(_ written: String) -> String {
    var core = written
    var suffix = ""
    while core.hasSuffix("?") {
      core.removeLast()
      suffix += "?"
    }
    if core.hasPrefix("["), core.hasSuffix("]") {
      return "[" + spawnedState(String(core.dropFirst().dropLast())) + "]" + suffix
    }
    return (spawned(core).map { $0 + ".State" } ?? core) + suffix
  }
}
