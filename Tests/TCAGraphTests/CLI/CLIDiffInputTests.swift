import Foundation
import TCAGraph
import Testing

@testable import tca_graph

/// `tca-graph diff` beyond the kinds of change: what it refuses, with one message each, what it
/// leaves alone, and its other inputs and outputs.
@Suite struct CLIDiffInputTests {
  private static let help = "see 'tca-graph diff --help'\n"

  @Test func revisionGitDoesNotKnowIsNamed() throws {
    let fixture = try GitFixture()
    #expect(
      fixture.diff(["--base", "nope"])
        == CommandResult(
          errors: "error: no commit 'nope' in this repository; name a branch, tag or commit that "
            + "'git rev-parse' knows (for a remote branch, 'origin/main')\n",
          exitCode: 2))
    #expect(fixture.diff(["--base", "--head"]).exitCode == 2)
  }

  @Test func folderOutsideAnyRepositoryIsNamed() throws {
    let folder = try CLI.temporaryDirectory()
    #expect(
      CLI.inProcess(["diff", "--base", "main"], in: folder.path)
        == CommandResult(
          errors: "error: '\(folder.path)' is not in a git repository; run diff in a git "
            + "checkout, or compare two IR files with '--base-input' and '--head-input'\n",
          exitCode: 2))
  }

  @Test func shallowCloneWithoutTheBaseSaysToFetchIt() throws {
    let fixture = try GitFixture()
    try fixture.replace(
      "case saved\n", with: "case saved\n      case closed\n", in: DiffFixtureApp.settingsPath)
    try fixture.commit("closed")
    let clone = try CLI.temporaryDirectory().appendingPathComponent("clone")
    try GitFixture.git(
      ["clone", "-q", "--depth", "1", "file://" + fixture.root.path, clone.path], in: fixture.root)
    #expect(
      CLI.inProcess(["diff", "--base", "HEAD~1"], in: clone.path)
        == CommandResult(
          errors: "error: 'HEAD~1' is not in this shallow clone, whose history stops before it; "
            + "fetch it ('git fetch --unshallow', or 'fetch-depth: 0' in actions/checkout)\n",
          exitCode: 2))
  }

  @Test func pathOutsideTheRepositoryIsNamed() throws {
    let fixture = try GitFixture()
    let root = fixture.root.resolvingSymlinksInPath().path
    #expect(
      fixture.diff(["..", "--base", "main"])
        == CommandResult(
          errors: "error: '..' is outside the git repository at '\(root)'; diff scans paths of "
            + "one repository\n",
          exitCode: 2))
  }

  @Test func missingPathAndMissingBaseAreUsageErrors() throws {
    let fixture = try GitFixture()
    #expect(
      fixture.diff(["Sources/Gone", "--base", "main"])
        == CommandResult(
          errors: "error: cannot access 'Sources/Gone': no such file or folder\n", exitCode: 2))
    #expect(
      fixture.diff([])
        == CommandResult(
          errors: "error: give the revision to compare against with '--base REF' (e.g. '--base "
            + "main'), or two IR files with '--base-input' and '--head-input'\n" + Self.help,
          exitCode: 2))
    #expect(
      fixture.diff(["--base-input", "a.json"])
        == CommandResult(
          errors: "error: give both '--base-input' and '--head-input'\n" + Self.help, exitCode: 2))
    #expect(
      fixture.diff(["--base", "main", "--output", DiffFixtureApp.appPath])
        == CommandResult(
          errors: "error: '--output \(DiffFixtureApp.appPath)' names a Swift source, which the "
            + "diff would replace; name another file\n" + Self.help, exitCode: 2))
    #expect(
      fixture.diff(["--base", "main", "--fail-on", "findings"])
        == CommandResult(
          errors: "error: unknown value 'findings' for '--fail-on' (choose from new-findings, "
            + "any)\n" + Self.help, exitCode: 2))
  }

  /// `--link-base` is checked as `render` checks it (``LinkBase``): a script, a data URL or a base
  /// with a control character is a usage error naming the option, before anything is scanned.
  @Test(arguments: ["javascript:alert(1)", "JavaScript:x", "data:text/html,x", "java\tscript:x"])
  func aLinkBaseOfAnotherSchemeIsAUsageError(base: String) throws {
    let fixture = try GitFixture()
    let problem = try #require(LinkBase.problem(base))
    let shown = base.contains("\t") ? "" : "'\(base)' "
    #expect(
      fixture.diff(["--base", "nope", "--link-base", base])
        == CommandResult(
          errors: "error: --link-base \(shown)\(problem), e.g. "
            + "https://github.com/owner/repo/blob/<commit>\n" + Self.help, exitCode: 2))
    #expect(
      fixture.diff(["--base-input", "a.json", "--head-input", "b.json", "--link-base", base])
        .exitCode == 2)
    #expect(problem.hasPrefix("is a ") || problem.hasPrefix("holds a space or a control"))
  }

  /// A link base the library is handed without the command's check links nothing.
  @Test func aRefusedLinkBaseLinksNoPlaceInTheComment() {
    let feature = Feature(id: "A", location: SourceLocation(file: "Sources/A.swift", line: 1))
    let report = ArchitectureDiffReport(
      base: DiffRevision(ref: "main"), head: DiffRevision(workTree: true),
      changes: ArchitectureDiff(
        base: ArchitectureGraph(roots: [], features: []),
        head: ArchitectureGraph(roots: [feature.id], features: [feature])),
      findings: FindingChanges())
    let text = DiffMarkdown(report: report, linkBase: "javascript:alert(1)").text
    #expect(text.contains("| added | `A` | reducer |  | `Sources/A.swift:1` |"), "\(text)")
    #expect(!text.contains("javascript"))
  }

  /// The base is read with `git archive`: what is staged and what is not stay as they were.
  @Test func workTreeAndIndexAreLeftAlone() throws {
    let fixture = try GitFixture()
    try fixture.replace(
      "case saved\n", with: "case saved\n      case closed\n", in: DiffFixtureApp.settingsPath)
    try fixture.git(["add", DiffFixtureApp.settingsPath])
    try fixture.replace(
      "case openSettingsTapped", with: "case openTapped", in: DiffFixtureApp.appPath)
    let status = try fixture.git(["status", "--porcelain"])
    let staged = try fixture.git(["diff", "--cached"])
    let run = fixture.diff(["--base", "main", "--format", "json"])
    #expect(run.exitCode == 0)
    #expect(run.output.contains("\"path\" : \"delegate.closed\""))
    #expect(run.output.contains("\"renamedFrom\" : \"openSettingsTapped\""))
    #expect(try fixture.git(["status", "--porcelain"]) == status)
    #expect(try fixture.git(["diff", "--cached"]) == staged)
    #expect(status == " M Sources/App/AppFeature.swift\nM  Sources/App/Settings.swift\n")
  }

  @Test func twoIRFilesAreComparedWithoutGit() throws {
    let fixture = try GitFixture()
    let folder = try CLI.temporaryDirectory()
    let before = fixture.root.path
    let base = CLI.inProcess(["dump", "."], in: before)
    try Data(base.output.utf8).write(to: folder.appendingPathComponent("base.json"))
    try fixture.replace(
      "case saved\n", with: "case saved\n      case closed\n", in: DiffFixtureApp.settingsPath)
    let head = CLI.inProcess(["dump", "."], in: before)
    try Data(head.output.utf8).write(to: folder.appendingPathComponent("head.json"))
    #expect(
      CLI.inProcess(
        ["diff", "--base-input", "base.json", "--head-input", "head.json"], in: folder.path)
        == CommandResult(
          output: """
            ### Architecture diff: `base.json` → `head.json`

            **Action cases: 1 added**

            #### Action cases (1)

            | change | feature | case | lane | where |
            | --- | --- | --- | --- | --- |
            | added | `Settings` | `delegate.closed` | delegate | `Sources/App/Settings.swift:20` |

            """))
    let json = CLI.inProcess(
      ["diff", "--base-input", "base.json", "--head-input", "head.json", "--format", "json"],
      in: folder.path)
    #expect(
      json.output.hasSuffix(
        #""head" : {\#n    "input" : "head.json"\#n  },\#n  "version" : 1\#n}\#n"#))
    #expect(
      CLI.inProcess(
        ["diff", "--base-input", "base.json", "--head-input", "head.json", "--base", "main"],
        in: folder.path
      ).errors
        == "error: '--base' names a revision; with '--base-input' and '--head-input' there is none\n"
        + Self.help)
  }

  @Test func outputFileIsWrittenWholeAndNothingPrinted() throws {
    let fixture = try GitFixture()
    let folder = try CLI.temporaryDirectory()
    let printed = fixture.diff(["--base", "main"])
    let written = fixture.diff(["--base", "main", "--output", folder.path + "/diff.md"])
    #expect(written == CommandResult())
    #expect(
      try String(contentsOf: folder.appendingPathComponent("diff.md"), encoding: .utf8)
        == printed.output)
  }

  @Test func failOnAnyFailsOnAChangeWithoutAFinding() throws {
    let fixture = try GitFixture()
    try fixture.replace(
      "case saved\n", with: "case saved\n      case closed\n", in: DiffFixtureApp.settingsPath)
    #expect(fixture.diff(["--base", "main", "--fail-on", "any"]).exitCode == 1)
    #expect(fixture.diff(["--base", "main", "--fail-on", "new-findings"]).exitCode == 0)
    #expect(fixture.diff(["--base", "main"]).exitCode == 0)
  }

  /// Run from a subfolder, both sides are read from the same subfolder of their trees, and the
  /// places are relative to it.
  @Test func subfolderOfTheRepositoryIsScannedOnBothSides() throws {
    let fixture = try GitFixture()
    try fixture.replace(
      "case saved\n", with: "case saved\n      case closed\n", in: DiffFixtureApp.settingsPath)
    let run = fixture.diff(["--base", "main"], in: "Sources/App")
    #expect(run.exitCode == 0)
    #expect(
      run.output.contains(
        "| added | `Settings` | `delegate.closed` | delegate | `Settings.swift:20` |\n"))
  }
}
