import TCAGraphRules
import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// The findings a file's comments switch off, with SwiftLint's directives:
///
/// - `// tca-graph:disable:next rule-id - reason` silences the next line;
/// - `// tca-graph:disable:this rule-id` silences its own line;
/// - `// tca-graph:disable:previous rule-id` silences the line before;
/// - `// tca-graph:disable rule-id` silences from its line to a later
///   `// tca-graph:enable rule-id`, or to the end of the file.
///
/// Several ids may be listed, separated by spaces or commas; `all` means every rule, and
/// `enable` of one rule after `disable all` turns that rule back on. Text after ` - ` is the
/// reason and is ignored. A directive with an unknown command or rule id, or none, is kept in
/// ``problems`` (what is valid in it still applies). Only comments count: the scanner reads the
/// directives from the comments of its parse of each file (``ScanResult/suppressions``).
public struct Suppression: Equatable, Sendable {
  /// A change at the start of a line: from ``line`` on, ``rules`` are off (or on again).
  public struct RegionChange: Equatable, Sendable {
    /// The first line the change applies to.
    public var line: Int
    /// Whether the rules are switched off (`disable`) or back on (`enable`).
    public var disables: Bool
    /// The rule ids, `all` among them for every rule.
    public var rules: Set<String>
  }

  /// A directive that is misspelt, names an unknown rule or names none.
  public struct Problem: Equatable, Sendable {
    public var line: Int
    public var column: Int
    /// What is wrong and what to write instead: short, lowercase, no trailing period.
    public var message: String
  }

  /// Rule ids silenced on single 1-based lines (`disable:next`, `:this`, `:previous`).
  public private(set) var byLine: [Int: Set<String>] = [:]
  /// The `disable` and `enable` directives, in source order.
  public private(set) var regions: [RegionChange] = []
  /// The directives that do not do what they seem to, in source order.
  public private(set) var problems: [Problem] = []

  /// Every id a directive may name: the rules' and `all`.
  static var knownIDs: Set<String> { Set(LintRules.ids + ["all"]) }

  /// Silences what the directives of one file say, and records what is wrong with them.
  init(directives: [SuppressionDirective]) {
    let known = Self.knownIDs
    for directive in directives {
      let place = (line: directive.line, column: directive.column)
      func problem(_ message: String) {
        problems.append(Problem(line: place.line, column: place.column, message: message))
      }
      let written = SuppressionDirective.prefix + directive.command
      if case .unknown(let command) = directive.kind {
        let commands = SuppressionDirective.commands.map(\.spelling)
        let hint = NameSuggestion.nearest(command, in: commands).map {
          "; did you mean '\(SuppressionDirective.prefix)\($0)'?"
        }
        problem(
          "unknown directive '\(written)'"
            + (hint ?? " (directives: \(commands.joined(separator: ", ")))"))
        continue
      }
      for rule in directive.rules where !known.contains(rule) {
        problem(
          "unknown rule '\(rule)' in '\(written)'"
            + NameSuggestion.hint(rule, in: known.sorted()))
      }
      let rules = Set(directive.rules).intersection(known)
      guard !directive.rules.isEmpty else {
        problem("'\(written)' names no rule; list rule ids or 'all'")
        continue
      }
      guard !rules.isEmpty else { continue }
      switch directive.kind {
      case .next: byLine[directive.line + 1, default: []].formUnion(rules)
      case .this: byLine[directive.line, default: []].formUnion(rules)
      case .previous: byLine[directive.line - 1, default: []].formUnion(rules)
      case .disable:
        regions.append(RegionChange(line: directive.line, disables: true, rules: rules))
      case .enable:
        regions.append(RegionChange(line: directive.line + 1, disables: false, rules: rules))
      case .unknown: break
      }
    }
  }

  /// Reads the directives in the comments of a file's text, parsing it; a file nested too deep
  /// to parse (see ``NestingMeasure``), which the scan skips too, has none.
  public init(source: String) {
    self.init(directives: SuppressionDirective.directives(inSource: source))
  }

  /// Whether a finding of `ruleID` on `line` is silenced: by a single-line directive, or by the
  /// last `disable` or `enable` before it that names the rule or `all`.
  public func suppresses(ruleID: String, line: Int) -> Bool {
    if let silenced = byLine[line], silenced.contains(ruleID) || silenced.contains("all") {
      return true
    }
    let last = regions.last { change in
      change.line <= line && (change.rules.contains(ruleID) || change.rules.contains("all"))
    }
    return last?.disables ?? false
  }

  /// The problems of the directives of several files (by path), in order of place.
  public static func problems(in suppressions: [String: Suppression]) -> [DirectiveProblem] {
    suppressions.flatMap { file, suppression in
      suppression.problems.map { problem in
        DirectiveProblem(
          location: SourceLocation(file: file, line: problem.line, column: problem.column),
          message: problem.message)
      }
    }.sorted()
  }
}
