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
    let repository = try GitRepository.containing(directory)
    let here = resolved(directory)
    guard let folderInRepository = repository.relativePath(of: here) else {
      throw RevisionError.notARepository(folder: directory)
    }
    let paths = arguments.positional.isEmpty ? ["."] : arguments.positional
    for path in paths {
      let absolute = resolved(
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory)).path)
      guard repository.relativePath(of: absolute) != nil else {
        throw RevisionError.outsideRepository(path: path, root: repository.root)
      }
      if headRef == nil, !FileManager.default.fileExists(atPath: absolute) {
        throw InputError.missingPath(path)
      }
    }
    let baseCommit = try repository.commit(baseRef)
    let headCommit = try headRef.map { reference throws(RevisionError) in
      try repository.commit(reference)
    }
    var workTreeArguments = arguments
    workTreeArguments.positional = paths
    // Both sides share the work tree's cache: a file unchanged between them is parsed once.
    let cache = try GraphLoader.cacheDirectory(
      workTreeArguments, command: DiffCommand.self, in: directory)

    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-graph-diff-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    func checkout(_ commit: String, shownAs revision: String, named name: String) throws -> String {
      let root = scratch.appendingPathComponent(name)
      do {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      } catch {
        throw RevisionError.extraction(revision: revision, reason: "\(error.localizedDescription)")
      }
      try repository.extract(commit, shownAs: revision, into: root.path)
      return folderInRepository.isEmpty
        ? root.path : root.appendingPathComponent(folderInRepository).path
    }
    let baseFolder = try checkout(baseCommit, shownAs: baseRef, named: "base")
    let headFolder =
      try headRef.map { try checkout(headCommit ?? "", shownAs: $0, named: "head") } ?? directory

    let base = try scan(arguments, paths: paths, in: baseFolder, cache: cache)
    let head = try scan(arguments, paths: paths, in: headFolder, cache: cache)
    if base.graph.features.isEmpty, head.graph.features.isEmpty {
      throw InputError.noFeatures(paths, fileCount: 0, leftOut: nil)
    }
    let headRevision =
      headRef.map { DiffRevision(ref: $0, commit: headCommit) }
      ?? DiffRevision(commit: repository.headCommit, workTree: true)
    return (
      report(
        base: base, head: head, baseRevision: DiffRevision(ref: baseRef, commit: baseCommit),
        headRevision: headRevision),
      head.diagnostics
    )
  }

  /// Scans `paths` under `folder` with the cache at `cache`, and lints what it found with the
  /// folder's own configuration; paths missing there, or holding no reducer, give no feature.
  private static func scan(
    _ arguments: ParsedArguments, paths: [String], in folder: String, cache: String?
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
        side, command: DiffCommand.self, in: folder,
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
  private static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
