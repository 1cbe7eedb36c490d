/// Why a revision of a git repository could not be read.
public enum RevisionError: Error, Equatable, CustomStringConvertible {
  /// `git` could not be run.
  case gitUnavailable(reason: String)
  /// The folder is in no git repository.
  case notARepository(folder: String)
  /// The folder is a bare repository, which has no work tree.
  case bareRepository(folder: String)
  /// The folder is inside a repository's `.git` folder.
  case insideGitFolder(folder: String)
  /// The repository has no commit of that name.
  case unknownRevision(String)
  /// The revision names an object that is not a commit (a tree or a blob).
  case notACommit(String, kind: String)
  /// A shallow clone does not hold the revision: its history was cut before it.
  case missingFromShallowClone(String)
  /// A path given to scan is outside the repository whose revisions are read.
  case outsideRepository(path: String, root: String)
  /// git failed while a revision was read.
  case extraction(revision: String, reason: String)
  /// A revision's files could not be written into the temporary folder (a full disk).
  case cannotWrite(revision: String, reason: String, folder: String)

  public var description: String {
    switch self {
    case .gitUnavailable(let reason):
      "cannot run git: \(reason); diff reads revisions with git, or compares two IR files with "
        + "'--base-input' and '--head-input'"
    case .notARepository(let folder):
      "'\(folder)' is not in a git repository; run diff in a git checkout, or compare two IR "
        + "files with '--base-input' and '--head-input'"
    case .bareRepository(let folder):
      "'\(folder)' is a bare git repository, which has no work tree to scan; run diff in a "
        + "clone of it ('git clone \(folder) app', then 'cd app')"
    case .insideGitFolder(let folder):
      "'\(folder)' is inside a repository's .git folder; run diff in the work tree above it"
    case .notACommit(let revision, let kind):
      "'\(revision)' names a \(kind), not a commit; name a branch, tag or commit (diff reads "
        + "the tree of a commit)"
    case .unknownRevision(let revision):
      "no commit '\(revision)' in this repository; name a branch, tag or commit that "
        + "'git rev-parse' knows (for a remote branch, 'origin/main')"
    case .missingFromShallowClone(let revision):
      "'\(revision)' is not in this shallow clone, whose history stops before it; fetch it "
        + "('git fetch --unshallow', or 'fetch-depth: 0' in actions/checkout)"
    case .outsideRepository(let path, let root):
      "'\(path)' is outside the git repository at '\(root)'; diff scans paths of one repository"
    case .extraction(let revision, let reason):
      "cannot read revision '\(revision)' from git: \(reason)"
    case .cannotWrite(let revision, let reason, let folder):
      (revision.isEmpty
        ? "cannot make a temporary folder in '\(folder)'"
        : "cannot copy revision '\(revision)' into '\(folder)'")
        + ": \(reason); free space there, or point TMPDIR at a folder with room"
    }
  }
}
