import Foundation
import TCAGraphAssembly
import TCAGraphCache
import TCAGraphModuleMap
import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// Reads an app's TCA sources with SwiftParser and produces its ``ArchitectureGraph``.
public struct SourceScanner: Sendable {
  public var options: ScanOptions

  /// Creates a scanner.
  public init(options: ScanOptions = .init()) {
    self.options = options
  }

  /// Scans files and folders (recursively); throws for a path that does not exist, and for a
  /// graph with a name longer than ``ArchitectureGraph/maximumNameBytes``
  /// (``ScanError/overlongName(_:)``), which `--input` would refuse to read back.
  ///
  /// With a cache folder, the scan first looks for the snapshot of the last scan of the same
  /// inputs with the same options (see ``ScanSnapshot``) and reuses its result when no file,
  /// manifest or project changed: by the files' status alone when their last change is settled,
  /// else by their bytes. When some files changed but each still gives what it gave, or gives it
  /// at other places (see ``reuseAfterEdits(_:cache:read:)``), and the pre-filter picks the same
  /// files, the result is reused too, with the places moved. Otherwise each file's facts come
  /// from the per-file cache or a parse, and the graph is assembled again.
  public func scan(paths: [String]) throws -> ScanResult {
    let result = try scanSources(paths: paths)
    if let problem = result.graph.overlongName { throw ScanError.overlongName(problem) }
    return result
  }

  /// ``scan(paths:)`` before its graph's names are checked.
  private func scanSources(paths: [String]) throws -> ScanResult {
    let files: [String]
    do {
      files = try SourceFileFinder(options: options).files(in: paths)
    } catch let missing as SourceFileFinder.MissingPath {
      throw ScanError.pathNotFound(missing.path)
    }
    let base = options.baseDirectory
    let clock = ContinuousClock()
    let start = clock.now
    var cacheWarnings: [ScanDiagnostic] = []
    let cache = openCache(warnings: &cacheWarnings)
    let descriptions = ModuleDescriptions.discover(
      inputs: paths, baseDirectory: base,
      excluding: Set(options.excludedPaths.map { ScanPaths.absolute($0, base: base) }))
    let request = cache?.request(snapshotDetails(paths))
    let earlier = request.flatMap { cache?.snapshot(for: $0) }.map {
      SnapshotCheck(earlier: $0, files: files, descriptions: descriptions)
    }
    var finish = Finish(cache: cache, warnings: cacheWarnings, clock: clock, start: start)
    if let earlier, let cache, earlier.filesUnchangedByStatus(),
      let result = earlier.reused(cache: cache, parsed: 0)
    {
      return finish(result)
    }
    var readAlready: [String: (hash: String, outcome: FileOutcome)] = [:]
    if let earlier, let cache,
      let result = reuseAfterEdits(earlier, cache: cache, read: &readAlready)
    {
      return finish(result)
    }
    let readAt = FileStamp.now()
    var scanned = Self.parallelMap(files) { path in
      ScannedFile(
        path: path,
        loaded: Self.load(
          path: path, relative: ScanPaths.relative(path, base: base),
          hashing: cache != nil, readAt: readAt))
    }
    if let earlier, let cache, earlier.contentsUnchanged(scanned),
      let snapshot = earlier.restamped(scanned),
      let result = earlier.reused(cache: cache, as: snapshot, parsed: 0)
    {
      return finish(result)
    }
    if options.skipsFilesWithoutTCA {
      scanned = Self.summarized(scanned)
      Self.markFilesToParse(&scanned)
    }
    for index in scanned.indices where scanned[index].parse {
      guard let (hash, outcome) = readAlready[scanned[index].path],
        case .text(let text) = scanned[index].loaded, text.stamp?.contentHash == hash
      else { continue }
      scanned[index].outcome = outcome
    }
    if let earlier, let cache {
      let changed = earlier.changedFiles(scanned).filter { scanned[$0].outcome == nil }
      for (index, outcome) in zip(changed, Self.outcomes(changed, scanned, cache)) {
        scanned[index].outcome = outcome
      }
      if let snapshot = earlier.stillGivingWhatTheyGave(scanned, cache: cache),
        let result = earlier.reused(
          cache: cache, as: snapshot, parsed: scanned.count { $0.outcome?.parsed == true })
      {
        return finish(result)
      }
    }
    let missing = scanned.indices.filter { scanned[$0].outcome == nil }
    for (index, outcome) in zip(missing, Self.outcomes(missing, scanned, cache)) {
      scanned[index].outcome = outcome
    }
    let complete = scanned.map { $0.outcome! }
    finish.filesRead = clock.now
    let folders = FolderQuestions()
    let modules = ModuleMap.read(
      descriptions: descriptions, inputs: paths, files: files, baseDirectory: base,
      folders: folders)
    finish.modulesRead = clock.now
    let result = assemble(complete, modules: modules, warnings: [])
    if let cache, let request {
      storeSnapshot(
        result, request: request, scanned: scanned,
        modules: ModuleInputs(descriptions: descriptions, folders: folders.recorded),
        replacing: earlier?.earlier, in: cache)
    }
    return finish(result)
  }

