/// Suggestions for misspelt flags, rule ids and keys.
enum NearestMatch {
  /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo.
  static func suggestion(for word: String, among candidates: [String]) -> String? {
    let scored = candidates.map { (candidate: $0, distance: distance(word, $0)) }
    guard let best = scored.min(by: { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) })
    else { return nil }
    let limit = max(2, best.candidate.count / 3)
    return best.distance <= limit ? best.candidate : nil
  }

  /// `; did you mean 'x'?` or nothing.
  static func hint(for word: String, among candidates: [String]) -> String {
    suggestion(for: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// The Levenshtein distance between two strings.
  static func distance(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs)
    let right = Array(rhs)
    if left.isEmpty { return right.count }
    if right.isEmpty { return left.count }
    var previous = Array(0...right.count)
    var current = previous
    for i in 1...left.count {
      current[0] = i
      for j in 1...right.count {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[right.count]
  }
}
