import Foundation
import Testing

@testable import tca_graph

/// `docs/cli.md` is the page the commands' own option tables write (``CLIReference``): an option,
/// command or help text changed without writing the page again fails here.
@Suite struct CLIReferenceTests {
  private let page = TestPaths.packageRoot.appendingPathComponent(CLIReference.path)

  @Test func theCheckedInPageIsTheGeneratedOne() throws {
    if ProcessInfo.processInfo.environment["TCA_GRAPH_RECORD_SNAPSHOTS"] == "1" {
      try CLIReference.markdown().write(to: page, atomically: true, encoding: .utf8)
      Issue.record("recorded \(CLIReference.path); check it, then run again")
      return
    }
    let written = try String(contentsOf: page, encoding: .utf8)
    let generated = CLIReference.markdown()
    let lines = zip(written.split(separator: "\n"), generated.split(separator: "\n"))
    let first = lines.enumerated().first { $0.element.0 != $0.element.1 }
    #expect(
      written == generated,
      """
      \(CLIReference.path) is not what the commands' tables say\
      \(first.map { " (line \($0.offset + 1): '\($0.element.1)')" } ?? ""); \
      write it again with \(CLIReference.regenerateCommand)
      """)
  }

  @Test func everyCommandAndOptionHasItsPlace() {
    let page = CLIReference.markdown()
    #expect(page.contains("\n## tca-graph\n"))
    for option in TCAGraphCommand.options {
      #expect(page.contains("| `\(HelpLayout.label(of: option))` |"), "\(option.spelling)")
    }
    for command in TCAGraphCommand.commands {
      #expect(page.contains("\n## tca-graph \(command.name)\n"), "\(command.name)")
      #expect(page.contains("(#tca-graph-\(command.name))"), "\(command.name) in the contents")
      for option in command.options {
        #expect(
          page.contains("| `\(HelpLayout.label(of: option))` |"),
          "\(command.name) \(option.spelling)")
      }
      for table in command.helpTables {
        for row in table.rows {
          #expect(page.contains("| `\(row.label)` |"), "\(command.name): \(row.label)")
        }
      }
    }
  }

  @Test func helpTextIsEscapedForATableCell() {
    let page = CLIReference.markdown()
    // lanes/<Feature> in render's footer, a pipe in no option's text breaks a row.
    #expect(page.contains("lanes/<Feature>"), "the footer is a text block, unescaped")
    for line in page.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.replacingOccurrences(of: "\\|", with: "").split(
        separator: "|", omittingEmptySubsequences: false)
      #expect(cells.count == 4, "a row of two cells: \(line)")
    }
  }
}