  /// The outcomes of the files at `indices`: each read through `cache`, or, when the pre-filter
  /// leaves it unparsed, its imports alone.
  static func outcomes(
    _ indices: [Int], _ scanned: [ScannedFile], _ cache: FactsCache?
  ) -> [FileOutcome] {
    parallelMap(indices) { index -> FileOutcome in
      switch scanned[index].loaded {
      case .unreadable(let outcome):
        return outcome
      case .text(let file) where !scanned[index].parse:
        var facts = FileFacts(path: file.path)
        facts.imports = file.summary?.imports ?? []
        return FileOutcome(facts: facts, bytes: file.data.count, skipped: true)
      case .text(let file):
        return read(
          path: file.path, text: file.text, data: file.data,
          contentHash: file.stamp?.contentHash, cache: cache)
      }
    }
  }

  /// The facts cache ``ScanOptions/cacheDirectory`` names, or `nil` with a warning when that
  /// folder cannot be created or written.
  private func openCache(warnings: inout [ScanDiagnostic]) -> FactsCache? {
    guard let directory = options.cacheDirectory else { return nil }
    do {
      return try FactsCache(directory: directory, sizeLimit: options.cacheSizeLimit)
    } catch {
      warnings.append(
        .cacheUnusable(directory, reason: FactsCache.reason(error)))
      return nil
    }
  }

  /// Scans sources held in memory, for tests and examples; paths are used as written. Sources
  /// named `Package.swift` are read as the manifests that say which module each file is in.
  public func scan(sources: [(path: String, text: String)]) -> ScanResult {
    var descriptions = ModuleDescriptions()
    descriptions.manifests = sources.filter { Self.isManifest($0.path) }
    let swiftSources = sources.filter { !Self.isManifest($0.path) }
    let outcomes = Self.parallelMap(swiftSources.map { Source(path: $0.path, text: $0.text) }) {
      source in
      Self.read(path: source.path, text: source.text, bytes: source.text.utf8.count)
    }
    let modules = ModuleMap(
      descriptions: descriptions, files: swiftSources.map(\.path), inputs: [],
      baseDirectory: options.baseDirectory, folderExists: { _ in false })
    return assemble(outcomes, modules: modules, warnings: [])
  }

  /// One file of a scan from disk, from its load to its outcome.
  struct ScannedFile: Sendable {
    /// The path as the file finder gave it.
    var path: String
    var loaded: LoadedFile
    /// Whether the file must be parsed: all are, unless the pre-filter leaves some out.
    var parse = true
    /// What reading the file gave, once it is read.
    var outcome: FileOutcome?
  }

  /// A file read from disk, before the pre-filter decides whether to parse it.
  enum LoadedFile: Sendable {
    case text(TextFile)
    /// A file that cannot be read or is not UTF-8, with its warning.
    case unreadable(FileOutcome)
  }

  /// A file's text, named as locations name it, its bytes, its words for the pre-filter, and,
  /// when a cache is used, its stamp.
  struct TextFile: Sendable {
    var path: String
    var text: String
    var data: Data
    var summary: LexicalSummary?
    var stamp: FileStamp?
  }

  /// Reads the file at `path`, named `relative` in locations, and, if `hashing`, takes its stamp
  /// as read at `readAt` (see ``FileStamp``).
  static func load(path: String, relative: String, hashing: Bool, readAt: Int64) -> LoadedFile {
    let data: Data
    let status: stat
    do {
      (data, status) = try RegularFile.contentsAndStatus(atPath: path)
    } catch {
      return .unreadable(
        FileOutcome(
          diagnostic: .fileUnreadable(relative, reason: "\(error)")))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .unreadable(
        FileOutcome(
          diagnostic: .fileNotUTF8(relative)))
    }
    var stamp: FileStamp?
    if hashing {
      let hash = data.withUnsafeBytes {
        var hasher = SHA256()
        hasher.update($0)
        return hasher.finalizeHex()
      }
      stamp = FileStamp(status: status, contentHash: hash, readAt: readAt)
      // Bytes that are not the size the status gave were read while the file changed.
      if Int64(data.count) != stamp?.size { stamp?.settled = false }
    }
    return .text(TextFile(path: relative, text: text, data: data, stamp: stamp))
  }

