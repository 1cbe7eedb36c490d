import Foundation
import TCAGraph
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Checkstyle and JUnit reports parse as XML and hold the elements their readers look for, also
/// when names and messages hold markup and control characters.
@Suite struct ReporterXMLTests {
  private func parse(_ reporter: any Reporter.Type, _ findings: [Finding]) throws -> XMLElement {
    let document = try XMLDocument(xmlString: reporter.report(findings), options: [])
    return try #require(document.rootElement())
  }

  private func attribute(_ element: XMLElement, _ name: String) -> String? {
    element.attribute(forName: name)?.stringValue
  }

  @Test func checkstyleHasAFileElementPerFileAndAnErrorPerFinding() throws {
    let root = try parse(CheckstyleReporter.self, ReporterSamples.findings)
    #expect(root.name == "checkstyle")
    let files = root.elements(forName: "file")
    #expect(
      files.map { attribute($0, "name") } == [
        "Sources/App/AppFeature.swift", "Sources/App/Editor.swift", #"Sources/App/New\nLine.swift"#,
        "", "Sources/App/Resena.swift",
      ])
    let errors = files.flatMap { $0.elements(forName: "error") }
    #expect(errors.count == ReporterSamples.findings.count)
    let first = try #require(errors.first)
    #expect(attribute(first, "line") == "42")
    #expect(attribute(first, "column") == "7")
    #expect(attribute(first, "severity") == "warning")
    #expect(attribute(first, "source") == "tca-graph.parent-matches-child-internals")
    #expect(attribute(errors[1], "severity") == "error")
    let escaped = #"Row's <view> & "_internal" | `x` \u{1B}"#
    #expect(attribute(errors[2], "message")?.hasPrefix(escaped) == true)
    #expect(attribute(errors[3], "line") == nil)
    #expect(attribute(errors[4], "severity") == "info", "a note is Checkstyle's info")
  }

  @Test func junitHasATestcasePerFindingAndAFailurePerErrorOrWarning() throws {
    let root = try parse(JUnitReporter.self, ReporterSamples.findings)
    #expect(root.name == "testsuites")
    #expect(attribute(root, "tests") == "5")
    #expect(attribute(root, "failures") == "4")
    let suite = try #require(root.elements(forName: "testsuite").first)
    let cases = suite.elements(forName: "testcase")
    #expect(cases.count == ReporterSamples.findings.count)
    #expect(attribute(cases[0], "classname") == "Sources/App/AppFeature.swift")
    #expect(attribute(cases[0], "name") == "parent-matches-child-internals (42:7)")
    let failures = cases.compactMap { $0.elements(forName: "failure").first }
    #expect(failures.count == cases.count - 1)
    #expect(failures.map { attribute($0, "type") } == ["warning", "error", "warning", "warning"])
    #expect(cases[4].elements(forName: "failure").isEmpty, "a note passes")
    #expect(
      cases[4].elements(forName: "system-out").first?.stringValue
        == "Sources/App/Resena.swift:14:9: note: Resena writes shared key 'borrador', which Lista "
        + "also writes from another subtree; let one feature own the writes "
        + "[shared-state-written-by-many]")
    #expect(
      failures[1].stringValue
        == "Sources/App/Editor.swift:3:1: error: 50% done, a,b: c [lane-violation]")
  }

  @Test(arguments: [CheckstyleReporter.self, JUnitReporter.self] as [any Reporter.Type])
  func anEmptyReportIsAnEmptyDocument(reporter: any Reporter.Type) throws {
    let root = try parse(reporter, [])
    #expect(root.children?.filter { $0.kind == .element }.count ?? 0 <= 1)
    #expect(root.elements(forName: "file").isEmpty)
  }
}
