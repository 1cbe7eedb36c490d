import Testing

@testable import TCAGraphAssembly
@testable import TCAGraphSyntax

/// The byte-level shortcuts the scanner takes for common names give what the general,
/// character-level readings give, on common and odd names alike.
@Suite struct ScanNameFastPathTests {
  static let names = [
    "", "A", "A.B", "AppFeature.State.Path", ".A", "A.", "A..B", "..", ".", "Caf\u{E9}.State",
    "U\u{308}ber.Action", "A.\u{301}B", "Reducer<State, Action>", "Feature<T>?",
    "`Settings.v2`.State",
  ]

  @Test(arguments: names) func enclosingScopesAgreeWithSplittingAtDots(_ name: String) {
    var components = name.split(separator: ".").map(String.init)
    var expected: [String] = []
    while !components.isEmpty {
      expected.append(components.joined(separator: "."))
      components.removeLast()
    }
    #expect(SymbolTable.enclosingScopes(name) == expected)
  }

  @Test(arguments: names) func genericPartsSplitOnlyANameEndingInArguments(_ name: String) {
    let parts = SyntaxReading.genericParts(name)
    let hasArguments = name.contains("<") && name.hasSuffix(">")
    #expect((parts.base == name) == !hasArguments)
    #expect(parts.arguments.isEmpty == !hasArguments)
  }

  @Test func caseNamesLoseOnlyTheirBackticks() {
    #expect(DeclarationCollector.withoutBackticks("`default`") == "default")
    #expect(DeclarationCollector.withoutBackticks("plain") == "plain")
    #expect(DeclarationCollector.withoutBackticks("`caf\u{E9}`") == "caf\u{E9}")
  }
}
