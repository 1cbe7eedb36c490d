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
    defer { revisions.scratch.remove() }
    let baseCommit = try revisions.repository.commit(baseRef)
    let headCommit = try headRef.map { reference throws(RevisionError) in
      try revisions.repository.commit(reference)
    }
    let baseCopy = try revisions.copy(baseCommit, shownAs: baseRef)
    let headCopy = try headRef.map { try revisions.copy(headCommit ?? "", shownAs: $0) }
    let leaveOut = baseCopy.leftOutSubmodules.union(headCopy?.leftOutSubmodules ?? [])
    let base = try revisions.scan(baseCopy, named: "base", leavingOut: leaveOut)
    let head =
      try headCopy.map { try revisions.scan($0, named: "head", leavingOut: leaveOut) }
      ?? revisions.scanWorkTree(
        excluding: leaveOut.union(baseCopy.leftOut.map(\.path)))
    if base.graph.features.isEmpty, head.graph.features.isEmpty {
      throw InputError.noFeatures(revisions.paths.scanned, fileCount: 0, leftOut: nil)
    }
    let headRevision =
      headRef.map { DiffRevision(ref: $0, commit: headCommit) }
      ?? DiffRevision(commit: revisions.repository.headCommit, workTree: true)
    let leftOut = Set(baseCopy.leftOut + (headCopy?.leftOut ?? [])).sorted { $0.path < $1.path }
    return (
      report(
        base: base, head: head, baseRevision: DiffRevision(ref: baseRef, commit: baseCommit),
        headRevision: headRevision),
      leftOut.map { ScanDiagnostic(severity: .note, message: $0.description) } + head.diagnostics
    )
  }

  /// The graph of the source paths `arguments` give at revision `ref`, scanned with the work
  /// tree's cache: what `render --diff-base` draws the work tree's change against.
  static func graph(
    at ref: String, _ arguments: ParsedArguments, command: any Command.Type, in directory: String
  ) throws -> ArchitectureGraph {
    let revisions = try RevisionSides(arguments, command: command, headRef: nil, in: directory)
    defer { revisions.scratch.remove() }
    let commit = try revisions.repository.commit(ref)
    let copy = try revisions.copy(commit, shownAs: ref)
    return try revisions.scan(copy, named: "base", leavingOut: copy.leftOutSubmodules).graph
  }

  /// The repository holding the source paths, the paths as each side's tree holds them, the
  /// shared cache and a scratch folder revisions are copied into (never the user's work tree or
  /// index).
  private struct RevisionSides {
    let arguments: ParsedArguments
    let command: any Command.Type
    let repository: GitRepository
    let paths: RevisionPaths
    let cache: String?
    let scratch: RevisionScratch

    /// Maps the paths (`.` when none is given) into the repository, whatever their spelling,
    /// and, when the head is the work tree (`headRef` is `nil`), checks that they exist.
    init(
      _ arguments: ParsedArguments, command: any Command.Type, headRef: String?,
      in directory: String
    ) throws {
      let repository = try GitRepository.containing(directory)
      let paths = try RevisionPaths(arguments.positional, in: directory, repository: repository)
      if headRef == nil {
        for (path, given) in zip(paths.inRepository, arguments.positional)
        where !FileManager.default.fileExists(atPath: repository.root + "/" + path) {
          throw InputError.missingPath(given)
        }
      }
      var workTreeArguments = arguments
      workTreeArguments.positional = paths.scanned
      let workTree = Self.folder(repository.root, paths.folder)
      // Both sides share the work tree's cache: a file unchanged between them is parsed once.
      self.cache = try GraphLoader.cacheDirectory(
        workTreeArguments, command: command, in: workTree)
      self.arguments = arguments
      self.command = command
      self.repository = repository
      self.paths = paths
      self.scratch = try RevisionScratch()
    }

    static func folder(_ root: String, _ relative: String) -> String {
      relative.isEmpty ? root : root + "/" + relative
    }

    /// What reading the paths at `commit` takes.
    func copy(_ commit: String, shownAs revision: String) throws -> RevisionCopy {
      try RevisionCopy(
        repository, commit: commit, shownAs: revision, paths: paths.inRepository,
        scratch: scratch.path)
    }

    /// Writes `copy` into the scratch folder `name`, leaving out the submodules at `leaveOut`,
    /// and scans the paths there.
    func scan(_ copy: RevisionCopy, named name: String, leavingOut leaveOut: Set<String>)
      throws -> Side
    {
      // Named as the work tree's top, which names the module of files no manifest claims.
      let side = scratch.path + "/" + name
      let root = side + "/" + (repository.root as NSString).lastPathComponent
      for folder in [side, root] where mkdir(folder, 0o700) != 0 {
        throw RevisionError.cannotWrite(
          revision: "", reason: String(cString: strerror(errno)), folder: scratch.path)
      }
      try copy.write(into: root, leavingOut: leaveOut, scratch: scratch.path)
      return try DiffSides.scan(
        arguments, command: command, paths: paths.scanned,
        in: Self.folder(root, paths.folder), cache: cache,
        configuration: .revision(top: root, aboveTop: repository.root))
    }

    /// Scans the paths in the work tree, leaving out `excluded` (relative to its top).
    func scanWorkTree(excluding excluded: Set<String>) throws -> Side {
      try DiffSides.scan(
        arguments, command: command, paths: paths.scanned,
        in: Self.folder(repository.root, paths.folder), cache: cache,
        configuration: .workTree,
        excludedPaths: excluded.sorted().map { repository.root + "/" + $0 })
    }
  }

  /// Where a side's lint configuration is looked for.
  private enum ConfigurationSearch {
    /// In and above the first input, as `lint` looks.
    case workTree
    /// In and above the first input up to the revision's copy at `top`, then above the
    /// repository's top `aboveTop` on disk: where a checkout of the revision would find it.
    case revision(top: String, aboveTop: String)

    /// The configuration file for `inputs` (relative to `folder`); `nil` for the defaults.
    func file(for inputs: [String], in folder: String) -> String? {
      switch self {
      case .workTree:
        return LintConfiguration.find(from: inputs, workingDirectory: folder)
      case .revision(let top, let aboveTop):
        guard let first = inputs.first else { return nil }
        var current = ScanPaths.absolute(first, base: folder)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: current, isDirectory: &isDirectory),
          !isDirectory.boolValue
        {
          current = (current as NSString).deletingLastPathComponent
        }
        while current == top || current.hasPrefix(top + "/") {
          let candidate = current + "/" + LintConfiguration.fileName
          if FileManager.default.fileExists(atPath: candidate) { return candidate }
          guard current != top else { break }
          current = (current as NSString).deletingLastPathComponent
        }
        let above = (aboveTop as NSString).deletingLastPathComponent
        guard above != aboveTop else { return nil }
        return LintConfiguration.find(from: [above], workingDirectory: "/")
      }
    }
  }

  /// Scans `paths` under `folder` with the cache at `cache`, and lints what it found with the
  /// folder's own configuration; paths missing there, or holding no reducer, give no feature.
  private static func scan(
    _ arguments: ParsedArguments, command: any Command.Type, paths: [String], in folder: String,
    cache: String?, configuration search: ConfigurationSearch, excludedPaths: [String] = []
  ) throws -> Side {
    let present = paths.filter {
      FileManager.default.fileExists(
        atPath: URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: folder)).path)
    }
    let empty = Side(
      graph: ArchitectureGraph(roots: [], features: []), findings: [], folder: folder)
    guard !present.isEmpty else { return empty }
    let configuration = try LintRunner.configuration(
      path: search.file(for: present, in: folder), inputs: [], workingDirectory: folder)
    var side = arguments
    side.positional = present
    if let cache { side = side.setting(InputOptions.cacheDirectory, to: [cache]) }
    let loaded: LoadedGraph
    do {
      loaded = try GraphLoader.load(
        side, command: command, in: folder,
        globs: .init(include: configuration.include, exclude: configuration.exclude),
        excludedPaths: excludedPaths, example: false)
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

}
