import Foundation
import Testing

@testable import TCAGraphModuleMap

/// `project.pbxproj` read by Foundation's `PropertyListSerialization` in every format Xcode
/// writes, with the project's own reader naming the line of what Foundation rejects.
@Suite struct ProjectFileReadingTests {
  /// The fixture projects, by their path under `Tests/TCAGraphTests/Fixtures`.
  static let projects = [
    "Modules/XcodeApp/App.xcodeproj/project.pbxproj",
    "Scan/Modules/XcodeTwoTargets/Shop.xcodeproj/project.pbxproj",
  ]

  private static func text(_ path: String) throws -> String {
    try String(
      contentsOf: TestPaths.tests.appendingPathComponent("Fixtures/" + path), encoding: .utf8)
  }

  /// The project's text written again by Foundation in `format`.
  private static func rewritten(
    _ text: String, as format: PropertyListSerialization.PropertyListFormat
  ) throws -> Data {
    let value = try PropertyListSerialization.propertyList(
      from: Data(text.utf8), options: [], format: nil)
    return try PropertyListSerialization.data(fromPropertyList: value, format: format, options: 0)
  }

  @Test(arguments: projects)
  func foundationReadsTheOldStyleFixturesAsTheOwnReaderDoes(path: String) throws {
    let text = try Self.text(path)
    #expect(try PropertyList.reading(projectFile: text) == PropertyListParser.parse(text))
  }

  @Test(arguments: projects)
  func aProjectSavedAsXMLHasTheSameTargets(path: String) throws {
    let text = try Self.text(path)
    let xml = String(decoding: try Self.rewritten(text, as: .xml), as: UTF8.self)
    #expect(xml.hasPrefix("<?xml"))
    #expect(
      try XcodeProjectReader.targets(in: xml, projectFolder: "/p")
        == XcodeProjectReader.targets(in: text, projectFolder: "/p"))
  }

  @Test func aBrokenProjectIsAnErrorOnItsLine() {
    let text =
      "// !$*UTF8*$!\n{\n  archiveVersion = 1;\n  objects = {\n    A = { isa = X }\n  };\n}"
    #expect(throws: PropertyListError.self) { try PropertyList.reading(projectFile: text) }
    do {
      _ = try PropertyList.reading(projectFile: text)
    } catch {
      #expect(error.line == 5)
    }
  }
}
