import Foundation
import TCAGraph
import Testing
import TreeIntrospect

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Names and messages from source code render as text in the explorer, whatever they hold.
@Suite struct EmitHTMLSafetyTests {
  static let parent: FeatureID = "App<b>&amp;\"'#%"
  static let child: FeatureID = "<script>alert(1)</script>"

  /// A forged graph whose names mean something in HTML, SVG, DOT and a URL fragment, with a
  /// parent matching the child's view action so lint reports a finding naming both.
  static func hostileGraph() -> ArchitectureGraph {
    let parent = Feature(
      id: Self.parent,
      actions: [.child("kid", Self.child)],
      children: [
        ChildScope(
          operator: .scope, statePath: "kid", actionPath: "kid", child: Self.child, order: 0)
      ],
      handlers: [
        Handler(
          route: ["kid", "view", "tap]]>"], owner: Self.child, match: .view,
          pattern: ".kid(.view(.tap]]>))",
          location: SourceLocation(file: "Sources/A<p>/App.swift", line: 3, column: 5))
      ],
      module: "M<i>&")
    let child = Feature(
      id: Self.child,
      actions: [.group("view", lane: .view, typeName: "View", cases: [.leaf("tap]]>")])],
      module: "M<i>&")
    return ArchitectureGraph(roots: [Self.parent], features: [parent, child])
  }

  @Test func hostileNamesRenderAsTextAndTheMarkupStaysWellFormed() throws {
    let graph = Self.hostileGraph()
    let findings = LintRunner.check(graph)
    #expect(!findings.isEmpty)
    let page = try ParsedExplorerPage(
      graph, findings: findings, linkBase: "https://example.com/r/blob/abc")
    #expect(try page.count("//script") == 1)
    #expect(try page.count("//b") == 0)
    #expect(try page.count("//i") == 0)
    #expect(try page.count("//p[not(@class)]") == 0)
    #expect(!page.text.contains("<script>alert"))
    let names = try page.values("//nav//a/@data-name")
    #expect(Set(names) == [Self.parent.rawValue, Self.child.rawValue])
    let modules = try page.values("//nav//span[@class='module']/text()")
    #expect(modules.map { $0.trimmingCharacters(in: .whitespaces) } == ["M<i>&"])
    let texts = try page.values("//section[@data-view='composition']//svg//text")
    #expect(texts.contains(Self.child.rawValue))
    let messages = try page.values(
      "//section[@data-view='lint']//tbody/tr/td[@class='message']/text()[1]")
    #expect(messages == findings.map(\.message))
  }

  @Test func featureLinksCarryTheNameWholeThroughTheFragment() throws {
    let page = try ParsedExplorerPage(Self.hostileGraph())
    let hrefs = try page.values("//nav//a/@href")
    let decoded = hrefs.map { href -> String? in
      guard href.hasPrefix("#feature="), !href.dropFirst().contains("#") else { return nil }
      return String(href.dropFirst("#feature=".count)).removingPercentEncoding
    }
    #expect(Set(decoded.compactMap { $0 }) == [Self.parent.rawValue, Self.child.rawValue])
  }

  @Test func findingsLinkTheirSourceLineUnderTheLinkBase() throws {
    let graph = Self.hostileGraph()
    let page = try ParsedExplorerPage(
      graph, findings: LintRunner.check(graph), linkBase: "https://example.com/r/blob/abc/")
    let links = try page.values(
      "//section[@data-view='lint']//td[@class='message']/span[@class='place']/a/@href")
    #expect(links == ["https://example.com/r/blob/abc/Sources/A%3Cp%3E/App.swift#L3"])
  }
}
