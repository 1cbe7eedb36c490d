/// Every spelling a user can write of a dialect's words resolves here: bare (`Feature`) or
/// qualified by one of the dialect's modules (`ComposableArchitecture2.Feature`), with generic
/// arguments (`ReducerOf<Self>`) and `some`/`any` (`some Feature`) as written.
extension DialectVocabulary {
  /// The descriptors of every dialect, in ``FeatureDialect``'s order.
  package static let all: [DialectVocabulary] = FeatureDialect.allCases.map(\.vocabulary)

  /// The dialect whose feature macro an attribute spells (`Reducer`, `Feature`,
  /// `ComposableArchitecture2.Feature`); `nil` for any other attribute.
  package static func dialect(ofAttribute written: String) -> FeatureDialect? {
    all.first { $0.spells($0.featureMacro, written) }?.dialect
  }

  /// The dialect whose feature protocol a conformance spells (`Reducer`, `FeatureProtocol`,
  /// `ComposableArchitecture.Reducer<State, Action>`); `nil` for any other.
  package static func dialect(ofProtocol written: String) -> FeatureDialect? {
    let name = WrittenName(written)
    return all.first { $0.spells(one: $0.featureProtocols, name) }?.dialect
  }

  /// The dialect whose body protocol a `body`'s type spells (`some ReducerOf<Self>`,
  /// `some Feature`, `some ComposableArchitecture2.Feature`); `nil` for any other.
  package static func dialect(ofBodyType written: String) -> FeatureDialect? {
    let name = WrittenName(written)
    return all.first { $0.spells(one: $0.bodyProtocols, name) }?.dialect
  }

  /// The dependency wrapper an attribute spells (`Dependency`, `Dependencies.Dependency`,
  /// `FeatureEnvironment`), from any dialect; `nil` for any other attribute.
  package static func dependencyWrapper(ofAttribute written: String) -> DependencyWrapperWords? {
    for vocabulary in all {
      for words in vocabulary.dependencyWrappers
      where Self.spells(words.wrapper, written, modules: words.modules) {
        return words
      }
    }
    return nil
  }

  /// Whether `written` spells one of `words` of any dialect, bare or qualified by that
  /// dialect's module: the question the readers ask of a name they meet without knowing the
  /// dialect (`Update` or `Reduce` as a logic builder).
  package static func anySpells(_ words: KeyPath<DialectVocabulary, Set<String>>, _ written: String)
    -> Bool
  {
    let name = WrittenName(written)
    return all.contains { $0.spells(one: $0[keyPath: words], name) }
  }

  /// The union of one kind of word over every dialect.
  package static func union(_ words: KeyPath<DialectVocabulary, Set<String>>) -> Set<String> {
    all.reduce(into: []) { $0.formUnion($1[keyPath: words]) }
  }

  /// Whether `written` spells `word`, bare or qualified by one of this dialect's modules.
  package func spells(_ word: String, _ written: String) -> Bool {
    Self.spells(word, written, modules: modules)
  }

  /// Whether `written` spells `word` bare or qualified by one of `modules`, after `some ` or
  /// `any ` and before generic arguments.
  package static func spells(_ word: String, _ written: String, modules: [String]) -> Bool {
    WrittenName(written).spells(word, modules: modules)
  }

  /// Whether `name` spells one of `words`, bare or qualified by one of this dialect's modules.
  private func spells(one words: Set<String>, _ name: WrittenName) -> Bool {
    guard words.contains(String(name.word)) else { return false }
    return name.module.map { modules.contains(String($0)) } ?? true
  }
}

/// A written type name taken apart: `ComposableArchitecture2.Feature` from
/// `some ComposableArchitecture2.Feature<Self>` is the word `Feature` under the qualifier
/// `ComposableArchitecture2`.
private struct WrittenName {
  /// The last component.
  let word: Substring
  /// Everything before the last dot, when there is one.
  let module: Substring?

  init(_ written: String) {
    var text = written[...].drop { $0 == " " }
    for keyword in ["some ", "any "] where text.hasPrefix(keyword) {
      text = text.dropFirst(keyword.count).drop { $0 == " " }
    }
    if let open = text.firstIndex(of: "<") { text = text[..<open] }
    while text.last == " " { text = text.dropLast() }
    if let dot = text.lastIndex(of: ".") {
      word = text[text.index(after: dot)...]
      module = text[..<dot]
    } else {
      word = text
      module = nil
    }
  }

  /// Whether this is `word`, bare or under one of `modules`.
  func spells(_ expected: String, modules: [String]) -> Bool {
    guard word == expected else { return false }
    return module.map { modules.contains(String($0)) } ?? true
  }
}
