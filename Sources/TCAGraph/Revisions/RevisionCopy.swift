import Foundation

/// What `diff` reads of one revision, and its copy into a folder: the files a scan of the asked
/// paths reads, taken from the commit's tree itself (`git ls-tree` and `git cat-file`), so no
/// attribute (`export-ignore`, `export-subst`), filter or end-of-line setting changes them, no
/// link is followed out of the tree, and neither the work tree nor the index is read.
///
/// A submodule is read at the commit the revision records, from its checkout in the work tree;
/// one that is not checked out there, or whose checkout lacks that commit, is left out (and
/// should be left out of the other side too: ``leftOutSubmodules``).
public struct RevisionCopy {
  /// A path of the revision that is not read, and why.
  public struct LeftOut: Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
      /// A link whose target leaves the tree or loops.
      case linkLeavingTree(target: String)
      /// A submodule not checked out in the work tree.
      case submoduleNotCheckedOut(commit: String)
      /// A submodule whose checkout lacks the commit the revision records.
      case submoduleCommitMissing(commit: String)
      /// A path git holds that cannot be written safely (`..` or `.git` in it).
      case unsafePath
    }

    /// The path, relative to the repository's top.
    public var path: String
    public var reason: Reason

    public var description: String {
      switch reason {
      case .linkLeavingTree(let target):
        "the link '\(path)' → '\(target)' leaves the revision's tree, so it is not followed"
      case .submoduleNotCheckedOut(let commit):
        "the submodule '\(path)' (commit \(commit.prefix(12))) is not checked out, so it is "
          + "left out of both sides; run 'git submodule update --init' to compare it"
      case .submoduleCommitMissing(let commit):
        "the submodule '\(path)' lacks commit \(commit.prefix(12)) in its checkout, so it is "
          + "left out of both sides; fetch it in the submodule to compare it"
      case .unsafePath:
        "'\(path)' cannot be written safely (a '..' or '.git' component), so it is left out"
      }
    }

    /// Whether the path should be left out of the other side as well.
    public var leavesBothSides: Bool {
      switch reason {
      case .submoduleNotCheckedOut, .submoduleCommitMissing: true
      case .linkLeavingTree, .unsafePath: false
      }
    }
  }

  let repository: GitRepository
  let commit: String
  let revision: String
  /// Where this repository's top lies in the outer repository's tree ("" for the outer one).
  let prefix: String
  let tree: RevisionTree
  let selection: RevisionTree.Selection
  /// The submodules read, by path relative to this repository's top.
  let submodules: [String: RevisionCopy]
  /// What is not read, relative to the outer repository's top.
  public let leftOut: [LeftOut]

  /// What reading `paths` (relative to the repository's top, "" for all) of `commit` takes,
  /// leaving out the submodules at `leaveOut` (relative to the outer repository's top);
  /// `scratch` holds git's lists of objects.
  public init(
    _ repository: GitRepository, commit: String, shownAs revision: String, paths: [String],
    leavingOut leaveOut: Set<String> = [], scratch: String
  ) throws(RevisionError) {
    try self.init(
      repository, commit: commit, revision: revision, paths: paths, prefix: "",
      leaveOut: leaveOut, scratch: scratch)
  }

  private init(
    _ repository: GitRepository, commit: String, revision: String, paths: [String],
    prefix: String, leaveOut: Set<String>, scratch: String
  ) throws(RevisionError) {
    self.repository = repository
    self.commit = commit
    self.revision = revision
    self.prefix = prefix
    let entries = try GitTreeEntry.list(commit, in: repository, shownAs: revision)
    let links = entries.filter { $0.kind == .link }
    var targets: [String: String] = [:]
    var current: [UInt8] = []
    var index = 0
    let reader = GitBlobReader(
      repository: repository, revision: revision, listFile: scratch + "/objects")
    try reader.read(
      links.map(\.object),
      into: .init(
        begin: { at, _ in
          index = at
          current = []
        },
        append: { current.append(contentsOf: $0) },
        end: { targets[links[index].path] = String(decoding: current, as: UTF8.self) }))
    tree = RevisionTree(entries: entries, linkTargets: targets)
    let inner = Set(
      leaveOut.compactMap { path -> String? in
        guard RevisionTree.isWithin(path, prefix), path != prefix || prefix.isEmpty else {
          return nil
        }
        return prefix.isEmpty ? path : String(path.dropFirst(prefix.count + 1))
      })
    selection = tree.selection(for: paths, leavingOut: inner)
    var leftOut = selection.leftOutLinks.map {
      LeftOut(path: RevisionTree.join(prefix, $0.path), reason: .linkLeavingTree(target: $0.target))
    }
    leftOut += selection.unsafePaths.map {
      LeftOut(path: RevisionTree.join(prefix, $0), reason: .unsafePath)
    }
    var submodules: [String: RevisionCopy] = [:]
    for (entry, inside) in selection.submodules {
      let path = entry.path
      let outer = RevisionTree.join(prefix, path)
      guard let checkout = repository.submoduleCheckout(at: path) else {
        leftOut.append(LeftOut(path: outer, reason: .submoduleNotCheckedOut(commit: entry.object)))
        continue
      }
      guard checkout.hasCommit(entry.object) else {
        leftOut.append(LeftOut(path: outer, reason: .submoduleCommitMissing(commit: entry.object)))
        continue
      }
      let copy = try RevisionCopy(
        checkout, commit: entry.object, revision: revision, paths: inside, prefix: outer,
        leaveOut: leaveOut, scratch: scratch)
      leftOut += copy.leftOut
      submodules[path] = copy
    }
    self.submodules = submodules
    self.leftOut = leftOut
  }

  /// The submodules to leave out of the other side too, relative to the repository's top.
  public var leftOutSubmodules: Set<String> {
    Set(leftOut.filter(\.leavesBothSides).map(\.path))
  }

  /// Writes the copy into `folder` (which must exist and be empty), leaving out the submodules
  /// at `leaveOut`; its top and each submodule's top hold a `.git` file, so searches for
  /// manifests stop there as they do in a checkout. A write that fails (a full disk) throws
  /// ``RevisionError/cannotWrite(revision:reason:folder:)`` once.
  public func write(into folder: String, leavingOut leaveOut: Set<String> = [], scratch: String)
    throws(RevisionError)
  {
    let writer = FileTreeWriter(root: folder, revision: revision)
    try writer.file(".git", contents: [])
    for path in selection.folders { try writer.folder(path) }
    var descriptor: Int32 = -1
    let files = selection.files
    let reader = GitBlobReader(
      repository: repository, revision: revision, listFile: scratch + "/objects")
    try reader.read(
      files.map(\.object),
      into: .init(
        begin: { index, _ throws(RevisionError) in
          descriptor = try writer.create(files[index].pathBytes)
        },
        append: { bytes throws(RevisionError) in try writer.write(bytes, to: descriptor) },
        end: { () throws(RevisionError) in
          try writer.close(descriptor)
          descriptor = -1
        }))
    for (path, copy) in submodules.sorted(by: { $0.key < $1.key })
    where !leaveOut.contains(copy.prefix) {
      try writer.folder(path)
      try copy.write(
        into: folder + "/" + path, leavingOut: leaveOut, scratch: scratch)
    }
    for (entry, target) in selection.links { try writer.link(entry.pathBytes, to: target) }
  }
}

extension GitRepository {
  /// The repository checked out at `path` (relative to the top) as a submodule; `nil` when the
  /// folder is not the top of a work tree of its own.
  func submoduleCheckout(at path: String) -> GitRepository? {
    let folder = root + "/" + path
    guard FileManager.default.fileExists(atPath: folder + "/.git"),
      let result = try? GitCommand.run(["rev-parse", "--show-toplevel"], in: folder),
      result.status == 0
    else { return nil }
    let top = URL(fileURLWithPath: result.output.trimmingCharacters(in: .newlines))
      .resolvingSymlinksInPath().path
    let expected = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    return top == expected ? GitRepository(root: top) : nil
  }

  /// Whether the repository holds the commit `hash`.
  func hasCommit(_ hash: String) -> Bool {
    guard hash.allSatisfy(\.isHexDigit) else { return false }
    let result = try? GitCommand.run(["cat-file", "-e", hash + "^{commit}"], in: root)
    return result?.status == 0
  }
}
