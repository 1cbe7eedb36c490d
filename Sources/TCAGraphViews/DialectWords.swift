import TreeIntrospect

/// How the pictures name a construct in the dialects a graph is written in: TCA 1.x's
/// `@Reducer enum` is TCA 2's `@Feature enum`.
enum DialectWords {
  /// `@Reducer enum`, `@Feature enum`, or `@Reducer / @Feature enum` when both dialects are
  /// drawn (and `@Reducer enum` when none is, as for a picture with no enum).
  static func enumReducer(_ dialects: Set<FeatureDialect>) -> String {
    let macros = FeatureDialect.allCases.filter(dialects.contains).map(macro)
    return (macros.isEmpty ? macro(.historical) : macros.joined(separator: " / ")) + " enum"
  }

  /// The macro that declares a feature in `dialect`.
  static func macro(_ dialect: FeatureDialect) -> String {
    "@" + dialect.vocabulary.featureMacro
  }
}