  /// `scanned` with the words of each text file, for the pre-filter.
  static func summarized(_ scanned: [ScannedFile]) -> [ScannedFile] {
    parallelMap(scanned) { file in
      guard case .text(var text) = file.loaded else { return file }
      text.summary = LexicalSummary(Array(text.data))
      var summarized = file
      summarized.loaded = .text(text)
      return summarized
    }
  }

  /// Marks whether each summarized file must be parsed (see ``RelevantFiles``).
  static func markFilesToParse(_ scanned: inout [ScannedFile]) {
    var summaries: [LexicalSummary] = []
    var positions: [Int] = []
    for (index, file) in scanned.enumerated() {
      guard case .text(let text) = file.loaded, let summary = text.summary else { continue }
      summaries.append(summary)
      positions.append(index)
    }
    for (position, relevant) in zip(positions, RelevantFiles.select(summaries)) {
      scanned[position].parse = relevant
    }
  }

  private struct Source: Sendable {
    var path: String
    var text: String
  }

  /// What reading one file gave.
  package struct FileOutcome: Sendable {
    var facts: FileFacts?
    var diagnostic: ScanDiagnostic?
    var bytes = 0
    /// Whether the facts came from the cache rather than a parse.
    var fromCache = false
    /// Whether the pre-filter left the file unparsed, as it holds no TCA construct.
    var skipped = false
    /// Whether the file was parsed in this run.
    var parsed: Bool { facts != nil && !fromCache && !skipped }
  }

  /// Reads one file through `cache`: its stored facts when its bytes are unchanged, otherwise a
  /// parse whose facts are then stored. `contentHash`, the SHA-256 of `data` when the file's
  /// stamp already holds it, spares hashing the bytes a second time.
  static func read(
    path: String, text: String, data: Data, contentHash: String?, cache: FactsCache?
  ) -> FileOutcome {
    guard let cache else { return read(path: path, text: text, bytes: data.count) }
    let key =
      contentHash.map { FactsCacheKey(path: path, contentHash: $0, build: cache.build) }
      ?? cache.key(path: path, contents: data)
    if let entry = cache.entry(for: key) {
      return FileOutcome(
        facts: entry.facts, diagnostic: entry.diagnostic, bytes: data.count, fromCache: true)
    }
    let outcome = read(path: path, text: text, bytes: data.count)
    cache.store(facts: outcome.facts, diagnostic: outcome.diagnostic, for: key)
    return outcome
  }

  /// Parses one file and collects its facts; a file with syntax errors still gives what parsed.
  package static func read(path: String, text: String, bytes: Int) -> FileOutcome {
    let read = SourceFileReader.read(path: path, text: text)
    return FileOutcome(facts: read.facts, diagnostic: read.diagnostic, bytes: bytes)
  }

  private static func isManifest(_ path: String) -> Bool {
    path == "Package.swift" || path.hasSuffix("/Package.swift")
  }

  private func assemble(
    _ outcomes: [FileOutcome], modules: ModuleMap, warnings: [ScanDiagnostic]
  ) -> ScanResult {
    var files: [FileFacts] = []
    var handlers: [RawHandler] = []
    var emissions: [RawEmission] = []
    var unresolved: [ScanDiagnostic] = []
    var diagnostics = modules.warnings + warnings
    var byteCount = 0
    var cacheHits = 0
    var skipped = 0
    var directives: [String: [SuppressionDirective]] = [:]
    for outcome in outcomes {
      if let diagnostic = outcome.diagnostic { diagnostics.append(diagnostic) }
      guard var facts = outcome.facts else { continue }
      byteCount += outcome.bytes
      if outcome.fromCache { cacheHits += 1 }
      if outcome.skipped { skipped += 1 }
      facts.module = modules.module(of: facts.path)
      handlers += facts.handlers
      emissions += facts.emissions
      unresolved += facts.unresolved
      if !facts.directives.isEmpty {
        directives[facts.path] = facts.directives
      }
      files.append(facts)
    }
    let assembler = GraphAssembler(
      files: files, dependencies: modules.dependencies, modules: modules.modules)
    let assembled = assembler.assemble(handlers: handlers, emissions: emissions)
    var result = ScanResult(
      graph: assembled.graph, diagnostics: diagnostics.sorted(),
      unresolved: (unresolved + assembled.unresolved).sorted(), fileCount: files.count,
      byteCount: byteCount, moduleNotes: modules.notes.sorted())
    result.directives = directives
    result.cacheHits = cacheHits
    result.skippedFileCount = skipped
    return result
  }

  /// Applies `transform` to every element on all cores, keeping the input order.
  package static func parallelMap<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], _ transform: @escaping @Sendable (Input) -> Output
  ) -> [Output] {
    LargeStackWorkers.map(inputs, transform)
  }
}
