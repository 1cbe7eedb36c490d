import Foundation

/// One entry of a commit's tree, as `git ls-tree -r -z --full-tree` lists it: a file, a symbolic
/// link, or a submodule (a commit of another repository).
struct GitTreeEntry: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// A regular file (mode `100644` or `100755`).
    case file
    /// A symbolic link (mode `120000`): its blob holds the target.
    case link
    /// A submodule (mode `160000`): the object is the commit it records.
    case submodule
  }

  var kind: Kind
  /// The blob's hash, or the submodule's commit.
  var object: String
  /// The path from the tree's top, as git stores it (any bytes but NUL).
  var pathBytes: [UInt8]

  /// ``pathBytes`` read as UTF-8 (a byte that is not shown as U+FFFD).
  var path: String { String(decoding: pathBytes, as: UTF8.self) }

  /// Every entry of `commit`'s tree, its folders walked; submodules are listed, not entered.
  static func list(_ commit: String, in repository: GitRepository, shownAs revision: String)
    throws(RevisionError) -> [GitTreeEntry]
  {
    var bytes: [UInt8] = []
    let (status, errors) = try GitCommand.stream(
      ["ls-tree", "-r", "-z", "--full-tree", commit], in: repository.root
    ) { bytes.append(contentsOf: $0) }
    guard status == 0 else {
      throw .extraction(
        revision: revision,
        reason: "git ls-tree exited with \(status)" + (errors.isEmpty ? "" : ": \(errors)"))
    }
    return try parse(bytes, shownAs: revision)
  }

  /// The entries of `ls-tree -z` output: `<mode> <type> <object>\t<path>\0` each.
  static func parse(_ bytes: [UInt8], shownAs revision: String) throws(RevisionError)
    -> [GitTreeEntry]
  {
    var entries: [GitTreeEntry] = []
    for record in bytes.split(separator: 0, omittingEmptySubsequences: true) {
      guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else {
        throw .extraction(revision: revision, reason: "git ls-tree printed a line without a tab")
      }
      let fields = record[record.startIndex..<tab].split(separator: UInt8(ascii: " "))
      guard fields.count == 3 else {
        throw .extraction(revision: revision, reason: "git ls-tree printed an unexpected line")
      }
      let mode = String(decoding: fields[0], as: UTF8.self)
      let kind: Kind
      switch mode {
      case "100644", "100755", "100664": kind = .file
      case "120000": kind = .link
      case "160000": kind = .submodule
      default: continue
      }
      entries.append(
        GitTreeEntry(
          kind: kind, object: String(decoding: fields[2], as: UTF8.self),
          pathBytes: Array(record[record.index(after: tab)...])))
    }
    return entries
  }
}
