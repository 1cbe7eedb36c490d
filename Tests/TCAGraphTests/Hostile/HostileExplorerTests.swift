import Foundation
import TCAGraph
import Testing
import TreeIntrospect

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The HTML explorer given names, paths and options an attacker chose: control and bidirectional
/// characters show visibly and leave the page well-formed XML, and `--link-base` never makes a
/// script link.
@Suite struct HostileExplorerTests {
  static let escapeName: FeatureID = "Evil\u{1B}]0;owned\u{07}\u{202E}gnp.exe\u{2066}"
  static let file = "Sources/a\u{1B}[31m\u{202E}b\u{200F}.swift"

  /// A parent and a child whose names, module, place and pattern hold C0, C1 and bidi controls,
  /// the parent matching the child's view action so lint reports a finding naming the file.
  static func controlGraph() -> ArchitectureGraph {
    let place = SourceLocation(file: Self.file, line: 4, column: 2)
    let parent = Feature(
      id: "App\u{85}\u{061C}",
      actions: [.child("kid", Self.escapeName)],
      children: [
        ChildScope(
          operator: .scope, statePath: "kid", actionPath: "kid", child: Self.escapeName, order: 0)
      ],
      handlers: [
        Handler(
          route: ["kid", "view", "tap"], owner: Self.escapeName, match: .view,
          pattern: ".kid(.view(.tap\u{2067}))", location: place)
      ],
      location: place, module: "M\u{1B}\u{7F}")
    let child = Feature(
      id: Self.escapeName,
      actions: [.group("view", lane: .view, typeName: "View", cases: [.leaf("tap\u{1B}")])],
      location: place, module: "M\u{1B}\u{7F}")
    return ArchitectureGraph(roots: ["App\u{85}\u{061C}"], features: [parent, child])
  }

  /// The `<svg>…</svg>` elements of `page`.
  static func inlineSVGs(of page: String) -> [String] {
    var result: [String] = []
    var rest = Substring(page)
    while let start = rest.range(of: "<svg"),
      let end = rest[start.lowerBound...].range(
        of: "</svg>")
    {
      result.append(String(rest[start.lowerBound..<end.upperBound]))
      rest = rest[end.upperBound...]
    }
    return result
  }

  @Test func controlAndBidiCharactersShowVisiblyAndEveryInlineSVGParsesAsXML() throws {
    let graph = Self.controlGraph()
    let findings = LintRunner.check(graph)
    #expect(!findings.isEmpty)
    let page = try ParsedExplorerPage(
      graph, findings: findings, linkBase: "https://example.com/r/blob/abc")
    let hidden = page.text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
        || [0x061C, 0x200E, 0x200F, 0x202E, 0x2066, 0x2067].contains($0.value)
    }
    #expect(hidden.isEmpty, "raw: \(hidden.map { String($0.value, radix: 16) })")
    #expect(!page.text.contains("&#27;") && !page.text.contains("&#x1b;"))
    let svgs = Self.inlineSVGs(of: page.text)
    #expect(svgs.count > 2)
    for svg in svgs {
      let parser = XMLParser(data: Data(svg.utf8))
      #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
    }
    #expect(page.text.contains("Evil\u{241B}]0;owned\u{2407}\\u{202E}gnp.exe\\u{2066}"))
    let names = try page.values("//nav//a/@data-name")
    #expect(names.contains("Evil\u{241B}]0;owned\u{2407}\\u{202E}gnp.exe\\u{2066}"))
    #expect(page.text.contains("a\u{241B}[31m\\u{202E}b\\u{200F}.swift"))
  }

  /// The script opens the page whose `data-name` is the fragment's decoded name.
  @Test func theDeepLinkOfANameWithControlsNamesItAsThePageShowsIt() throws {
    let page = try ParsedExplorerPage(Self.controlGraph())
    let hrefs = try page.values("//nav//a/@href")
    let names = try page.values("//nav//a/@data-name")
    let decoded = hrefs.compactMap {
      String($0.dropFirst("#feature=".count)).removingPercentEncoding
    }
    #expect(decoded == names)
    #expect(!hrefs.contains { $0.contains("%1B") || $0.contains("%E2%80%AE") })
  }

  @Test(arguments: [
    "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox", "java\tscript:alert(1)", " javascript:alert(1)", "\u{1B}javascript:x",
    "jav\nascript:alert(1)", "c:/src",
  ])
  func aLinkBaseOfAnotherSchemeIsRefusedAndLinksNothing(base: String) throws {
    #expect(LinkBase.problem(base) != nil)
    let graph = EmitHTMLSafetyTests.hostileGraph()
    let page = try ParsedExplorerPage(graph, findings: LintRunner.check(graph), linkBase: base)
    #expect(try page.count("//section[@data-view='lint']//span[@class='place']") > 0)
    #expect(try page.count("//section[@data-view='lint']//span[@class='place']//a") == 0)
    #expect(!page.text.lowercased().contains("script:"))
  }

  @Test(arguments: [
    "https://github.com/o/r/blob/abc", "http://example.com/src", "HTTPS://EXAMPLE.COM/",
    "file:///home/me/app", "../app", "blob/abc/", "//example.com/r", "./x:y", "",
  ])
  func httpFileAndRelativeLinkBasesAreAccepted(base: String) {
    #expect(LinkBase.problem(base) == nil)
  }

  @Test func renderRefusesAScriptLinkBaseAsAUsageErrorAndWritesNothing() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try EmitHTMLSafetyTests.hostileGraph().jsonData().write(
      to: directory.appendingPathComponent("g.json"))
    let run = try CLI.run(
      [
        "render", "--input", "g.json", "--format", "html", "--link-base",
        "javascript:alert(document.domain)//",
      ], in: directory)
    #expect(run.status == 2)
    #expect(
      run.errors.contains(
        "--link-base 'javascript:alert(document.domain)//' is a javascript: URL; links may only "
          + "be http:, https: or file: URLs or relative paths"), "\(run.errors)")
    #expect(CLI.files(in: directory.appendingPathComponent("out")).isEmpty)
  }
}
