import Foundation
import TCAGraph
import TreeIntrospect

/// The two sides `diff` compares, read and linted: two git revisions (or a revision and the
/// work tree) scanned with the work tree's cache, or two IR files.
enum DiffSides {
  /// The report of the diff `arguments` ask for, and what scanning the head printed.
  static func compare(_ arguments: ParsedArguments, in directory: String) throws -> (
    report: ArchitectureDiffReport, diagnostics: [ScanDiagnostic]
  ) {
    if arguments.gave(DiffCommand.baseInput) || arguments.gave(DiffCommand.headInput) {
      return try compareInputs(arguments, in: directory)
    }
    return try compareRevisions(arguments, in: directory)
  }

  /// One side, scanned or read, and linted.
  private struct Side {
    var graph: ArchitectureGraph
    var findings: [Finding]
    /// The folder its locations are relative to; `nil` for an IR file.
    var folder: String?
    var diagnostics: [ScanDiagnostic] = []
  }

  private static func compareInputs(_ arguments: ParsedArguments, in directory: String) throws
    -> (report: ArchitectureDiffReport, diagnostics: [ScanDiagnostic])
  {
    guard let baseInput = arguments.value(DiffCommand.baseInput),
      let headInput = arguments.value(DiffCommand.headInput)
    else {
      throw DiffCommand.usageError("give both '--base-input' and '--head-input'")
    }
    if let other = [DiffCommand.base, DiffCommand.head].first(where: arguments.gave) {
      throw DiffCommand.usageError(
        "'\(other.spelling)' names a revision; with '--base-input' and '--head-input' there is none"
      )
    }
    guard arguments.positional.isEmpty else {
      throw DiffCommand.usageError("give either source paths or IR files, not both")
    }
    if let given = InputOptions.scanning.first(where: arguments.gave) {
      throw DiffCommand.usageError(
        "'\(given.spelling)' is about scanning Swift sources; it does not apply to IR files")
    }
    func side(_ input: String) throws -> Side {
      let graph = try GraphLoader.readGraph(at: input, in: directory)
      let request = LintRequest(graph: graph, workingDirectory: directory)
      return Side(graph: graph, findings: try LintRunner.run(request).get().findings, folder: nil)
    }
    let base = try side(baseInput)
    let head = try side(headInput)
    return (
      report(
        base: base, head: head, baseRevision: DiffRevision(input: baseInput),
        headRevision: DiffRevision(input: headInput)), []
    )
  }

  private static func compareRevisions(_ arguments: ParsedArguments, in directory: String) throws
    -> (report: ArchitectureDiffReport, diagnostics: [ScanDiagnostic])
  {
    guard let baseRef = arguments.value(DiffCommand.base) else {
      throw DiffCommand.usageError(
        "give the revision to compare against with '--base REF' (e.g. '--base main'), or two IR "
          + "files with '--base-input' and '--head-input'")
    }
    let headRef = arguments.value(DiffCommand.head)
    let revisions = try RevisionSides(
      arguments, command: DiffCommand.self, headRef: headRef, in: directory)
    defer { revisions.removeScratch() }
    let baseCommit = try revisions.repository.commit(baseRef)
    let headCommit = try headRef.map { reference throws(RevisionError) in
      try revisions.repository.commit(reference)
    }
    let base = try revisions.scan(baseCommit, shownAs: baseRef, named: "base")
    let head =
      try headRef.map { try revisions.scan(headCommit ?? "", shownAs: $0, named: "head") }
      ?? revisions.scanWorkTree()
    if base.graph.features.isEmpty, head.graph.features.isEmpty {
      throw InputError.noFeatures(revisions.paths, fileCount: 0, leftOut: nil)
    }
    let headRevision =
      headRef.map { DiffRevision(ref: $0, commit: headCommit) }
      ?? DiffRevision(commit: revisions.repository.headCommit, workTree: true)
    return (
      report(
        base: base, head: head, baseRevision: DiffRevision(ref: baseRef, commit: baseCommit),
        headRevision: headRevision),
      head.diagnostics
    )
  }

  /// The graph of the source paths `arguments` give at revision `ref`, scanned with the work
  /// tree's cache: what `render --diff-base` draws the work tree's change against.
  static func graph(
    at ref: String, _ arguments: ParsedArguments, command: any Command.Type, in directory: String
  ) throws -> ArchitectureGraph {
    let revisions = try RevisionSides(arguments, command: command, headRef: nil, in: directory)
    defer { revisions.removeScratch() }
    let commit = try revisions.repository.commit(ref)
    return try revisions.scan(commit, shownAs: ref, named: "base").graph
  }

