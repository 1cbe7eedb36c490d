/// Why a revision of a git repository could not be read.
public enum RevisionError: Error, Equatable, CustomStringConvertible {
  /// `git` could not be run.
  case gitUnavailable(reason: String)
  /// The folder is in no git repository.
  case notARepository(folder: String)
  /// The repository has no commit of that name.
  case unknownRevision(String)
  /// A shallow clone does not hold the revision: its history was cut before it.
  case missingFromShallowClone(String)
  /// A path given to scan is outside the repository whose revisions are read.
  case outsideRepository(path: String, root: String)
  /// `git archive` or `tar` failed while copying a revision out.
  case extraction(revision: String, reason: String)

  public var description: String {
    switch self {
    case .gitUnavailable(let reason):
      "cannot run git: \(reason); diff reads revisions with git, or compares two IR files with "
        + "'--base-input' and '--head-input'"
    case .notARepository(let folder):
      "'\(folder)' is not in a git repository; run diff in a git checkout, or compare two IR "
        + "files with '--base-input' and '--head-input'"
    case .unknownRevision(let revision):
      "no commit '\(revision)' in this repository; name a branch, tag or commit that "
        + "'git rev-parse' knows (for a remote branch, 'origin/main')"
    case .missingFromShallowClone(let revision):
      "'\(revision)' is not in this shallow clone, whose history stops before it; fetch it "
        + "('git fetch --unshallow', or 'fetch-depth: 0' in actions/checkout)"
    case .outsideRepository(let path, let root):
      "'\(path)' is outside the git repository at '\(root)'; diff scans paths of one repository"
    case .extraction(let revision, let reason):
      "cannot copy revision '\(revision)' out of git: \(reason)"
    }
  }
}
