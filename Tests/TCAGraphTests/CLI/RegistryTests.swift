import Foundation
import TCAGraph
import Testing

@testable import tca_graph

/// Every view, format, reporter and rule type declared in its folder is listed in its registry,
/// so one left out fails here rather than going missing from `--help`, `--view`, `--format` or
/// `--reporter`.
@Suite struct RegistryTests {
  /// The names of the types declared in `folder`'s Swift files as conforming to `protocolName`.
  static func declaredTypes(in folder: String, conformingTo protocolName: String) throws
    -> [String]
  {
    let directory = CLI.packageRoot.appendingPathComponent(folder)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".swift") }
    let declaration = try Regex(
      #"(?m)^(?:public )?(?:struct|enum|final class) (\w+): (?:[\w, ]*, )?"# + protocolName
        + #"\b"#)
    return try files.flatMap { file in
      let text = try String(
        contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      return text.matches(of: declaration).compactMap { $0.output[1].substring.map(String.init) }
    }.sorted()
  }

  @Test func everyViewIsRegistered() throws {
    let declared = try Self.declaredTypes(in: "Sources/TCAGraphViews", conformingTo: "DiagramView")
    #expect(declared.count >= 6, "the scan found the views: \(declared)")
    #expect(declared == DiagramViews.all.map { String(describing: $0) }.sorted())
    #expect(Set(DiagramViews.ids).count == DiagramViews.all.count, "view ids are unique")
  }

  @Test func everyReporterIsRegistered() throws {
    let declared = try Self.declaredTypes(
      in: "Sources/TCAGraphLint/Reporters", conformingTo: "Reporter")
    #expect(declared.count >= 4, "the scan found the reporters: \(declared)")
    #expect(declared == Reporters.all.map { String(describing: $0) }.sorted())
    #expect(Set(Reporters.identifiers).count == Reporters.all.count, "identifiers are unique")
    #expect(Set(Reporters.names).count == Reporters.names.count, "aliases are unique too")
  }

  @Test func everyRuleIsRegistered() throws {
    let declared = try Self.declaredTypes(in: "Sources/TCAGraphRules", conformingTo: "LintRule")
    #expect(declared.count >= 7, "the scan found the rules: \(declared)")
    #expect(declared == LintRules.all.map { String(describing: $0) }.sorted())
    #expect(Set(LintRules.ids).count == LintRules.all.count, "rule ids are unique")
  }

  @Test func everyFormatIsRegistered() throws {
    let declared = try Self.declaredTypes(
      in: "Sources/TCAGraph/Formats",
      conformingTo: "(?:OutputFormat|PictureFormat|GraphFormat|GraphvizImageFormat)")
    #expect(declared.count >= 8, "the scan found the formats: \(declared)")
    #expect(declared == OutputFormats.all.map { String(describing: $0) }.sorted())
    #expect(Set(OutputFormats.ids).count == OutputFormats.all.count, "format ids are unique")
    for format in OutputFormats.all {
      #expect(
        (format is any PictureFormat.Type) != (format is any GraphFormat.Type),
        "\(format.id) draws each picture or writes the whole graph")
      #expect(OutputFormats.format(id: format.id) == format)
    }
  }

  @Test func theDefaultFormatsAreTheRegistrysInItsOrder() {
    #expect(OutputFormats.defaults.map { $0.id } == ["svg", "dot", "mermaid", "json"])
    #expect(DiagramSet().formats.map { $0.id } == OutputFormats.defaults.map { $0.id })
  }

  @Test func helpListsEveryViewFormatAndReporter() {
    /// Help wraps its descriptions: compare with every run of blanks as one space.
    func words(_ text: String) -> String {
      text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }
    let render = words(
      TCAGraphCommand.run(arguments: ["render", "--help"], workingDirectory: "/").output)
    for view in DiagramViews.all {
      #expect(render.contains(view.id) && render.contains(words(view.summary)), "\(view.id)")
    }
    for format in OutputFormats.all {
      #expect(render.contains(format.id) && render.contains(words(format.summary)), "\(format.id)")
    }
    let lint = words(
      TCAGraphCommand.run(arguments: ["lint", "--help"], workingDirectory: "/").output)
    for reporter in Reporters.all {
      #expect(lint.contains(reporter.identifier) && lint.contains(words(reporter.summary)))
    }
  }

  @Test func everyViewIsADefaultView() {
    #expect(DiagramSet().views.map { $0.id } == DiagramViews.ids)
  }
}
