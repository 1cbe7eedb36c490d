/// What is wrong at one key path of a configuration, thrown while decoding it; the file and the
/// line are added when it becomes a ``LintError``.
struct ConfigurationIssue: Error, Equatable {
  /// The keys from the top-level object down to the key in question (`["rules", "lane-violation"]`);
  /// empty for the whole file.
  var keyPath: [String]
  /// What is wrong and what to write instead.
  var detail: String

  /// `rules.lane-violation`, as messages name a key.
  static func dotted(_ keyPath: [String]) -> String { keyPath.joined(separator: ".") }

  /// A key the object does not have, with the nearest one it does.
  static func unknownKey(at codingPath: [any CodingKey], suggestion: String?) -> Self {
    let keyPath = codingPath.map(\.stringValue)
    return ConfigurationIssue(
      keyPath: keyPath,
      detail: "unknown key '\(dotted(keyPath))'"
        + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
  }

  /// A value of the wrong type: `expected` says what it must be (`an array of strings`).
  static func wrongType(at codingPath: [any CodingKey], expected: String) -> Self {
    let keyPath = codingPath.map(\.stringValue)
    return ConfigurationIssue(keyPath: keyPath, detail: "'\(dotted(keyPath))' must be \(expected)")
  }
}
