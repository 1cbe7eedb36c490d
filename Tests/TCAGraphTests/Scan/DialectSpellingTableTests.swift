import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// Every question the scanner asks of a dialect, on every spelling a user can write of both
/// dialects: the feature macro bare and qualified by each of the dialect's modules, each feature
/// protocol so, each body protocol behind a protocol of the app's own, each logic builder. The
/// spellings come from the descriptors, so a word added to one is tested here too.
@Suite struct DialectSpellingTableTests {
  /// One way to declare the parent feature of a generated app.
  struct Spelling: Sendable, CustomStringConvertible {
    var dialect: FeatureDialect
    /// What stands before the type's body: `@Reducer struct Parent`, `struct Parent: Reducer`.
    var declaration: String
    /// Declarations the parent needs besides (a protocol of the app's own).
    var preamble = ""
    /// The `body`'s written type.
    var bodyType: String
    /// The builder of the parent's own logic (`Reduce`, `ComposableArchitecture2.Update`).
    var logicBuilder: String

    var description: String { "\(dialect): \(declaration) / \(bodyType) / \(logicBuilder)" }
  }

  /// `word` bare and qualified by each of `modules`.
  private static func spellings(of word: String, modules: [String]) -> [String] {
    [word] + modules.map { "\($0).\(word)" }
  }

  /// The spellings of every dialect's declaring words, each with a logic builder spelling in
  /// turn so that every builder spelling meets every way to declare.
  static let table: [Spelling] = DialectVocabulary.all.flatMap { vocabulary -> [Spelling] in
    let modules = vocabulary.modules
    let builders = vocabulary.logicBuilders.sorted().flatMap { spellings(of: $0, modules: modules) }
    let plainBody = "some " + vocabulary.bodyProtocols.sorted()[0]
    var declared: [(declaration: String, preamble: String, bodyType: String)] = []
    for attribute in spellings(of: vocabulary.featureMacro, modules: modules) {
      declared.append(("@\(attribute) struct Parent", "", plainBody))
    }
    for written in vocabulary.featureProtocols.sorted() {
      for conformance in spellings(of: written, modules: modules) {
        declared.append(("struct Parent: \(conformance)", "", plainBody))
      }
    }
    let refined = vocabulary.featureProtocols.sorted()[0]
    for written in vocabulary.bodyProtocols.sorted() {
      for bodyType in spellings(of: written, modules: modules) {
        let generic = written.hasSuffix("Of") ? "<Self>" : ""
        declared.append(
          (
            "struct Parent: AppWritten", "protocol AppWritten: \(refined) {}",
            "some \(bodyType)\(generic)"
          ))
      }
    }
    return declared.flatMap { form in
      builders.map { builder in
        Spelling(
          dialect: vocabulary.dialect, declaration: form.declaration, preamble: form.preamble,
          bodyType: form.bodyType, logicBuilder: builder)
      }
    }
  }