  /// The repository holding the source paths, the paths, the shared cache and a scratch folder
  /// revisions are extracted into (never the user's work tree or index).
  private struct RevisionSides {
    let arguments: ParsedArguments
    let command: any Command.Type
    let repository: GitRepository
    let paths: [String]
    let directory: String
    let folderInRepository: String
    let cache: String?
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-graph-diff-\(UUID().uuidString)")

    /// Checks that the paths (`.` when none is given) lie in one repository and, when the head
    /// is the work tree (`headRef` is `nil`), that they exist.
    init(
      _ arguments: ParsedArguments, command: any Command.Type, headRef: String?,
      in directory: String
    ) throws {
      let repository = try GitRepository.containing(directory)
      let here = DiffSides.resolved(directory)
      guard let folderInRepository = repository.relativePath(of: here) else {
        throw RevisionError.notARepository(folder: directory)
      }
      let paths = arguments.positional.isEmpty ? ["."] : arguments.positional
      for path in paths {
        let absolute = DiffSides.resolved(
          URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory)).path)
        guard repository.relativePath(of: absolute) != nil else {
          throw RevisionError.outsideRepository(path: path, root: repository.root)
        }
        if headRef == nil, !FileManager.default.fileExists(atPath: absolute) {
          throw InputError.missingPath(path)
        }
      }
      var workTreeArguments = arguments
      workTreeArguments.positional = paths
      // Both sides share the work tree's cache: a file unchanged between them is parsed once.
      self.cache = try GraphLoader.cacheDirectory(
        workTreeArguments, command: command, in: directory)
      self.arguments = arguments
      self.command = command
      self.repository = repository
      self.paths = paths
      self.directory = directory
      self.folderInRepository = folderInRepository
    }

    /// Extracts `commit` into the scratch folder `name` and scans the paths there.
    func scan(_ commit: String, shownAs revision: String, named name: String) throws -> Side {
      let root = scratch.appendingPathComponent(name)
      do {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      } catch {
        throw RevisionError.extraction(revision: revision, reason: "\(error.localizedDescription)")
      }
      try repository.extract(commit, shownAs: revision, into: root.path)
      let folder =
        folderInRepository.isEmpty
        ? root.path : root.appendingPathComponent(folderInRepository).path
      return try DiffSides.scan(arguments, command: command, paths: paths, in: folder, cache: cache)
    }

    /// Scans the paths in the work tree.
    func scanWorkTree() throws -> Side {
      try DiffSides.scan(arguments, command: command, paths: paths, in: directory, cache: cache)
    }

    func removeScratch() {
      try? FileManager.default.removeItem(at: scratch)
    }
  }

  /// Scans `paths` under `folder` with the cache at `cache`, and lints what it found with the
  /// folder's own configuration; paths missing there, or holding no reducer, give no feature.
  private static func scan(
    _ arguments: ParsedArguments, command: any Command.Type, paths: [String], in folder: String,
    cache: String?
  ) throws -> Side {
    let present = paths.filter {
      FileManager.default.fileExists(
        atPath: URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: folder)).path)
    }
    let empty = Side(
      graph: ArchitectureGraph(roots: [], features: []), findings: [], folder: folder)
    guard !present.isEmpty else { return empty }
    let configuration = try LintRunner.configuration(
      path: nil, inputs: present, workingDirectory: folder)
    var side = arguments
    side.positional = present
    if let cache { side = side.setting(InputOptions.cacheDirectory, to: [cache]) }
    let loaded: LoadedGraph
    do {
      loaded = try GraphLoader.load(
        side, command: command, in: folder,
        globs: .init(include: configuration.include, exclude: configuration.exclude),
        example: false)
    } catch InputError.noFeatures {
      return empty
    }
    let request = LintRequest(
      graph: loaded.graph, workingDirectory: folder, configuration: configuration,
      suppressions: loaded.suppressions)
    return Side(
      graph: loaded.graph, findings: try LintRunner.run(request).get().findings, folder: folder,
      diagnostics: loaded.diagnostics)
  }

  private static func report(
    base: Side, head: Side, baseRevision: DiffRevision, headRevision: DiffRevision
  ) -> ArchitectureDiffReport {
    ArchitectureDiffReport(
      base: baseRevision, head: headRevision,
      changes: ArchitectureDiff(base: base.graph, head: head.graph),
      findings: FindingChanges(
        base: base.findings, baseDirectory: base.folder, head: head.findings,
        headDirectory: head.folder))
  }

  /// `path` absolute, standardized, its links resolved.
  static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
