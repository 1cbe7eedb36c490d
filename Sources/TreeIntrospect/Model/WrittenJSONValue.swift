/// A JSON value as written where a whole number is expected, such as a `version` field: the
/// number, or what was written instead, for a message that shows it.
public enum WrittenJSONValue: Decodable, Equatable, Sendable {
  case integer(Int)
  case boolean(Bool)
  case number(Double)
  case string(String)
  /// An array or an object.
  case container

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Bool.self) {
      self = .boolean(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else {
      self = .container
    }
  }

  /// The whole number written, if one was.
  public var integer: Int? {
    if case .integer(let value) = self { return value }
    return nil
  }

  /// What was written, for a message: `the string "1"`, `true`, `1.5`, `an array or object`.
  public var written: String {
    switch self {
    case .integer(let value): "\(value)"
    case .boolean(let value): "\(value)"
    case .number(let value): "\(value)"
    case .string(let value): "the string \"\(value)\""
    case .container: "an array or object"
    }
  }
}
