/// A shell-style glob over `/`-separated paths: `*` and `?` stay within one component, `**`
/// crosses any number of them.
struct GlobPattern: Sendable {
  private let pattern: [Character]

  init(_ pattern: String) {
    self.pattern = Array(pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern)
  }

  /// Whether the whole path matches; a pattern with no `/` also matches any single component.
  func matches(_ path: String) -> Bool {
    let characters = Array(path)
    if Self.match(pattern[...], characters[...]) { return true }
    if !pattern.contains("/") {
      return path.split(separator: "/").contains { Self.match(pattern[...], Array($0)[...]) }
    }
    return false
  }

  private static func match(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool
  {
    guard let first = pattern.first else { return text.isEmpty }
    if first == "*" {
      let rest = pattern.dropFirst()
      if rest.first == "*" {
        var after = rest.dropFirst()
        if after.first == "/" {
          after = after.dropFirst()
          if match(after, text) { return true }
        }
        var index = text.startIndex
        while index <= text.endIndex {
          if match(after, text[index...]) { return true }
          if index == text.endIndex { break }
          index += 1
        }
        return false
      }
      var index = text.startIndex
      while index <= text.endIndex {
        if match(rest, text[index...]) { return true }
        if index == text.endIndex || text[index] == "/" { break }
        index += 1
      }
      return false
    }
    guard let character = text.first else { return false }
    if first == "?" ? character != "/" : first == character {
      return match(pattern.dropFirst(), text.dropFirst())
    }
    return false
  }
}
