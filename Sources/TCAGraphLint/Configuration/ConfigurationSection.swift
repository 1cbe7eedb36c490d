import TCAGraphSupport

/// An object of a `.tca-graph.json` whose keys are fixed: the file itself, `rules`. Decoding one
/// starts with ``rejectUnknownKeys(in:)``, so a misspelt key is an error naming its key path and
/// the nearest right one, never a setting silently ignored.
protocol ConfigurationSection: Decodable {
  /// The keys the object may hold.
  static var keys: [String] { get }
}

extension ConfigurationSection {
  /// Throws a ``ConfigurationIssue`` for the first key, in sorted order, that is not one of
  /// ``keys``; `expected` says what the object must be when it is not an object.
  static func rejectUnknownKeys(in decoder: any Decoder, expected: String) throws {
    let container: KeyedDecodingContainer<ConfigurationKey>
    do {
      container = try decoder.container(keyedBy: ConfigurationKey.self)
    } catch DecodingError.typeMismatch, DecodingError.valueNotFound {
      throw ConfigurationIssue.wrongType(at: decoder.codingPath, expected: expected)
    }
    for key in container.allKeys.map(\.stringValue).sorted() where !keys.contains(key) {
      throw ConfigurationIssue.unknownKey(
        at: decoder.codingPath + [ConfigurationKey(key)],
        suggestion: NameSuggestion.nearest(key, in: keys))
    }
  }
}

/// Any key of a configuration object, for reading keys that are not known in advance.
struct ConfigurationKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

extension KeyedDecodingContainer {
  /// The value at `key`, `nil` when the key is absent; a value of another type (`null` too) is a
  /// ``ConfigurationIssue`` saying what is `expected` there.
  func configurationValue<Value: Decodable>(
    _ type: Value.Type, forKey key: Key, expected: String
  ) throws -> Value? {
    guard contains(key) else { return nil }
    do {
      return try decode(Value.self, forKey: key)
    } catch DecodingError.typeMismatch, DecodingError.valueNotFound {
      throw ConfigurationIssue.wrongType(at: codingPath + [key], expected: expected)
    }
  }
}
