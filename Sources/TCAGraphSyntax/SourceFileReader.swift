internal import SwiftParser
internal import SwiftSyntax
package import TCAGraphSupport
internal import TreeIntrospect

/// The one door from a file's text to its facts: parses it with SwiftParser and collects what
/// ``DeclarationCollector`` reads, so no layer above this one imports SwiftSyntax.
package enum SourceFileReader {
  /// The facts of the file at `path` whose text is `text`, and the warning to give about it: a
  /// file nested too deep to parse is skipped (`facts` is `nil`), and one with syntax errors
  /// still gives what parsed.
  package static func read(path: String, text: String) -> (
    facts: FileFacts?, diagnostic: ScanDiagnostic?
  ) {
    let nesting = NestingMeasure(text)
    guard !nesting.isTooDeep else {
      return (
        facts: nil,
        diagnostic: .tooDeep(
          file: path, depth: nesting.depth, bracketDepth: nesting.bracketDepth)
      )
    }
    let tree = Parser.parse(source: text)
    let facts = DeclarationCollector.collect(tree, text: text, path: path)
    var diagnostic: ScanDiagnostic?
    if tree.hasError {
      let first = FirstSyntaxError(in: tree)
      let position = LineTable(text).location(ofUTF8Offset: first?.offset ?? 0)
      diagnostic = .syntaxError(
        file: path, line: position.line, column: position.column,
        message: first?.message ?? "cannot parse")
    }
    return (facts: facts, diagnostic: diagnostic)
  }
}
