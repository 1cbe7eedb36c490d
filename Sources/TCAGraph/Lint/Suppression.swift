/// The findings a file's comments switch off.
///
/// - `// tca-graph:disable:next rule-id - reason` silences the next line;
/// - `// tca-graph:disable-this-line rule-id` silences its own line;
/// - `// tca-graph:disable-file rule-id` silences the whole file.
///
/// Several ids may be listed, separated by spaces or commas; `all` silences every rule. Text after
/// ` - ` is the reason and is ignored.
public struct Suppression: Equatable, Sendable {
  /// The comment prefix every directive starts with.
  public static let prefix = "tca-graph:"

  /// Rule ids silenced on each 1-based line.
  public private(set) var byLine: [Int: Set<String>] = [:]
  /// Rule ids silenced in the whole file.
  public private(set) var wholeFile: Set<String> = []

  /// Reads the directives in a file's text.
  public init(source: String) {
    var lineNumber = 0
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      guard let directive = Self.directive(in: Substring(line)) else { continue }
      switch directive.command {
      case "disable:next": byLine[lineNumber + 1, default: []].formUnion(directive.rules)
      case "disable-this-line": byLine[lineNumber, default: []].formUnion(directive.rules)
      case "disable-file": wholeFile.formUnion(directive.rules)
      default: continue
      }
    }
  }

  /// Whether a finding of `ruleID` on `line` is silenced.
  public func suppresses(ruleID: String, line: Int) -> Bool {
    let silenced = wholeFile.union(byLine[line] ?? [])
    return silenced.contains(ruleID) || silenced.contains("all")
  }

  private static func directive(in line: Substring) -> (command: String, rules: Set<String>)? {
    guard let marker = line.range(of: prefix) else { return nil }
    let before = line[..<marker.lowerBound].reversed().drop { $0 == " " || $0 == "\t" }
    guard before.starts(with: "//") else { return nil }
    let body = line[marker.upperBound...]
    let withoutReason = body.range(of: " - ").map { body[..<$0.lowerBound] } ?? body
    let words = withoutReason.split { $0 == " " || $0 == "," || $0 == "\t" }.map(String.init)
    guard let command = words.first else { return nil }
    let rules = Set(words.dropFirst())
    return (command, rules.isEmpty ? ["all"] : rules)
  }
}
