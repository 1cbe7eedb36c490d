import Foundation
import TCAGraphCache
import TCAGraphModuleMap
import TCAGraphSupport
import TCAGraphSyntax

extension SourceScanner {
  /// What makes two scans from disk the same request, beside the format and build: the base
  /// folder, the inputs as given and every option that changes which files are read or what the
  /// result holds.
  func snapshotDetails(_ paths: [String]) -> [String] {
    [
      "base \(options.baseDirectory)",
      "inputs \(paths.count)",
    ] + paths + [
      "include \(options.includeGlobs.count)"
    ] + options.includeGlobs + [
      "exclude \(options.excludeGlobs.count)"
    ] + options.excludeGlobs + [
      "excluded \(options.excludedPaths.count)"
    ] + options.excludedPaths + [
      "tests \(options.includeTests)",
      "prefilter \(options.skipsFilesWithoutTCA)",
    ]
  }

  /// The snapshot of the last scan of the same request, compared with what is on disk now.
  struct SnapshotCheck {
    let earlier: ScanSnapshot
    /// Whether the earlier scan found the same files, and read its module map from the same
    /// manifests, projects and folders as are there now.
    let sameInputs: Bool

    init(earlier: ScanSnapshot, files: [String], descriptions: ModuleDescriptions) {
      self.earlier = earlier
      sameInputs =
        earlier.files.map(\.path) == files && earlier.modules.matches(descriptions)
    }

    /// Whether every file is, by its status alone, the one the earlier scan read.
    func filesUnchangedByStatus() -> Bool {
      sameInputs && earlier.files.allSatisfy { $0.stamp.isUnchanged(atPath: $0.path) }
    }

    /// Whether every file read now has the bytes the earlier scan read.
    func contentsUnchanged(_ scanned: [ScannedFile]) -> Bool {
      guard sameInputs else { return false }
      return zip(earlier.files, scanned).allSatisfy { file, scanned in
        guard case .text(let text) = scanned.loaded else { return false }
        return text.stamp?.contentHash == file.stamp.contentHash
      }
    }

    /// The earlier snapshot with the stamps of the files read now; `nil` if one has none.
    func restamped(_ scanned: [ScannedFile]) -> ScanSnapshot? {
      var snapshot = earlier
      for index in snapshot.files.indices {
        guard case .text(let text) = scanned[index].loaded, let stamp = text.stamp else {
          return nil
        }
        snapshot.files[index].stamp = stamp
      }
      return snapshot
    }

    /// The files whose bytes differ from what the earlier scan read, or all of them when the
    /// inputs differ.
    func changedFiles(_ scanned: [ScannedFile]) -> [Int] {
      guard sameInputs else { return [] }
      return scanned.indices.filter { index in
        guard case .text(let text) = scanned[index].loaded else { return true }
        return text.stamp?.contentHash != earlier.files[index].stamp.contentHash
      }
    }

    /// The earlier snapshot restamped, when the pre-filter picks the same files as it did and
    /// each changed file (the one with an outcome) gives what it gave then: the same facts and
    /// warning as the cache entry of its earlier bytes, or the same imports when skipped. `nil`
    /// otherwise.
    func stillGivingWhatTheyGave(_ scanned: [ScannedFile], cache: FactsCache) -> ScanSnapshot? {
      guard sameInputs, var snapshot = restamped(scanned) else { return nil }
      for (index, file) in earlier.files.enumerated() {
        guard (file.use == .skipped) == !scanned[index].parse else { return nil }
        guard let outcome = scanned[index].outcome else { continue }
        switch file.use {
        case .skipped:
          guard Self.sortedImports(outcome) == file.imports else { return nil }
        case .parsed, .withoutFacts:
          let key = FactsCacheKey(
            path: outcome.facts?.path ?? "", contentHash: file.stamp.contentHash,
            build: cache.build)
          guard let facts = outcome.facts, let before = cache.entry(for: key),
            before.facts == facts, before.diagnostic == outcome.diagnostic
          else { return nil }
        }
        snapshot.files[index].use = file.use
      }
      return SourceScanner.withSelections(snapshot, scanned)
    }

