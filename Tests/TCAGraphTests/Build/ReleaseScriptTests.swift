import Foundation
import TCAGraph
import Testing

/// `Scripts/release.sh VERSION` on a repository holding a copy of the release's files: it dates
/// the CHANGELOG, writes the version and the formula's archive and checksum, commits and tags,
/// and the release files it leaves agree with what the tag rebuilds.
@Suite final class ReleaseScriptTests {
  let fixture: ReleaseFixture
  let version = TCAGraphVersion.current

  init() throws {
    fixture = try ReleaseFixture()
    try git(["init", "-q", "-b", "main"])
    try commitAll("The release's files")
  }

  deinit { fixture.remove() }

  @discardableResult
  private func git(_ arguments: [String]) throws -> String {
    try GitFixture.git(arguments, in: fixture.root)
  }

  private func commitAll(_ message: String) throws {
    try git(["add", "-A"])
    try git(["commit", "-q", "-m", message])
  }

  /// The date of VERSION's CHANGELOG section in the copy.
  private func releaseDate(of version: String) throws -> String {
    let changelog = try fixture.read("CHANGELOG.md")
    let heading = "## [\(version)] - "
    let line = try #require(
      changelog.split(separator: "\n").first { $0.hasPrefix(heading) },
      "CHANGELOG.md has a section \(version)")
    return String(line.dropFirst(heading.count))
  }

  private func release(_ arguments: [String]) throws -> ScriptRun {
    try fixture.script("release.sh", arguments + ["--no-bundle"])
  }

  @Test func theCurrentVersionIsTaggedWithTheFormulaNamingItsArchive() throws {
    let date = try releaseDate(of: version)
    let run = try release([version, "--date", date])
    #expect(run.status == 0, "\(run.errors)")
    #expect(try git(["tag", "-l"]) == version + "\n")
    #expect(try git(["log", "-1", "--format=%s"]) == "Release \(version)\n")
    #expect(try git(["status", "--porcelain"]).isEmpty, "nothing is left uncommitted")

    let dist = fixture.url(".build/dist/\(version)")
    let archive = dist.appendingPathComponent("tca-graph-\(version).tar.gz")
    let checksum = SHA256.hex(of: try Data(contentsOf: archive))
    let formula = try fixture.read("Formula/tca-graph.rb")
    #expect(formula.contains(#"  sha256 "\#(checksum)""#))
    #expect(
      formula.contains(
        #"  url "\#(TCAGraphVersion.repositoryURL)/releases/download/\#(version)/tca-graph-\#(version).tar.gz""#
      ))
    let sums = try String(
      contentsOf: dist.appendingPathComponent("SHA256SUMS"), encoding: .utf8)
    #expect(sums.contains("\(checksum)  tca-graph-\(version).tar.gz\n"))
    let notes = try String(
      contentsOf: dist.appendingPathComponent("release-notes.md"), encoding: .utf8)
    #expect(notes.hasPrefix("The first release.") || notes.hasPrefix("### "))
    #expect(notes.contains("released under the MIT licence"))
    #expect(!notes.contains("## [\(version)]"), "the notes start under the heading")

    // The release workflow rebuilds the archive from the tag: the same bytes, without Formula/.
    let rebuilt = fixture.url("rebuilt")
    let again = try fixture.script("release.sh", ["archive", version, rebuilt.path])
    #expect(again.status == 0, "\(again.errors)")
    let copy = rebuilt.appendingPathComponent("tca-graph-\(version).tar.gz")
    #expect(try Data(contentsOf: copy) == Data(contentsOf: archive))
    let files = try tarListing(archive)
    #expect(files.contains("tca-graph-\(version)/CHANGELOG.md"))
    #expect(!files.contains { $0.contains("/Formula/") }, "the formula is not in its own archive")
  }

  @Test func theNextReleaseDatesTheUnreleasedSectionAndMovesEveryCopy() throws {
    #expect(try release([version, "--date", releaseDate(of: version)]).status == 0)
    let next = nextPatch(of: version)
    let nothing = try release([next, "--date", "2099-01-02"])
    #expect(nothing.status == 1)
    #expect(nothing.errors.contains("nothing to release"))

    try fixture.replace(
      "## [Unreleased]\n", with: "## [Unreleased]\n\n### Fixed\n- A fix.\n", in: "CHANGELOG.md")
    try commitAll("A fix")
    let run = try release([next, "--date", "2099-01-02"])
    #expect(run.status == 0, "\(run.errors)")
    let changelog = try fixture.read("CHANGELOG.md")
    #expect(
      changelog.contains(
        "## [Unreleased]\n\n## [\(next)] - 2099-01-02\n\n### Fixed\n- A fix.\n\n## [\(version)] - ")
    )
    let url = TCAGraphVersion.repositoryURL
    #expect(changelog.contains("[Unreleased]: \(url)/compare/\(next)...HEAD\n"))
    #expect(changelog.contains("[\(next)]: \(url)/compare/\(version)...\(next)\n"))
    #expect(
      try fixture.read("Sources/TCAGraphSupport/TCAGraphVersion.swift").contains(
        #"current = "\#(next)""#))
    #expect(try fixture.read("README.md").contains(#"from: "\#(next)""#))
    #expect(!(try fixture.read("README.md").contains(#"from: "\#(version)""#)))
    #expect(try fixture.read("docs/ci-recipes.md").contains("releases/download/\(next)/"))
    #expect(try git(["tag", "-l"]) == "\(version)\n\(next)\n")
    let check = try fixture.script("release-check.sh", ["--tag", next])
    #expect(check.status == 0, "\(check.errors)")
  }

  @Test func aDirtyTreeOrAnExistingTagIsRefused() throws {
    try fixture.write("README.md", try fixture.read("README.md") + "\nedited\n")
    let dirty = try release([version])
    #expect(dirty.status == 1)
    #expect(dirty.errors.contains("uncommitted changes"))
    try git(["checkout", "--", "README.md"])
    try git(["tag", version])
    let tagged = try release([version])
    #expect(tagged.status == 1)
    #expect(tagged.errors.contains("the tag \(version) exists"))
  }

  private func nextPatch(of version: String) -> String {
    var parts = version.split(separator: ".").compactMap { Int($0) }
    parts[2] += 1
    return parts.map(String.init).joined(separator: ".")
  }

  private func tarListing(_ archive: URL) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["tar", "-tzf", archive.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }
}
