import Testing

@testable import TCAGraph
@testable import TCAGraphScan

/// How the pre-filter reads a file's bytes: names declared and mentioned, TCA words, imports, and
/// which files the names tie together.
@Suite struct PrefilterReadingTests {
  private func summary(_ text: String) -> LexicalSummary { LexicalSummary(Array(text.utf8)) }
  private func name(_ word: String) -> UInt64 { LexicalSummary.hash(Array(word.utf8)[...]) }

  @Test func extensionDeclaresEveryComponentOfItsTypeAndNothingAfter() {
    let read = summary("extension Outer.Inner: Equatable where Element == Int {}\n")
    #expect(read.declared == [name("Outer"), name("Inner")])
    #expect(read.mentioned.contains(name("Equatable")))
  }

  @Test func typeDeclarationsDeclareTheirNameButClassMembersDoNot() {
    let read = summary(
      "struct A {}\nenum B {}\nprotocol C {}\ntypealias D = A\nclass E { class func f() {} }\n")
    #expect(read.declared == Set(["A", "B", "C", "D", "E"].map(name)))
  }

  @Test(arguments: [
    ("@Reducer struct Counter {}", true),
    ("enum AppAction { case tapped }", true),
    ("func handle(_ value: Int) { switch action {} }", true),
    ("viewModel.send(.tapped)", true),
    ("// a note on Effect", true),
    ("// tca-graph:disable-next lane-violation", true),
    ("extension Library: FeatureProtocol { var body: some Feature { EmptyFeature() } }", true),
    ("let core = Update { model, event in }", true),
    ("struct Model { var title: String }", false),
    ("func reduced(_ values: [Int]) -> Int { values.reduce(0, +) }", false),
  ])
  func tcaWordsAreFoundInsideIdentifiers(text: String, mentions: Bool) {
    #expect(summary(text).mentionsTCA == mentions)
  }

  @Test func importsAreReadFromTheirLines() {
    let text = """
      @testable import Alpha
      public import Beta.Sub
      import struct Gamma.Thing
      @_exported import Delta // re-exported
      // import Commented
      let important = 1
      """
    #expect(ImportLines.modules(in: Array(text.utf8)) == ["Alpha", "Beta", "Gamma", "Delta"])
  }

  @Test func semicolonsAndBackquotesOutsideImportLinesDoNotMatter() {
    let text = "let s = \"a;b\"\nimport A\nlet `default` = 1; let important = 2\n"
    #expect(ImportLines.modules(in: Array(text.utf8)) == ["A"])
  }

  @Test(arguments: [
    "import A; import B\n",
    "/* import Hidden */\nimport A\n",
    "let text = \"\"\"\nimport Fake\n\"\"\"\n",
    "let text = \"import Fake\"\n",
    "import `Quoted`\n",
    "@available(macOS 13, *) import A\n",
  ])
  func linesThatCannotBeReadForSureGiveNoImports(text: String) {
    #expect(ImportLines.modules(in: Array(text.utf8)) == nil)
  }

  @Test func namesTieFilesTransitivelyInBothDirections() {
    let files = [
      summary("@Reducer struct Parent { enum Action { case child(Child.Action) } }"),
      summary("extension Child { enum Delegate { case done(Payload) } }"),
      summary("struct Payload { var value: Int }"),
      summary("struct Unrelated { var value: Int }"),
      summary("struct Conforming: ScreenProtocol {}"),
      summary("protocol ScreenProtocol: Reducer {}"),
    ]
    #expect(RelevantFiles.select(files) == [true, true, true, false, true, true])
  }

  @Test func fileWhoseImportsCannotBeReadIsParsed() {
    let files = [summary("/* license */\nimport Shared\nstruct Unrelated {}\n")]
    #expect(RelevantFiles.select(files) == [true])
  }
}