    /// The earlier result, with the counts of `snapshot` (the earlier one by default), after
    /// storing `snapshot` if it differs; `nil` if the result is no longer in the cache.
    func reused(
      cache: FactsCache, as snapshot: ScanSnapshot? = nil, parsed: Int
    ) -> ScanResult? {
      let snapshot = snapshot ?? earlier
      guard
        let stored = cache.result(
          named: earlier.resultName, digest: earlier.resultDigest, moved: snapshot.moved)
      else { return nil }
      if snapshot.files.map(\.stamp) != earlier.files.map(\.stamp)
        || snapshot.moved != earlier.moved
        || snapshot.files.map(\.selection) != earlier.files.map(\.selection)
      {
        cache.store(snapshot: snapshot, replacing: nil)
      }
      let counted = snapshot.files.filter { $0.use != .withoutFacts }
      var result = ScanResult(
        graph: stored.graph, diagnostics: stored.diagnostics, unresolved: stored.unresolved,
        fileCount: counted.count, byteCount: Int(counted.reduce(0) { $0 + $1.stamp.size }),
        moduleNotes: stored.moduleNotes)
      result.directives = stored.directives
      result.skippedFileCount = snapshot.files.count { $0.use == .skipped }
      result.cacheHits = counted.count - result.skippedFileCount - parsed
      result.reusedLastResult = true
      result.movedFileCount = snapshot.moved.count
      return result
    }

    static func sortedImports(_ outcome: FileOutcome) -> [String] {
      (outcome.facts?.imports ?? []).sorted()
    }
  }

  /// Stores the snapshot of a scan that read the `scanned` files and gave `result`, unless a
  /// file could not be read (its warning may not hold next time).
  func storeSnapshot(
    _ result: ScanResult, request: String, scanned: [ScannedFile], modules: ModuleInputs,
    replacing earlier: ScanSnapshot?, in cache: FactsCache
  ) {
    var snapshotFiles: [SnapshotFile] = []
    for file in scanned {
      guard case .text(let text) = file.loaded, let stamp = text.stamp,
        let outcome = file.outcome
      else { return }
      let use: SnapshotFile.Use =
        outcome.skipped ? .skipped : outcome.facts == nil ? .withoutFacts : .parsed
      snapshotFiles.append(
        SnapshotFile(
          path: file.path, stamp: stamp, use: use,
          imports: use == .skipped ? SnapshotCheck.sortedImports(outcome) : []))
    }
    let stored = StoredScanResult(
      graph: result.graph, diagnostics: result.diagnostics, unresolved: result.unresolved,
      moduleNotes: result.moduleNotes,
      directives: Dictionary(
        scanned.compactMap(\.outcome?.facts).filter { !$0.directives.isEmpty }.map {
          ($0.path, $0.directives)
        }, uniquingKeysWith: { first, _ in first }))
    guard let (resultName, resultDigest) = cache.store(result: stored) else { return }
    cache.store(
      snapshot: Self.withSelections(
        ScanSnapshot(
          request: request, files: snapshotFiles, modules: modules, resultName: resultName,
          resultDigest: resultDigest),
        scanned),
      replacing: earlier)
  }

  /// `snapshot` with the pre-filter's words as the `scanned` files, each with its summary, give
  /// them (see ``SelectionDigest``); as it is when the files were not summarized.
  static func withSelections(_ snapshot: ScanSnapshot, _ scanned: [ScannedFile]) -> ScanSnapshot {
    let summaries = scanned.map { file -> LexicalSummary? in
      guard case .text(let text) = file.loaded else { return nil }
      return text.summary
    }
    guard summaries.allSatisfy({ $0 != nil }) else { return snapshot }
    let outside = SelectionDigest.namesDeclaredOutsideSeeds(summaries.compactMap { $0 })
    var snapshot = snapshot
    snapshot.namesDeclaredOutsideSeeds = outside.sorted()
    for (index, summary) in summaries.enumerated() {
      snapshot.files[index].selection =
        snapshot.files[index].use == .parsed
        ? SelectionDigest.digest(summary!, outside: outside) : nil
    }
    return snapshot
  }

  /// Ends a scan from disk: adds the warnings about the cache (after its last write) and the
  /// time each phase took.
  struct Finish {
    let cache: FactsCache?
    let warnings: [ScanDiagnostic]
    let clock: ContinuousClock
    let start: ContinuousClock.Instant
    var filesRead: ContinuousClock.Instant?
    var modulesRead: ContinuousClock.Instant?

    init(
      cache: FactsCache?, warnings: [ScanDiagnostic], clock: ContinuousClock,
      start: ContinuousClock.Instant
    ) {
      self.cache = cache
      self.warnings = warnings
      self.clock = clock
      self.start = start
    }

    func callAsFunction(_ result: ScanResult) -> ScanResult {
      var result = result
      var warnings = self.warnings
      warnings += cache?.finish() ?? []
      if !warnings.isEmpty { result.diagnostics = (result.diagnostics + warnings).sorted() }
      let end = clock.now
      let files = filesRead ?? end
      let modules = modulesRead ?? files
      result.timings = ScanTimings(
        parse: files - start, modules: modules - files, assembly: end - modules)
      return result
    }
  }
}
