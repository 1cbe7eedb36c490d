import Testing

@testable import TCAGraphModuleMap

/// `--include`, `--exclude` and the configuration's globs, matched against paths relative to the
/// current folder.
@Suite struct GlobPatternTests {
  @Test(arguments: [
    ("*.swift", "A.swift", true),
    ("*.swift", ".swift", true),
    ("*.swift", "A.swiftx", false),
    ("Sources/*.swift", "Sources/A.swift", true),
    ("Sources/*.swift", "Sources/App/A.swift", false),
    ("Sources/*", "Sources/App/A.swift", false),
    ("Sources/A*B.swift", "Sources/A/B.swift", false),
  ])
  func aStarStaysWithinOneComponent(pattern: String, path: String, matches: Bool) {
    #expect(GlobPattern(pattern).matches(path) == matches)
  }

  @Test(arguments: [
    ("Sources/**", "Sources/A.swift", true),
    ("Sources/**", "Sources/App/Deep/A.swift", true),
    ("Sources/**", "Sources", false),
    ("Sources/**", "Tests/Sources.swift", false),
    ("**", "Sources/App/A.swift", true),
    ("**/*.swift", "A.swift", true),
    ("**/*.swift", "Sources/App/A.swift", true),
    ("Sources/**/Gen/*.swift", "Sources/Gen/A.swift", true),
    ("Sources/**/Gen/*.swift", "Sources/App/Feature/Gen/A.swift", true),
    ("Sources/**/Gen/*.swift", "Sources/Gen/Sub/A.swift", false),
    ("Sources/A**.swift", "Sources/A/B/C.swift", true),
  ])
  func aDoubleStarCrossesComponents(pattern: String, path: String, matches: Bool) {
    #expect(GlobPattern(pattern).matches(path) == matches)
  }

  @Test(arguments: [
    ("**/A.swift", "XA.swift", false),
    ("**/A.swift", "Sources/XA.swift", false),
    ("Sources/**/Gen/*.swift", "Sources/AppGen/A.swift", false),
    ("Sources/**/Gen/*.swift", "Sources/App/NotGen/A.swift", false),
  ])
  func aDoubleStarAndSlashStandForWholeFolders(pattern: String, path: String, matches: Bool) {
    #expect(GlobPattern(pattern).matches(path) == matches)
  }

  @Test(arguments: [
    ("A?.swift", "AB.swift", true),
    ("A?.swift", "A.swift", false),
    ("A?.swift", "ABC.swift", false),
    ("Sources?A.swift", "Sources/A.swift", false),
    ("caf?.swift", "café.swift", true),
  ])
  func aQuestionMarkIsOneCharacterOtherThanASlash(pattern: String, path: String, matches: Bool) {
    #expect(GlobPattern(pattern).matches(path) == matches)
  }

  @Test(arguments: [
    ("[AB].swift", "[AB].swift", true),
    ("[AB].swift", "A.swift", false),
    ("{A,B}.swift", "A.swift", false),
  ])
  func bracketsAndBracesAreLiteral(pattern: String, path: String, matches: Bool) {
    #expect(GlobPattern(pattern).matches(path) == matches)
  }

  @Test(arguments: [
    ("Sources/App", "Sources/App", true),
    ("Sources/App", "Sources/App/A.swift", false),
    ("Sources/App", "Other/Sources/App", false),
    ("App/A.swift", "Sources/App/A.swift", false),
    ("./Sources/*.swift", "Sources/A.swift", true),
    ("/Sources/*.swift", "Sources/A.swift", false),
    ("sources/*.swift", "Sources/A.swift", false),
  ])
  func aPatternWithASlashMatchesTheWholePath(pattern: String, path: String, matches: Bool) {
    #expect(GlobPattern(pattern).matches(path) == matches)
  }

  @Test(arguments: [
    ("Generated", "Sources/Generated/A.swift", true),
    ("Generated", "Sources/NotGenerated/A.swift", false),
    ("*Tests", "Tests/AppTests/A.swift", true),
    ("*.swift", "Sources/App/A.swift", true),
  ])
  func aPatternWithoutASlashAlsoMatchesAnyOneComponent(
    pattern: String, path: String, matches: Bool
  ) {
    #expect(GlobPattern(pattern).matches(path) == matches)
  }

  @Test func theEmptyPatternMatchesOnlyTheEmptyPath() {
    #expect(GlobPattern("").matches(""))
    #expect(!GlobPattern("").matches("A.swift"))
    #expect(!GlobPattern("").matches("Sources//A.swift"))
  }

  @Test func manyDoubleStarsOverALongPathFinish() {
    let path = Array(repeating: "folder", count: 60).joined(separator: "/") + "/A.swift"
    let pattern = Array(repeating: "**", count: 12).joined(separator: "/") + "/B.swift"
    #expect(!GlobPattern(pattern).matches(path))
    #expect(GlobPattern(pattern.replacingOccurrences(of: "B.swift", with: "A.swift")).matches(path))
  }
}