  /// A parent composing a child, matching one of the child's actions and answering it from an
  /// effect, written as `spelling` says in its dialect.
  private static func source(_ spelling: Spelling) -> String {
    switch spelling.dialect {
    case .tca1:
      """
      import ComposableArchitecture

      \(spelling.preamble)
      \(spelling.declaration) {
        struct State { var child = Child.State() }
        enum Action {
          case child(Child.Action)
          case loaded
        }
        var body: \(spelling.bodyType) {
          Scope(state: \\.child, action: \\.child) { Child() }
          \(spelling.logicBuilder) { state, action in
            switch action {
            case .child(.tapped):
              return .run { send in await send(.loaded) }
            case .child, .loaded:
              return .none
            }
          }
        }
      }

      @Reducer struct Child {
        struct State {}
        enum Action { case tapped }
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    case .tca2:
      """
      import ComposableArchitecture2

      \(spelling.preamble)
      \(spelling.declaration) {
        struct State { var child = Child.State() }
        enum Action {
          case child(Child.Action)
          case loaded
        }
        var body: \(spelling.bodyType) {
          Scope(\\.child, action: \\.child) { Child() }
          \(spelling.logicBuilder) { state, action in
            switch action {
            case .child(.tapped):
              store.addTask { try store.send(.loaded) }
            case .child, .loaded:
              break
            }
          }
        }
      }

      @Feature struct Child {
        struct State {}
        enum Action { case tapped }
        var body: some Feature { EmptyFeature() }
      }
      """
    }
  }

  @Test func theTableHoldsEverySpellingOfBothDialects() {
    for vocabulary in DialectVocabulary.all {
      let rows = Self.table.filter { $0.dialect == vocabulary.dialect }
      // Macro, protocols and body protocols, each bare and under every module.
      let declarations =
        (1 + vocabulary.featureProtocols.count + vocabulary.bodyProtocols.count)
        * (1 + vocabulary.modules.count)
      #expect(Set(rows.map(\.declaration)).count >= 2)
      #expect(
        Set(rows.map { "\($0.declaration) \($0.bodyType)" }).count == declarations,
        "\(vocabulary.dialect)")
      #expect(
        Set(rows.map(\.logicBuilder)).count
          == vocabulary.logicBuilders.count * (1 + vocabulary.modules.count))
    }
  }

  @Test(arguments: table)
  func everyQuestionHasTheSameAnswerWhateverTheSpelling(_ spelling: Spelling) throws {
    let result = ScanFixtureSupport.scan(source: Self.source(spelling))
    let parent = try #require(result.graph.feature("Parent"), "\(spelling) is a feature")
    #expect(parent.kind == .reducer)
    #expect(parent.writtenDialect == spelling.dialect)
    #expect(parent.dialect == spelling.dialect.recorded)
    #expect(result.graph.roots == ["Parent"])
    #expect(
      parent.children.map { "\($0.operator) \($0.statePath) \($0.child)" } == ["scope child Child"])
    #expect(
      parent.handlers.filter { $0.owner == "Child" }.map { $0.route.joined(separator: ".") }
        == ["child.tapped"],
      "the \(spelling.logicBuilder) closure is the parent's logic")
    #expect(
      parent.emissions.map { "\($0.route.joined(separator: ".")) \($0.origin)" }
        == ["loaded effect"],
      "a send from the effect is an effect's, not a view's")
  }

  @Test func theQuestionsOfTheDescriptorsAnswerEverySpellingAndNoOther() {
    for vocabulary in DialectVocabulary.all {
      let modules = vocabulary.modules
      for attribute in Self.spellings(of: vocabulary.featureMacro, modules: modules) {
        #expect(DialectVocabulary.dialect(ofAttribute: attribute) == vocabulary.dialect)
      }
      for written in vocabulary.featureProtocols {
        for conformance in Self.spellings(of: written, modules: modules) {
          #expect(DialectVocabulary.dialect(ofProtocol: conformance) == vocabulary.dialect)
          #expect(
            DialectVocabulary.dialect(ofProtocol: conformance + "<State, Action>")
              == vocabulary.dialect)
        }
      }
      for written in vocabulary.bodyProtocols {
        for bodyType in Self.spellings(of: written, modules: modules) {
          #expect(DialectVocabulary.dialect(ofBodyType: "some \(bodyType)") == vocabulary.dialect)
          #expect(
            DialectVocabulary.dialect(ofBodyType: "some \(bodyType)<Self>") == vocabulary.dialect)
        }
      }
      for words in vocabulary.dependencyWrappers {
        for attribute in Self.spellings(of: words.wrapper, modules: words.modules) {
          #expect(DialectVocabulary.dependencyWrapper(ofAttribute: attribute) == words)
        }
      }
    }
    // A word of no dialect, or one qualified by a module that does not export it.
    for written in [
      "Featured", "FeatureX", "MyApp.Feature", "Reducers", "Interface.Reducer", "Observable", "",
    ] {
      #expect(DialectVocabulary.dialect(ofAttribute: written) == nil, "\(written)")
      #expect(DialectVocabulary.dialect(ofProtocol: written) == nil, "\(written)")
    }
    #expect(DialectVocabulary.dependencyWrapper(ofAttribute: "Environment") == nil)
    #expect(DialectVocabulary.dependencyWrapper(ofAttribute: "SwiftUI.Environment") == nil)
  }

  @Test func theDialectsWordsDoNotOverlap() {
    // A word two dialects both claimed would make a spelling's dialect depend on the order of
    // `DialectVocabulary.all`.
    for (index, first) in DialectVocabulary.all.enumerated() {
      for second in DialectVocabulary.all.dropFirst(index + 1) {
        #expect(first.featureMacro != second.featureMacro)
        #expect(first.featureProtocols.isDisjoint(with: second.featureProtocols))
        #expect(first.bodyProtocols.isDisjoint(with: second.bodyProtocols))
        #expect(first.logicBuilders.isDisjoint(with: second.logicBuilders))
      }
    }
  }

  @Test func onlyTheHistoricalDialectGoesUnrecorded() {
    #expect(FeatureDialect.allCases.filter { $0.recorded == nil } == [.historical])
    #expect(Feature(id: "A").writtenDialect == .historical)
  }
}
