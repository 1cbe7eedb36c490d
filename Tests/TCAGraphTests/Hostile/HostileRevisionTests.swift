import Foundation
import Testing

@testable import tca_graph

/// `diff` as a pull request could try to fool it: paths spelled so that both sides read the work
/// tree, attributes that hide or forge files in a revision, links out of the tree, submodules,
/// interruptions that leave copies behind, and refs that name no commit.
@Suite struct HostileRevisionTests {
  /// A new private parent match in the work tree: one new finding against `main`.
  private func fixtureWithANewFinding() throws -> GitFixture {
    let fixture = try GitFixture()
    try fixture.replace(
      "      case .settings:\n",
      with:
        "      case .settings(.presented(.view(.saveTapped))):\n        return .none\n      case .settings:\n",
      in: DiffFixtureApp.appPath)
    return fixture
  }

  @Test func everySpellingOfAPathGivesTheSameReport() throws {
    let fixture = try fixtureWithANewFinding()
    let alias = try CLI.temporaryDirectory().appendingPathComponent("alias")
    try FileManager.default.createSymbolicLink(at: alias, withDestinationURL: fixture.root)
    let expected = fixture.diff(["Sources", "--base", "main", "--fail-on", "new-findings"])
    #expect(expected.exitCode == 1)
    #expect(expected.output.contains("New findings: 1"), "\(expected.output)")
    for spelling in [
      "./Sources", fixture.root.path + "/Sources", "Sources/../Sources", "Sources/",
      fixture.root.path + "//Sources/.", alias.path + "/Sources",
    ] {
      #expect(
        fixture.diff([spelling, "--base", "main", "--fail-on", "new-findings"]) == expected,
        "\(spelling)")
    }
    #expect(
      CLI.inProcess(
        ["diff", "Sources", "--base", "main", "--fail-on", "new-findings", "--no-cache"],
        in: alias.path) == expected)
  }

  @Test func anAbsolutePathComparesTwoCommitsAndNotTheWorkTree() throws {
    let fixture = try fixtureWithANewFinding()
    try fixture.commit("private match")
    let absolute = fixture.root.path + "/Sources"
    let result = fixture.diff([
      absolute, "--base", "HEAD~1", "--head", "HEAD", "--fail-on", "new-findings",
    ])
    #expect(result.exitCode == 1)
    #expect(result.output.contains("New findings: 1"), "\(result.output)")
    #expect(
      result
        == fixture.diff([
          "Sources", "--base", "HEAD~1", "--head", "HEAD", "--fail-on", "new-findings",
        ]))
  }

  /// Files no manifest claims are in the module named after the repository's folder, on every
  /// side, so an unchanged tree is no change.
  @Test func aRepositoryWithoutAManifestIsNoChangeAgainstItself() throws {
    let fixture = try GitFixture()
    try fixture.git(["rm", "-q", "Package.swift"])
    try fixture.commit("no manifest")
    let result = fixture.diff(["--base", "HEAD"])
    #expect(result.output.contains("No architectural change"), "\(result.output)")
  }

  @Test func renderDrawsTheChangeWhateverThePathSpelling() throws {
    let fixture = try GitFixture()
    try fixture.write("Sources/App/Profile.swift", Self.feature("Profile"))
    func render(_ path: String) -> String {
      let result = CLI.inProcess(
        [
          "render", path, "--diff-base", "main", "--view", "composition", "--format", "dot",
          "--out", "-",
        ], in: fixture.root.path)
      return String(decoding: result.data, as: UTF8.self)
    }
    let relative = render("Sources")
    #expect(relative.contains("added"), "\(relative)")
    #expect(render(fixture.root.path + "/Sources") == relative)
  }

  @Test func exportIgnoreHidesNoFileOfARevision() throws {
    let fixture = try GitFixture()
    try fixture.write("Sources/App/Profile.swift", Self.feature("Profile"))
    try fixture.write(".gitattributes", "Sources/App/Profile.swift export-ignore\n")
    try fixture.commit("profile, hidden from git archive")
    let result = fixture.diff(["--base", "HEAD~1", "--head", "HEAD"])
    #expect(result.output.contains("| added | `Profile` |"), "\(result.output)")
  }

  @Test func exportSubstWritesNoCodeThatNoBlobHolds() throws {
    let fixture = try GitFixture()
    try fixture.write(".gitattributes", "*.swift export-subst\n")
    try fixture.write("Sources/App/Ghost.swift", "$Format:%B$\n")
    try fixture.git([
      "add", "-A",
    ])
    try fixture.git([
      "commit", "-q", "-m", "ghost", "-m", Self.feature("Ghost"),
    ])
    let result = fixture.diff(["--base", "HEAD~1", "--head", "HEAD", "--format", "json"])
    #expect(!result.output.contains("Ghost\""), "\(result.output)")
    #expect(result.exitCode == 0, "\(result.errors)")
  }

  @Test func aLinkLeavingTheTreeIsNotFollowedOnARevisionsSide() throws {
    let fixture = try GitFixture()
    let temporary = try CLI.temporaryDirectory()
    try FileManager.default.createDirectory(
      at: temporary.appendingPathComponent("peer"), withIntermediateDirectories: true)
    try Data(Self.feature("Planted").utf8).write(
      to: temporary.appendingPathComponent("peer/Planted.swift"))
    try FileManager.default.createSymbolicLink(
      atPath: fixture.root.appendingPathComponent("Sources/Peer").path,
      withDestinationPath: "../../../peer")
    try fixture.commit("a link out of the tree")
    let run = try CLI.run(
      ["diff", "--base", "HEAD", "--head", "HEAD"], in: fixture.root,
      environment: ["TMPDIR": temporary.path])
    #expect(!run.output.contains("Planted"), "\(run.output)")
    #expect(
      run.errors.contains("the link 'Sources/Peer' → '../../../peer' leaves the revision's tree"),
      "\(run.errors)")
    #expect(run.status == 0)
  }

  @Test func aLinkInsideTheTreeIsFollowed() throws {
    let fixture = try GitFixture()
    try fixture.write("Shared/Profile.swift", Self.feature("Profile"))
    try FileManager.default.createSymbolicLink(
      atPath: fixture.root.appendingPathComponent("Sources/App/Shared").path,
      withDestinationPath: "../../Shared")
    try fixture.commit("a shared folder linked in")
    let result = fixture.diff(["Sources", "--base", "HEAD~1", "--head", "HEAD"])
    #expect(result.output.contains("| added | `Profile` |"), "\(result.output)")
  }

  /// A submodule checked out in the work tree: a revision reads it at the commit it records,
  /// so an unchanged submodule is no change.
  @Test func aCheckedOutSubmoduleIsReadAtTheRecordedCommit() throws {
    let fixture = try GitFixture()
    let kit = try Self.kitRepository(in: fixture)
    try fixture.commit("the kit as a submodule")
    #expect(try fixture.git(["ls-tree", "HEAD", "Sources/Kit"]).hasPrefix("160000"))
    let unchanged = fixture.diff(["--base", "HEAD"])
    #expect(unchanged.output.contains("No architectural change"), "\(unchanged.output)")
    try Data(Self.feature("KitExtra").utf8).write(to: kit.appendingPathComponent("Extra.swift"))
    try GitFixture.git(["add", "-A"], in: kit)
    try GitFixture.git(["commit", "-q", "-m", "extra"], in: kit)
    let moved = fixture.diff(["--base", "HEAD"])
    #expect(moved.output.contains("| added | `KitExtra` |"), "\(moved.output)")
    #expect(!moved.output.contains("`KitFeature`"), "\(moved.output)")
  }

  /// A submodule whose recorded commit the checkout lacks is left out of both sides, and said.
  @Test func aSubmoduleThatCannotBeReadIsLeftOutOfBothSides() throws {
    let fixture = try GitFixture()
    _ = try Self.kitRepository(in: fixture)
    let missing = String(repeating: "ab", count: 20)
    try fixture.git(["update-index", "--add", "--cacheinfo", "160000,\(missing),Sources/Kit"])
    try fixture.git(["commit", "-q", "-m", "a submodule at a commit nobody has"])
    let result = fixture.diff(["--base", "HEAD"])
    #expect(result.output.contains("No architectural change"), "\(result.output)")
    #expect(
      result.errors.contains(
        "the submodule 'Sources/Kit' lacks commit \(missing.prefix(12)) in its checkout"),
      "\(result.errors)")
  }

  @Test(arguments: [(0.05, SIGINT), (0.15, SIGTERM), (0.3, SIGINT), (0.5, SIGTERM)])
  func anInterruptedDiffLeavesNoCopyBehind(delay: Double, signal: Int32) throws {
    let fixture = try fixtureWithANewFinding()
    let temporary = try CLI.temporaryDirectory()
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = ["diff", "--base", "main", "--no-cache"]
    process.currentDirectoryURL = fixture.root
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) {
      $1
    }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    Thread.sleep(forTimeInterval: delay)
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    if process.terminationReason == .exit {
      #expect([0, 128 + signal].contains(process.terminationStatus))
    }
  }

  /// Copies left by killed runs are removed by the next one; a copy its process still holds, or
  /// another user's, is kept.
  @Test func theNextRunRemovesTheCopiesOfKilledRuns() throws {
    let fixture = try GitFixture()
    let temporary = try CLI.temporaryDirectory()
    var dead: pid_t = 4_000_000
    while kill(dead, 0) == 0 || errno != ESRCH { dead -= 1 }
    let killed = temporary.appendingPathComponent("tca-graph-diff-\(dead)-\(UUID().uuidString)")
    let older = temporary.appendingPathComponent("tca-graph-diff-\(UUID().uuidString)")
    let held = temporary.appendingPathComponent("tca-graph-diff-\(dead)-\(UUID().uuidString)")
    for folder in [killed, older, held] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("base/Sources"), withIntermediateDirectories: true)
    }
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -7_200)], ofItemAtPath: older.path)
    let lock = open(held.path, O_RDONLY | O_DIRECTORY)
    #expect(flock(lock, LOCK_EX) == 0)
    defer { close(lock) }
    let run = try CLI.run(
      ["diff", "--base", "main"], in: fixture.root, environment: ["TMPDIR": temporary.path])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [
        held.lastPathComponent
      ])
  }

  /// Needs a 64 KiB tmpfs mounted for it: root, where the system lets root mount.
  @Test(.enabled(if: Self.canMountTinyFileSystems, "needs root and a tmpfs mount"))
  func aFullTemporaryFolderIsOneErrorAndLeavesNothing() throws {
    let fixture = try GitFixture()
    try fixture.write(
      "Sources/App/Large.swift", "// " + String(repeating: "x", count: 300_000) + "\n")
    try fixture.commit("a large file")
    let temporary = try CLI.temporaryDirectory()
    let mounted = Self.tinyFileSystem(at: temporary.path)
    defer { if mounted { Self.unmount(temporary.path) } }
    try #require(mounted)
    let run = try CLI.run(
      ["diff", "--base", "main"], in: fixture.root, environment: ["TMPDIR": temporary.path])
    #expect(run.status == 2)
    let lines = run.errors.split(separator: "\n")
    #expect(lines.count == 1, "\(run.errors)")
    #expect(
      run.errors.contains("No space left on device; free space there, or point TMPDIR at"),
      "\(run.errors)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
  }

  @Test func aTemporaryFolderThatIsAFileIsOneError() throws {
    let fixture = try GitFixture()
    let file = try CLI.temporaryDirectory().appendingPathComponent("not-a-folder")
    try Data().write(to: file)
    let run = try CLI.run(
      ["diff", "--base", "main"], in: fixture.root, environment: ["TMPDIR": file.path])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "error: cannot make a temporary folder in '\(file.path)': Not a directory; free space there, or point TMPDIR at a folder with room\n"
    )
  }

  @Test func aBareRepositoryIsNamedAsOne() throws {
    let bare = try CLI.temporaryDirectory()
    try GitFixture.git(["init", "-q", "--bare"], in: bare)
    let result = CLI.inProcess(["diff", "--base", "main"], in: bare.path)
    #expect(result.exitCode == 2)
    #expect(
      result.errors.contains("is a bare git repository, which has no work tree"), "\(result.errors)"
    )
  }

  @Test(arguments: [("main^{tree}", "tree"), ("main:Package.swift", "blob")])
  func aRefToATreeOrBlobSaysWhatItNames(ref: String, kind: String) throws {
    let fixture = try GitFixture()
    let result = fixture.diff(["--base", ref])
    #expect(result.exitCode == 2)
    #expect(
      result.errors
        == "error: '\(ref)' names a \(kind), not a commit; name a branch, tag or commit (diff reads the tree of a commit)\n"
    )
  }

  /// A repository of its own at `Sources/Kit`, declaring `KitFeature`, committed.
  private static func kitRepository(in fixture: GitFixture) throws -> URL {
    let kit = fixture.root.appendingPathComponent("Sources/Kit")
    try FileManager.default.createDirectory(at: kit, withIntermediateDirectories: true)
    try GitFixture.git(["init", "-q", "-b", "main"], in: kit)
    try Data(feature("KitFeature").utf8).write(to: kit.appendingPathComponent("Kit.swift"))
    try GitFixture.git(["add", "-A"], in: kit)
    try GitFixture.git(["commit", "-q", "-m", "kit"], in: kit)
    return kit
  }

  /// Whether a tmpfs can be mounted here, tried once on a folder of its own.
  static let canMountTinyFileSystems: Bool = {
    guard let folder = try? CLI.temporaryDirectory(), tinyFileSystem(at: folder.path) else {
      return false
    }
    unmount(folder.path)
    return true
  }()

  /// Mounts a 64 KiB tmpfs at `path`; whether it could.
  private static func tinyFileSystem(at path: String) -> Bool {
    guard getuid() == 0 else { return false }
    return (try? Self.command(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", path])) == 0
  }

  private static func unmount(_ path: String) {
    _ = try? command(["umount", path])
  }

  private static func command(_ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  static func feature(_ name: String) -> String {
    """
    import ComposableArchitecture

    @Reducer
    struct \(name) {
      @ObservableState
      struct State: Equatable {}
      enum Action {
        case tapped
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          .none
        }
      }
    }

    """
  }
}
