/// The identity of a feature: its type name qualified by the types that enclose it
/// (`AppFeature.Path`), and by its module only where two modules declare the same name.
public struct FeatureID: RawRepresentable, Codable, Hashable, Comparable, Sendable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The qualified type name.
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The last component of the name: `Path` for `AppFeature.Path`.
  public var shortName: String {
    rawValue.split(separator: ".").last.map(String.init) ?? rawValue
  }

  public var description: String { rawValue }

  public static func < (lhs: FeatureID, rhs: FeatureID) -> Bool { lhs.rawValue < rhs.rawValue }
}
