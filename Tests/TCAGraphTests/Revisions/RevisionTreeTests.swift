import Testing

@testable import TCAGraph

/// How a revision's links resolve: through the tree's own links, one component at a time, as
/// the system would in a checkout; never out of the tree.
@Suite struct RevisionTreeTests {
  private func tree(_ links: [String: String], files: [String] = []) -> RevisionTree {
    let entries =
      links.keys.map { GitTreeEntry(kind: .link, object: "0", pathBytes: Array($0.utf8)) }
      + files.map { GitTreeEntry(kind: .file, object: "0", pathBytes: Array($0.utf8)) }
    return RevisionTree(entries: entries, linkTargets: links)
  }

  private func resolve(_ tree: RevisionTree, _ path: String) -> RevisionTree.Resolution {
    var passed: [String] = []
    return tree.resolve(path, passing: &passed)
  }

  /// Lexically `x/../../..` from `p/q` stays at the top, but `x` leads to `m`, one level down,
  /// so the system climbs out of the tree: the link is not followed.
  @Test func aLinkThroughAShallowerLinkLeavesTheTree() {
    let links = ["p/q/x": "../../m", "p/q/L": "x/../../.."]
    let resolved = resolve(tree(links, files: ["m/A.swift"]), "p/q/L")
    #expect(resolved == .outside(link: "p/q/L", target: "x/../../.."))
  }

  @Test func aLinkInsideTheTreeResolvesThroughOthers() {
    let links = ["Sources/Shared": "../Common", "Common": "Real/Common"]
    #expect(
      resolve(tree(links, files: ["Real/Common/A.swift"]), "Sources/Shared/A.swift")
        == .inside("Real/Common/A.swift"))
  }

  @Test func anAbsoluteTargetLeavesTheTree() {
    #expect(
      resolve(tree(["Peer": "/etc"]), "Peer/passwd") == .outside(link: "Peer", target: "/etc"))
  }

  @Test func twoLinksToEachOtherAreALoop() {
    guard case .loop = resolve(tree(["a": "b", "b": "a"]), "a") else {
      Issue.record("not a loop")
      return
    }
  }

  @Test func aSelectionReadsSwiftFilesUnderThePathAndManifestsAboveIt() {
    let files = [
      "Package.swift", "README.md", "App/Sources/A.swift", "App/Sources/logo.png",
      "App/Project.xcodeproj/project.pbxproj", ".tca-graph.json", "Other/B.swift",
    ]
    let selection = tree([:], files: files).selection(for: ["App/Sources"], leavingOut: [])
    #expect(
      selection.files.map(\.path) == [
        ".tca-graph.json", "App/Project.xcodeproj/project.pbxproj", "App/Sources/A.swift",
        "Package.swift",
      ])
    let other = tree([:], files: files).selection(for: ["Other"], leavingOut: [])
    #expect(other.files.map(\.path) == [".tca-graph.json", "Other/B.swift", "Package.swift"])
  }

  @Test func aPathWithAGitOrParentComponentIsNeverWritten() {
    let selection = tree([:], files: ["Sources/.GIT/hooks/x.swift", "Sources/A.swift"])
      .selection(for: ["Sources"], leavingOut: [])
    #expect(selection.files.map(\.path) == ["Sources/A.swift"])
    #expect(selection.unsafePaths == ["Sources/.GIT/hooks/x.swift"])
  }
}
