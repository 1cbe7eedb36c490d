import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `render --format html`, run as a user would, on the example and on a forged IR file.
@Suite struct CLIHTMLExplorerTests {
  @Test func htmlWritesOneIndexPageTheSameOnEveryRun() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = try CLI.run(["example", "--format", "html", "--out", "a"], in: directory)
    #expect(first.status == 0, "\(first.errors)")
    #expect(CLI.files(in: directory.appendingPathComponent("a")) == ["index.html"])
    let second = try CLI.run(["example", "--format", "html", "--out", "b"], in: directory)
    #expect(second.status == 0, "\(second.errors)")
    let a = try Data(contentsOf: directory.appendingPathComponent("a/index.html"))
    let b = try Data(contentsOf: directory.appendingPathComponent("b/index.html"))
    #expect(a == b)
  }

  @Test func anIRFileWithHostileNamesGivesAWellFormedPageWithLinkedFindings() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("forged.json")
    try EmitHTMLSafetyTests.hostileGraph().jsonData().write(to: input)
    let run = try CLI.run(
      [
        "render", "--input", "forged.json", "--format", "html", "--link-base",
        "https://example.com/r/blob/abc",
      ], in: directory)
    #expect(run.status == 0, "\(run.errors)")
    let page = try Data(contentsOf: directory.appendingPathComponent("out/index.html"))
    let document = try XMLDocument(data: page, options: [])
    let places = try document.nodes(
      forXPath: "//section[@data-view='lint']//td[@class='message']/span[@class='place']/a/@href")
    #expect(
      places.map { $0.stringValue ?? "" } == [
        "https://example.com/r/blob/abc/Sources/A%3Cp%3E/App.swift#L3"
      ])
  }
}
