import TCAGraphCache
import TCAGraphSupport
import TCAGraphSyntax

extension SourceScanner {
  /// The earlier result reused after an edit, reading only the files whose status changed: when
  /// each file whose bytes changed was parsed for its own words and keeps the words that decide
  /// what else the pre-filter parses (see ``SelectionDigest``), and gives what it gave, or the
  /// same but for where its places are (a line inserted above them). The moved places are kept
  /// in the snapshot and applied as the result is read (see ``MovedFile``), so nothing is
  /// assembled or stored again but the snapshot. `nil` when any of this does not hold, and the
  /// scan reads every file as usual, taking what was read here from `read` (by path, with the
  /// hash of the bytes read).
  func reuseAfterEdits(
    _ check: SnapshotCheck, cache: FactsCache,
    read: inout [String: (hash: String, outcome: FileOutcome)]
  ) -> ScanResult? {
    guard check.sameInputs else { return nil }
    let earlier = check.earlier
    var snapshot = earlier
    let readAt = FileStamp.now()
    let restatted = earlier.files.indices.filter {
      !earlier.files[$0].stamp.isUnchanged(atPath: earlier.files[$0].path)
    }
    let base = options.baseDirectory
    let loaded = Self.parallelMap(restatted) { index in
      let path = earlier.files[index].path
      return Self.load(
        path: path, relative: ScanPaths.relative(path, base: base), hashing: true,
        readAt: readAt)
    }
    var changed: [(index: Int, file: TextFile)] = []
    for (index, file) in zip(restatted, loaded) {
      guard case .text(let text) = file, let stamp = text.stamp else { return nil }
      if stamp.contentHash != earlier.files[index].stamp.contentHash {
        changed.append((index, text))
      }
      snapshot.files[index].stamp = stamp
    }
    let outside = Set(earlier.namesDeclaredOutsideSeeds)
    var parsed = 0
    for (index, text) in changed {
      let before = earlier.files[index]
      guard before.use == .parsed else { return nil }
      if options.skipsFilesWithoutTCA {
        guard let selection = before.selection,
          SelectionDigest.digest(LexicalSummary(Array(text.data)), outside: outside) == selection
        else { return nil }
      }
      let earlierKey = FactsCacheKey(
        path: text.path, contentHash: before.stamp.contentHash, build: cache.build)
      guard let earlierEntry = cache.entry(for: earlierKey), let earlierFacts = earlierEntry.facts
      else { return nil }
      let outcome = Self.read(
        path: text.path, text: text.text, data: text.data, contentHash: text.stamp?.contentHash,
        cache: cache)
      if let hash = text.stamp?.contentHash { read[earlier.files[index].path] = (hash, outcome) }
      guard let facts = outcome.facts else { return nil }
      if outcome.parsed { parsed += 1 }
      if facts == earlierFacts, outcome.diagnostic == earlierEntry.diagnostic { continue }
      guard
        let moved = MovedFile.aligning(
          path: text.path, earlier: snapshot.moved.first { $0.path == text.path },
          from: WhatAFileSays(earlierFacts, earlierEntry.diagnostic),
          to: WhatAFileSays(facts, outcome.diagnostic), directives: facts.directives)
      else { return nil }
      snapshot.moved.removeAll { $0.path == text.path }
      snapshot.moved.append(moved)
    }
    snapshot.moved.sort { $0.path < $1.path }
    return check.reused(cache: cache, as: snapshot, parsed: parsed)
  }
}

/// A file's facts and warning, without its suppression directives (whose lines are not
/// locations, and which a ``MovedFile`` keeps as they are now), to compare one reading of a file
/// with another but for where its places are.
private struct WhatAFileSays: Encodable {
  var facts: FileFacts
  var diagnostic: ScanDiagnostic?

  init(_ facts: FileFacts, _ diagnostic: ScanDiagnostic?) {
    self.facts = facts
    self.facts.directives = []
    self.diagnostic = diagnostic
  }
}
