@_implementationOnly import SwiftParser

/// The findings a file's comments switch off.
///
/// - `// tca-graph:disable:next rule-id - reason` silences the next line;
/// - `// tca-graph:disable-this-line rule-id` silences its own line;
/// - `// tca-graph:disable-file rule-id` silences the whole file.
///
/// Several ids may be listed, separated by spaces or commas; `all` silences every rule. Text after
/// ` - ` is the reason and is ignored. Only comments count: the scanner reads the directives from
/// the comments of its parse of each file (``ScanResult/suppressions``).
public struct Suppression: Equatable, Sendable {
  /// Rule ids silenced on each 1-based line.
  public private(set) var byLine: [Int: Set<String>] = [:]
  /// Rule ids silenced in the whole file.
  public private(set) var wholeFile: Set<String> = []

  /// Silences what the directives of one file say.
  init(directives: [SuppressionDirective]) {
    for directive in directives {
      switch directive.kind {
      case .nextLine: byLine[directive.line + 1, default: []].formUnion(directive.rules)
      case .thisLine: byLine[directive.line, default: []].formUnion(directive.rules)
      case .file: wholeFile.formUnion(directive.rules)
      }
    }
  }

  /// Reads the directives in the comments of a file's text, parsing it.
  public init(source: String) {
    self.init(
      directives: SuppressionDirective.directives(
        in: Parser.parse(source: source), lines: LineTable(source)))
  }

  /// Whether a finding of `ruleID` on `line` is silenced.
  public func suppresses(ruleID: String, line: Int) -> Bool {
    let silenced = wholeFile.union(byLine[line] ?? [])
    return silenced.contains(ruleID) || silenced.contains("all")
  }
}
