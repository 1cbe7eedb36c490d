import TCAGraphSupport

/// What of a file's words decides which other files the pre-filter parses (see
/// ``RelevantFiles``), as a digest kept in the scan's snapshot: an edit of a file parsed for its
/// own words that keeps the digest leaves the choice as it was, so the other files need not be
/// read again to know it.
///
/// Such a file (a seed) ties others to it by the names it declares (a file mentioning one is
/// parsed) and by the names it mentions that a file without TCA words declares (that file is
/// parsed). Those two sets are its digest; its other words reach no file.
enum SelectionDigest {
  /// The names declared by the files that are not seeds.
  static func namesDeclaredOutsideSeeds(_ summaries: [LexicalSummary]) -> Set<UInt64> {
    var names: Set<UInt64> = []
    for summary in summaries where !summary.isSeed { names.formUnion(summary.declared) }
    return names
  }

  /// The digest of a seed's words, given the names declared outside the seeds; `nil` for a file
  /// that is not a seed.
  static func digest(_ summary: LexicalSummary, outside: Set<UInt64>) -> String? {
    guard summary.isSeed else { return nil }
    var bytes: [UInt8] = []
    func append(_ names: some Sequence<UInt64>) {
      let sorted = names.sorted()
      withUnsafeBytes(of: UInt64(sorted.count).littleEndian) { bytes += $0 }
      for name in sorted { withUnsafeBytes(of: name.littleEndian) { bytes += $0 } }
    }
    append(summary.declared)
    append(summary.mentioned.intersection(outside))
    return SHA256.hex(of: bytes)
  }
}
