/// The identity of a feature: its type name qualified by the types that enclose it
/// (`AppFeature.Path`), and by its module only where two modules declare the same name.
///
/// Every id is spelled as ``IdentifierSpelling`` keeps names apart, whichever front end or IR
/// file gave it: Swift tells `Å` (U+00C5) from `A` + U+030A, which `String` equality would merge,
/// so the second is `A\u{30a}` here as it is in a scan of its sources.
public struct FeatureID: RawRepresentable, Codable, Hashable, Comparable, Sendable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The qualified type name.
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = IdentifierSpelling.distinct(rawValue) }
  public init(_ rawValue: String) { self.init(rawValue: rawValue) }
  public init(stringLiteral value: String) { self.init(rawValue: value) }

  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The name for labels: the last component (`Path` for `AppFeature.Path`), or the last two
  /// when the last says only what kind of type it is (`HistoryFeature.Reducer`,
  /// `Search.Feature`, `HistoryFeature.RootReducer`, the static reducer value
  /// `WeatherCore.reducer`). A name that holds a dot is written in backticks in the id, as
  /// Swift writes it, and is one component, shown without them (`Settings.v2`).
  public var shortName: String {
    let components = Self.components(of: rawValue)
    guard let last = components.last else { return rawValue }
    if components.count > 1, Self.roleNames.contains(last) {
      return components.suffix(2).joined(separator: ".")
    }
    return last.count > 2 && last.first == "`" && last.last == "`"
      ? String(last.dropFirst().dropLast()) : last
  }

  /// The names of a qualified name: split at each dot outside backticks.
  static func components(of name: String) -> [String] {
    var components: [String] = []
    var current = ""
    var inBackticks = false
    for character in name {
      if character == "`" { inBackticks.toggle() }
      if character == ".", !inBackticks {
        if !current.isEmpty { components.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { components.append(current) }
    return components
  }

  /// Names that say what a type (or a static reducer value) is rather than which feature it is.
  private static let roleNames: Set<String> = [
    "Reducer", "RootReducer", "Feature", "Domain", "Core", "Logic", "Store", "State", "Action",
    "reducer",
  ]

  public var description: String { rawValue }

  public static func < (lhs: FeatureID, rhs: FeatureID) -> Bool { lhs.rawValue < rhs.rawValue }
}
