/// A shell-style glob over `/`-separated paths: `*` and `?` stay within one component, `**`
/// crosses any number of them, and `**/` stands for whole folders (none or more); `[`, `]`, `{`
/// and `}` are literal characters. Matching remembers every (pattern, path) position it has tried,
/// so it takes time proportional to their product, whatever the stars (`**/**/**/x.swift`).
package struct GlobPattern: Sendable {
  private let pattern: [Character]

  package init(_ pattern: String) {
    self.pattern = Array(pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern)
  }

  /// Whether the whole path matches; a pattern with no `/` also matches any single component.
  package func matches(_ path: String) -> Bool {
    var whole = Matcher(pattern: pattern, text: Array(path))
    if whole.matches() { return true }
    if !pattern.contains("/") {
      return path.split(separator: "/").contains {
        var component = Matcher(pattern: pattern, text: Array($0))
        return component.matches()
      }
    }
    return false
  }
}

/// One match of a pattern against a text, memoised by position.
private struct Matcher {
  let pattern: [Character]
  let text: [Character]
  /// 0 unknown, 1 matches, 2 does not; indexed by pattern position × (text count + 1).
  private var memo: [UInt8]

  init(pattern: [Character], text: [Character]) {
    self.pattern = pattern
    self.text = text
    memo = Array(repeating: 0, count: (pattern.count + 1) * (text.count + 1))
  }

  mutating func matches() -> Bool { match(0, 0) }

  private mutating func match(_ p: Int, _ t: Int) -> Bool {
    let slot = p * (text.count + 1) + t
    if memo[slot] != 0 { return memo[slot] == 1 }
    let result = compute(p, t)
    memo[slot] = result ? 1 : 2
    return result
  }

  private mutating func compute(_ p: Int, _ t: Int) -> Bool {
    guard p < pattern.count else { return t == text.count }
    let first = pattern[p]
    if first == "*" {
      if p + 1 < pattern.count, pattern[p + 1] == "*" {
        let after = p + 2
        // `**/` stands for whole folders: what follows starts a component.
        if after < pattern.count, pattern[after] == "/" {
          if match(after + 1, t) { return true }
          for index in t..<text.count where text[index] == "/" && match(after + 1, index + 1) {
            return true
          }
          return false
        }
        for index in t...text.count where match(after, index) { return true }
        return false
      }
      var index = t
      while index <= text.count {
        if match(p + 1, index) { return true }
        if index == text.count || text[index] == "/" { break }
        index += 1
      }
      return false
    }
    guard t < text.count else { return false }
    let character = text[t]
    if first == "?" ? character != "/" : first == character {
      return match(p + 1, t + 1)
    }
    return false
  }
}
