import TCAGraphSyntax
import TreeIntrospect

/// Which API a reducer type is written in, by the dialect's own words rather than the import
/// (TCA 2 code of April 2026 imports `ComposableArchitecture` and writes `@Feature`).
enum FeatureDialects {
  /// TCA 2 for a type marked `@Feature`, conforming to `FeatureProtocol` or whose `body` is
  /// `some Feature`; TCA 1.x for `@Reducer`, `Reducer` and everything older.
  static func dialect(of type: MergedType) -> FeatureDialect {
    if type.attributes.contains("Reducer") { return .tca1 }
    if type.attributes.contains(where: SyntaxReading.isReducerMacro) { return .tca2 }
    if type.inherits.contains(where: { shortName($0) == "FeatureProtocol" }) { return .tca2 }
    if let written = type.bodyType {
      let base = SyntaxReading.genericParts(
        written.hasPrefix("some ") ? String(written.dropFirst(5)) : written
      ).base
      if shortName(base) == "Feature" { return .tca2 }
    }
    return .tca1
  }

  /// Whether a TCA 2 struct feature is a `Prompt` (`@Feature struct Confirm: Prompt`): an alert
  /// or dialog with a domain, whose actions are its buttons.
  static func isPrompt(_ type: MergedType) -> Bool {
    !type.isEnum && dialect(of: type) == .tca2
      && type.inherits.contains { shortName($0) == "Prompt" }
  }

  /// The child `X` of TCA 2's `Spawn<X>` (`ComposableArchitecture2.Spawn<X>`), which holds a
  /// child feature, TCA 1.x's `@Reducer` ones too; `nil` for any other type.
  static func spawned(_ written: String) -> String? {
    let (base, arguments) = SyntaxReading.genericParts(written)
    guard shortName(base) == "Spawn", arguments.count == 1 else { return nil }
    return arguments[0]
  }

  /// A state type with each `Spawn<X>` read as the `X.State` it holds (`[Spawn<X>]` as
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

  private static func shortName(_ written: String) -> String {
    written.split(separator: ".").last.map(String.init) ?? written
  }
}
