import TCAGraph
import Testing

/// The lint table styles the severity cell of every severity a finding can have, so a note is
/// told apart from a warning at a glance.
@Suite struct EmitHTMLSeverityStyleTests {
  @Test(arguments: Severity.allCases.filter { $0 != .off })
  func theLintTableStylesEachSeverity(_ severity: Severity) throws {
    let page = try ParsedExplorerPage(try ExampleGraphs.lessonsApp())
    #expect(page.text.contains("td.severity.\(severity.rawValue) {"))
  }
}
