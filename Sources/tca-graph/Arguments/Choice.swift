import TCAGraph

/// Reads names given to an option against the names a registry declares.
enum Choice {
  /// The entry of `candidates` whose name is `name`, or a usage error that names the option,
  /// suggests the nearest name and lists them all (`unknown view 'lane'; did you mean 'lanes'?`).
  static func pick<Entry>(
    _ name: String, from candidates: [Entry], named: (Entry) -> String, kind: String,
    option: Option, command: String
  ) throws(UsageError) -> Entry {
    if let entry = candidates.first(where: { named($0) == name }) { return entry }
    let names = candidates.map(named)
    throw UsageError(
      "unknown \(kind) '\(name)' for '\(option.spelling)'" + NameSuggestion.hint(name, in: names)
        + " (choose from \(names.joined(separator: ", ")))", command: command)
  }
}
