import Foundation
import TCAGraphRules
import TCAGraphSupport
import TreeIntrospect

/// The options of a `.tca-graph.json` file: rule severities, command words, input globs and
/// budgets.
///
/// ```json
/// {
///   "version": 1,
///   "rules": { "delegate-names-a-command": "warning", "lane-violation": "error" },
///   "commandWords": ["close", "cierra"],
///   "include": ["Sources/**"],
///   "exclude": ["Sources/Generated/**"],
///   "budgets": { "childrenPerFeature": 8, "depth": 6 }
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
  /// The sizes `budget-exceeded` holds features to; a budget absent here is not checked.
  public var budgets: Budgets
  /// The file this configuration was read from, if any.
  public var path: String?
  /// The bytes that file held when it was read: what `lint --write-budgets` edits, and what the
  /// file must still hold when the budgets are written. Not compared by `==`, which compares
  /// what the configuration says, however it is written.
  public var contents: Data?

  public init(
    severities: [String: Severity] = [:], commandWords: [String]? = nil, include: [String] = [],
    exclude: [String] = [], budgets: Budgets = [:], path: String? = nil
  ) {
    self.severities = severities
    self.commandWords = commandWords
    self.include = include
    self.exclude = exclude
    self.budgets = budgets
    self.path = path
  }

  public static func == (lhs: LintConfiguration, rhs: LintConfiguration) -> Bool {
    lhs.severities == rhs.severities && lhs.commandWords == rhs.commandWords
      && lhs.include == rhs.include && lhs.exclude == rhs.exclude && lhs.budgets == rhs.budgets
      && lhs.path == rhs.path
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

  /// Parses a configuration's JSON; `path` names the file in errors, with the line of the key
  /// in question where there is one.
  public static func parse(_ data: Data, path: String) throws(LintError) -> LintConfiguration {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw .configuration(
        path: path, line: nil, detail: JSONSyntaxReason.reason(in: data) ?? "not valid JSON")
    }
    guard object is [String: Any] else {
      throw .configuration(path: path, line: nil, detail: "expected a JSON object at the top level")
    }
    if let (keyPath, lines) = JSONDuplicateKeys.first(in: data) {
      let key = ConfigurationIssue.dotted(keyPath)
      throw .configuration(
        path: path, line: lines.1,
        detail: "'\(key)' is written twice (lines \(lines.0) and \(lines.1)); a reader would "
          + "keep one and drop the other: write it once")
    }
    let file: ConfigurationFile
    do {
      file = try JSONDecoder().decode(ConfigurationFile.self, from: data)
    } catch let issue as ConfigurationIssue {
      throw .configuration(
        path: path, line: JSONKeyLines.line(of: issue.keyPath, in: data), detail: issue.detail)
    } catch {
      throw .configuration(path: path, line: nil, detail: "not a configuration: \(error)")
    }
    var configuration = LintConfiguration(
      severities: file.rules?.severities ?? [:], commandWords: file.commandWords,
      include: file.include ?? [], exclude: file.exclude ?? [],
      budgets: file.budgets?.budgets ?? [:], path: path)
    configuration.contents = data
    return configuration
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
