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
    // The checks that need no parse come first, so no file is parsed unless all can qualify.
    let outside = Set(earlier.namesDeclaredOutsideSeeds)
    for (index, text) in changed {
      let before = earlier.files[index]
      guard before.use == .parsed else { return nil }
      if options.skipsFilesWithoutTCA {
        guard let selection = before.selection,
          SelectionDigest.digest(LexicalSummary(Array(text.data)), outside: outside) == selection
        else { return nil }
      }
    }
    let readings = Self.parallelMap(changed) { index, text in
      let earlierKey = FactsCacheKey(
        path: text.path, contentHash: earlier.files[index].stamp.contentHash, build: cache.build)
      return (
        earlier: cache.entry(for: earlierKey),
        now: Self.read(
          path: text.path, text: text.text, data: text.data,
          contentHash: text.stamp?.contentHash, cache: cache)
      )
    }
    for ((index, text), reading) in zip(changed, readings) {
      if let hash = text.stamp?.contentHash {
        read[earlier.files[index].path] = (hash, reading.now)
      }
    }
    let parsed = readings.count { $0.now.parsed }
    for ((_, text), reading) in zip(changed, readings) {
      guard let earlierEntry = reading.earlier, let earlierFacts = earlierEntry.facts,
        let facts = reading.now.facts
      else { return nil }
      if facts == earlierFacts, reading.now.diagnostic == earlierEntry.diagnostic { continue }
      guard
        let moved = MovedFile.aligning(
          path: text.path, earlier: snapshot.moved.first { $0.path == text.path },
          from: WhatAFileSays(earlierFacts, earlierEntry.diagnostic),
          to: WhatAFileSays(facts, reading.now.diagnostic), directives: facts.directives)
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
