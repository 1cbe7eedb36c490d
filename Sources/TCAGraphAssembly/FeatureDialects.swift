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

  private static func shortName(_ written: String) -> String {
    written.split(separator: ".").last.map(String.init) ?? written
  }
}
