import Foundation
import TCAGraphRules
import TCAGraphSupport
import TreeIntrospect

/// The options of a `.tca-graph.json` file: rule severities, command words and input globs.
///
/// ```json
/// {
///   "version": 1,
///   "rules": { "delegate-names-a-command": "warning", "lane-violation": "error" },
///   "commandWords": ["close", "cierra"],
///   "include": ["Sources/**"],
///   "exclude": ["Sources/Generated/**"]
/// }
/// ```
public struct LintConfiguration: Equatable, Sendable {
  /// The file name looked for in the inputs' folders and their ancestors.
  public static let fileName = ".tca-graph.json"
  /// The configuration version this build reads.
  public static let currentVersion = 1

  /// Severities that override the rules' defaults, by rule id.
  public var severities: [String: Severity]
  /// Replaces ``DelegateNamesACommand/defaultCommandWords`` when set.
  public var commandWords: [String]?
  /// Globs of files to scan (all Swift files when empty).
  public var include: [String]
  /// Globs of files to skip.
  public var exclude: [String]
  /// The file this configuration was read from, if any.
  public var path: String?

  public init(
    severities: [String: Severity] = [:], commandWords: [String]? = nil, include: [String] = [],
    exclude: [String] = [], path: String? = nil
  ) {
    self.severities = severities
    self.commandWords = commandWords
    self.include = include
    self.exclude = exclude
    self.path = path
  }

  /// The severity a rule runs at under this configuration.
  public func severity(for rule: any LintRule.Type) -> Severity {
    severities[rule.id] ?? rule.defaultSeverity
  }

  /// Reads and validates a configuration file.
  public static func load(path: String) throws(LintError) -> LintConfiguration {
    let data: Data
    do {
      data = try RegularFile.contents(atPath: path)
    } catch {
      throw .file(path: path, reason: error.description)
    }
    return try parse(data, path: path)
  }

  /// Parses a configuration's JSON; `path` names the file in errors.
  public static func parse(_ data: Data, path: String) throws(LintError) -> LintConfiguration {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw .configuration(
        path: path, detail: JSONSyntaxReason.reason(in: data) ?? "not valid JSON")
    }
    guard let top = object as? [String: Any] else {
      throw .configuration(path: path, detail: "expected a JSON object at the top level")
    }
    let keys = ["version", "rules", "commandWords", "include", "exclude"]
    for key in top.keys.sorted() where !keys.contains(key) {
      throw .configuration(
        path: path, detail: "unknown key '\(key)'\(Self.hint(key, keys))")
    }
    struct Header: Decodable { var version: WrittenJSONValue? }
    guard let written = try? JSONDecoder().decode(Header.self, from: data).version else {
      throw .configuration(path: path, detail: "missing \"version\": \(currentVersion)")
    }
    guard let version = written.integer else {
      throw .configuration(
        path: path,
        detail: "\"version\" must be the number \(currentVersion), not \(written.written)")
    }
    guard version == currentVersion else {
      throw .configuration(
        path: path,
        detail: "version \(version) is not supported (this build reads \(currentVersion))")
    }
    var configuration = LintConfiguration(path: path)
    if let rules = top["rules"] {
      guard let rules = rules as? [String: Any] else {
        throw .configuration(
          path: path, detail: "'rules' must map rule ids to off, warning or error")
      }
      for (id, value) in rules.sorted(by: { $0.key < $1.key }) {
        guard LintRules.rule(id: id) != nil else {
          throw .configuration(
            path: path, detail: "unknown rule '\(id)'\(Self.hint(id, LintRules.ids))")
        }
        guard let text = value as? String, let severity = Severity(rawValue: text) else {
          throw .configuration(
            path: path, detail: "rule '\(id)' must be \"off\", \"warning\" or \"error\"")
        }
        configuration.severities[id] = severity
      }
    }
    configuration.commandWords = try strings(top["commandWords"], key: "commandWords", path: path)
    configuration.include = try strings(top["include"], key: "include", path: path) ?? []
    configuration.exclude = try strings(top["exclude"], key: "exclude", path: path) ?? []
    return configuration
  }

  private static func hint(_ word: String, _ candidates: [String]) -> String {
    NameSuggestion.nearest(word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  private static func strings(_ value: Any?, key: String, path: String) throws(LintError)
    -> [String]?
  {
    guard let value else { return nil }
    guard let strings = value as? [String] else {
      throw .configuration(path: path, detail: "'\(key)' must be an array of strings")
    }
    return strings
  }

  /// The nearest `.tca-graph.json` in the first input's folder or one of its ancestors.
  public static func find(from inputs: [String], workingDirectory: String) -> String? {
    let fileManager = FileManager.default
    for input in inputs {
      var url = URL(fileURLWithPath: input, relativeTo: URL(fileURLWithPath: workingDirectory))
        .standardizedFileURL
      var isDirectory: ObjCBool = false
      if !fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) { continue }
      if !isDirectory.boolValue { url.deleteLastPathComponent() }
      while true {
        let candidate = url.appendingPathComponent(fileName).path
        if fileManager.fileExists(atPath: candidate) { return candidate }
        let parent = url.deletingLastPathComponent()
        if parent.path == url.path { break }
        url = parent
      }
      return nil
    }
    return nil
  }
}
