/// The nearest of several names to a misspelt one, for messages that suggest the right name.
public enum NameSuggestion {
  /// The candidate closest to `word` by edit distance, if it is close enough to be a typo.
  public static func nearest(_ word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(word, $0)) }
      .filter { $0.1 <= max(2, word.count / 3) }
      .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
    return scored.first?.0
  }

  /// `; did you mean 'name'?` for the nearest candidate, or an empty string.
  public static func hint(_ word: String, in candidates: [String], prefix: String = "") -> String {
    nearest(word, in: candidates).map { "; did you mean '\(prefix)\($0)'?" } ?? ""
  }

  private static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
