import Foundation
import Testing

@testable import tca_graph

/// README and the pages under `docs/` link each other, the pictures in `out/` and the sources: a
/// page moved or a heading renamed without its links fails here.
@Suite struct DocumentLinkTests {
  /// README.md, CHANGELOG.md and every page under docs/, relative to the package root.
  static let documents: [String] = {
    let docs =
      (try? FileManager.default.contentsOfDirectory(
        atPath: TestPaths.packageRoot.appendingPathComponent("docs").path)) ?? []
    return ["README.md", "CHANGELOG.md"]
      + docs.filter { $0.hasSuffix(".md") }.sorted().map {
        "docs/" + $0
      }
  }()

  /// The lines of a Markdown file outside fenced code blocks.
  private static func prose(_ text: String) -> [Substring] {
    var inFence = false
    return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inFence.toggle()
        return false
      }
      return !inFence
    }
  }

  /// The anchors GitHub gives the headings of a Markdown file.
  private static func anchors(of file: URL) throws -> Set<String> {
    let text = try String(contentsOf: file, encoding: .utf8)
    return Set(
      prose(text).filter { $0.hasPrefix("#") }.map { line in
        CLIReference.anchor(
          line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            .replacingOccurrences(of: "`", with: ""))
      })
  }

  @Test(arguments: documents)
  func everyRelativeLinkReachesAFileAndItsHeading(document: String) throws {
    let file = TestPaths.packageRoot.appendingPathComponent(document)
    let text = try String(contentsOf: file, encoding: .utf8)
    let link = /\]\(([^)\s]+)\)/
    var checked = 0
    for line in Self.prose(text) {
      // Code spans hold examples (`![alt text](composition.svg)`), not links.
      let outsideCode = line.replacing(/`[^`]*`/, with: "")
      for match in outsideCode.matches(of: link) {
        let target = String(match.output.1)
        if target.contains("://") || target.hasPrefix("mailto:") { continue }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let destination =
          path.isEmpty ? file : file.deletingLastPathComponent().appendingPathComponent(path)
        #expect(
          FileManager.default.fileExists(atPath: destination.path),
          "\(document): '\(target)' names no file")
        if parts.count == 2, destination.pathExtension == "md" {
          #expect(
            try Self.anchors(of: destination).contains(String(parts[1])),
            "\(document): '\(target)' names no heading of \(destination.lastPathComponent)")
        }
        checked += 1
      }
    }
    if document == "README.md" { #expect(checked > 10, "README links the docs pages") }
  }
}
