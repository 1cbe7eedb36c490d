import Foundation
import TCAGraph
import TreeIntrospect

/// `tca-graph diff`: what a change does to the architecture, between two git revisions or two IR
/// files, as a pull-request comment or JSON.
enum DiffCommand: Command {
  static let base = Option.value(
    "base", "REF",
    "The revision to compare against (a branch, tag or commit); read from its committed tree, "
      + "never touching the work tree or index.")
  static let head = Option.value(
    "head", "REF", "The revision to compare (default: the work tree, with what is not committed).")
  static let baseInput = Option.value(
    "base-input", "FILE", "Compare the IR file FILE (from 'dump') instead of a revision.",
    completion: .file)
  static let headInput = Option.value(
    "head-input", "FILE", "With --base-input: the IR file to compare with it.", completion: .file)
  static let format = Option.value(
    "format", "FORMAT",
    "markdown (a pull-request comment) or json (version \(ArchitectureDiffReport.currentVersion), "
      + "see docs/diff.md) (default: markdown).",
    completion: .choices(DiffFormat.allCases.map(\.rawValue)))
  static let output = Option.value(
    "output", "FILE",
    "Write the diff into this file (whole, or not at all) instead of standard output ('-').",
    completion: .file)
  static let linkBase = Option.value(
    "link-base", "URL",
    "Link each place in the Markdown to its line under this URL (http:, https:, file: or "
      + "relative), e.g. https://github.com/owner/repo/blob/<commit>.")
  static let failOn = Option.value(
    "fail-on", "WHAT",
    "Exit 1 when there is a new lint finding (new-findings) or any change (any) (default: exit 0).",
    completion: .choices(DiffFailure.allCases.map(\.rawValue)))
  static let quiet = Option.flag("quiet", "Print only the diff and warnings: no notes.")

  static let name = "diff"
  static let summary = "Compare the architecture of two revisions, for code review"
  static let abstract = """
    Compares the architecture of two git revisions (or two IR files) by identity: features \
    added, removed and renamed, children and their operators, action and delegate cases, parent \
    matches, channels, modules, and lint findings new and fixed.
    """
  static let usage = [
    "tca-graph diff [<paths> ...] --base <REF> [--head <REF>] [--format <FORMAT>] [options]",
    "tca-graph diff --base-input <FILE> --head-input <FILE> [options]",
  ]
  static let options =
    [base, head, baseInput, headInput, format, output, linkBase, failOn, quiet]
    + [
      InputOptions.include, InputOptions.exclude, InputOptions.includeTests,
      InputOptions.verbose, InputOptions.cacheDirectory, InputOptions.noCache,
    ]
  static let arguments = [
    PositionalArgument(
      name: "paths",
      help: "Swift source files or folders to scan on both sides (default: the current folder).",
      repeats: true)
  ]

  static var footer: String {
    """
    REVISIONS: run in a git checkout. The paths (any spelling: relative, absolute, through a \
    link) are mapped into each revision's tree. From a revision, diff reads the committed \
    tree itself (git ls-tree and cat-file), and only what a scan of those paths reads: their \
    Swift files, and the manifests, Xcode projects and .tca-graph.json above them. No \
    .gitattributes (export-ignore, export-subst), filter or end-of-line setting applies; a \
    link is followed only inside the tree; a submodule is read at the commit the revision \
    records from its checkout, or, when it is not checked out or lacks that commit, left out \
    of both sides with a note. The copy goes into a private temporary folder, scanned with the \
    work tree's cache (only changed files are parsed again) and removed at the end, on SIGINT \
    or SIGTERM, or by the next run after a kill. Each side is linted with its own \
    .tca-graph.json; findings are matched as a baseline matches them (file, rule, line text). \
    A shallow clone must hold the base: in CI, fetch the history ('fetch-depth: 0').

    EXIT CODES: \(CommandResult.success) the diff was written (whatever it holds, unless \
    --fail-on asks); \(failureExitCode) with --fail-on new-findings when a lint finding is new, \
    or with --fail-on any when anything changed; \(CommandResult.usageFailure) bad arguments, a \
    revision git does not know, a path outside the repository, or no repository.
    """
  }

  /// The exit code of a diff that `--fail-on` fails.
  static let failureExitCode: Int32 = 1

  static func run(_ arguments: ParsedArguments, in directory: String) throws -> CommandResult {
    let chosenFormat = try arguments.value(format).map { name throws(UsageError) in
      try Choice.pick(
        name, from: DiffFormat.allCases, named: \.rawValue, kind: "format", option: format,
        command: self.name)
    }
    let failure = try arguments.value(failOn).map { name throws(UsageError) in
      try Choice.pick(
        name, from: DiffFailure.allCases, named: \.rawValue, kind: "value", option: failOn,
        command: self.name)
    }
    let base = try LinkBaseArgument.value(of: linkBase, in: arguments, command: self)
    if let path = arguments.value(output), path.hasSuffix(".swift") {
      throw usageError(
        "'--output \(path)' names a Swift source, which the diff would replace; name another file")
    }
    let compared = try DiffSides.compare(arguments, in: directory)
    let report = compared.report
    let data: Data
    switch chosenFormat ?? .markdown {
    case .markdown:
      data = Data(DiffMarkdown(report: report, linkBase: base).text.utf8)
    case .json:
      data = try report.jsonData()
    }
    let quiet = arguments.has(self.quiet)
    var errors = DiagnosticPrinter.text(compared.diagnostics, quiet: quiet)
    var result = CommandResult(output: String(decoding: data, as: UTF8.self))
    if let path = arguments.value(output), path != CommandResult.standardOutputPath {
      let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory))
        .standardizedFileURL.path
      let written = try OutputWriter.write(data, to: absolute, shownAs: path)
      errors += DiagnosticPrinter.text(written.notes.map(ScanDiagnostic.written), quiet: quiet)
      result.output = ""
    }
    result.errors = errors
    switch failure {
    case .newFindings where !report.findings.new.isEmpty, .any where !report.isEmpty:
      result.exitCode = failureExitCode
    case .newFindings, .any, nil:
      break
    }
    return result
  }
}

/// What `diff --format` writes.
enum DiffFormat: String, CaseIterable {
  case markdown
  case json
}

/// What `diff --fail-on` fails on.
enum DiffFailure: String, CaseIterable {
  case newFindings = "new-findings"
  case any
}
