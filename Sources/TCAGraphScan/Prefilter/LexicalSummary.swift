import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// What a file's bytes say without parsing: whether it holds a word that every TCA construct the
/// scanner reads needs, the type names it declares, every identifier it mentions, and its imports.
///
/// Names are kept as 64-bit FNV-1a hashes: two names sharing a hash only make a file look related
/// to another, which makes it parsed, never skipped.
package struct LexicalSummary: Sendable {
  /// Whether the bytes hold one of ``tcaWords``, in an identifier, a comment or a string.
  var mentionsTCA = false
  /// The names after `struct`, `enum`, `class`, `actor`, `protocol` and `typealias`, and every
  /// component of an `extension`'s type (`A` and `B` for `extension A.B`).
  var declared: Set<UInt64> = []
  /// Every identifier in the file, in code, comments and strings alike.
  var mentioned: Set<UInt64> = []
  /// The modules the file imports, as the parse would record them, or `nil` when a line-by-line
  /// reading cannot be sure (see ``ImportLines``).
  var imports: Set<String>?

  /// Whether the file is parsed for its own words: it holds a TCA word, or imports its lines
  /// cannot tell. Any other file is parsed only through a name that ties it to such a file.
  var isSeed: Bool { mentionsTCA || imports == nil }

  /// The words without which the scanner records nothing of a file on its own:
  /// - `Reduce`: `@Reducer`, `Reducer`, `ReducerProtocol`, `ReducerOf`, `AnyReducer`, `Reduce`,
  ///   `CombineReducers`, reducer values (`Reducer<…>.combine`);
  /// - `Action` and `action`: action enums (`Action`, `AppAction`, `ViewAction`,
  ///   `PresentationAction`), `reduce(into:action:)`, the `switch action` and `action.is(\.x)`
  ///   patterns, helpers taking an `Action`;
  /// - `send` and `Effect`: the places that send actions (`store.send`, `.send`, a
  ///   `@ViewAction` view's `send`, `Effect(value:)`);
  /// - `State`, `Scope`, `Store` and `Presents`: state types and fields, compositions and views,
  ///   which the words above already bring in, kept as a margin;
  /// - `Feature` and `Update`: TCA 2's features (`@Feature`, `FeatureProtocol`, `some Feature`,
  ///   `Features`, `EmptyFeature`) and their `Update { state, action in … }` closures;
  /// - `Dependency`: `@Dependency` declarations, and the files that say what a client is
  ///   (`extension DependencyValues`, `DependencyKey` and `TestDependencyKey` conformances), which
  ///   features name only by a property (`\.apiClient`) no declaring keyword ties to them;
  /// - `Shared`, `PersistenceKey` and `PersistenceReaderKey`: shared state (`@Shared`,
  ///   `@SharedReader`) and the custom keys declared in extensions of `SharedKey`,
  ///   `SharedReaderKey` and TCA 1.10's persistence protocols, which no feature names by type;
  /// - `tca-graph:`: a directive comment, which lint checks in every file (a misspelt one is an
  ///   `invalid-directive` finding).
  ///
  /// A file without them can still matter through a name another file uses (a `Delegate` enum in
  /// an extension, a type alias, a protocol refining a reducer protocol, a child's state): see
  /// ``RelevantFiles``.
  ///
  /// The dialects' own words come from their descriptors (``DialectVocabulary/prefilterWords``);
  /// a word that holds another (`Reducer`, `FeatureProtocol`) is left out, as the shorter one
  /// finds it.
  static let tcaWords: [[UInt8]] =
    shortestWords(
      [
        "Action", "action", "send", "State", "Scope", "Store", "Shared", "PersistenceKey",
        "PersistenceReaderKey",
      ] + DialectVocabulary.all.flatMap(\.prefilterWords)
    )
    .map { Array($0.utf8) } + [Array(SuppressionDirective.prefix.utf8)]

  /// `words` without those that hold another of them, sorted.
  static func shortestWords(_ words: [String]) -> [String] {
    let unique = Set(words)
    return unique.filter { word in !unique.contains { $0 != word && word.contains($0) } }.sorted()
  }

  private static let declaringKeywords: Set<UInt64> = Set(
    ["struct", "enum", "class", "actor", "protocol", "typealias"].map { hash(Array($0.utf8)[...]) })
  private static let extensionKeyword = hash(Array("extension".utf8)[...])
  /// Words that follow `class` without declaring a type (`class func`, `class var`).
  private static let notTypeNames: Set<UInt64> = Set(
    ["func", "var", "let", "subscript", "init", "override", "final"].map {
      hash(Array($0.utf8)[...])
    })

  /// Reads `bytes`, the file's UTF-8 text.
  init(_ bytes: [UInt8]) {
    var index = 0
    var declaring = false
    var extending = false
    while index < bytes.count {
      guard Self.isIdentifierByte(bytes[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
      let word = bytes[start..<index]
      let name = Self.hash(word)
      mentioned.insert(name)
      if declaring || extending {
        if !Self.notTypeNames.contains(name) { declared.insert(name) }
        declaring = false
        // `extension A.B`: every component up to the first thing that is not a dot.
        var next = index
        while next < bytes.count, Self.isBlank(bytes[next]) { next += 1 }
        extending = extending && next < bytes.count && bytes[next] == UInt8(ascii: ".")
      } else if Self.declaringKeywords.contains(name) {
        declaring = true
      } else if name == Self.extensionKeyword {
        extending = true
      }
    }
    mentionsTCA = bytes.withUnsafeBufferPointer { buffer in
      Self.tcaWords.contains { ByteSearch.first($0, in: buffer) != nil }
    }
    imports = ImportLines.modules(in: bytes)
  }

  /// Letters, digits, `_` and every byte of a non-ASCII character.
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
      || byte == UInt8(ascii: "\r")
  }

  /// FNV-1a, 64 bits.
  static func hash(_ word: ArraySlice<UInt8>) -> UInt64 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in word {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
    return value
  }
}
