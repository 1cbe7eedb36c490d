import TCAGraph
import Testing
import TreeIntrospect

/// Runs every rule's documented examples through the source scanner: each `↓` must be exactly
/// where a finding is reported, and non-triggering examples must give none.
@Suite struct RulesExamplesTests {
  /// One example of one rule, named for test output.
  struct Case: CustomTestStringConvertible, Sendable {
    var rule: any LintRule.Type
    var index: Int
    var example: RuleExample
    var triggering: Bool

    var testDescription: String {
      "\(rule.id) \(triggering ? "triggering" : "non-triggering") #\(index)"
    }
  }

  static let triggering = LintRules.all.flatMap { rule in
    rule.triggeringExamples.enumerated().map {
      Case(rule: rule, index: $0, example: $1, triggering: true)
    }
  }

  static let nonTriggering = LintRules.all.flatMap { rule in
    rule.nonTriggeringExamples.enumerated().map {
      Case(rule: rule, index: $0, example: $1, triggering: false)
    }
  }

  @Test(arguments: triggering)
  func findingsAreExactlyAtTheMarkers(_ test: Case) throws {
    let (source, markers) = ExampleMarkers.strip(test.example.source)
    try #require(!markers.isEmpty, "a triggering example needs at least one ↓")
    let findings = run(
      test.rule, on: source, path: test.example.path, budgets: test.example.budgets)
    let places = findings.map {
      Place(line: $0.location?.line ?? 0, column: $0.location?.column ?? 0)
    }
    #expect(places.sorted() == markers.sorted(), "\(findings.map(\.message))")
    #expect(findings.allSatisfy { $0.location?.file == test.example.path })
    #expect(findings.allSatisfy { $0.ruleID == test.rule.id })
  }

  @Test(arguments: nonTriggering)
  func nonTriggeringExamplesGiveNoFindings(_ test: Case) {
    let (source, markers) = ExampleMarkers.strip(test.example.source)
    #expect(markers.isEmpty)
    let findings = run(
      test.rule, on: source, path: test.example.path, budgets: test.example.budgets)
    #expect(findings.map(\.message) == [])
  }

  private func run(
    _ rule: any LintRule.Type, on source: String, path: String, budgets: Budgets
  ) -> [Finding] {
    let scanned = SourceScanner().scan(sources: [(path: path, text: source)])
    let problems = Suppression.problems(in: scanned.suppressions)
    return rule.init().check(
      LintContext(graph: scanned.graph, directiveProblems: problems, budgets: budgets))
  }
}

/// A 1-based line and UTF-8 column, as the scanner reports them.
struct Place: Hashable, Comparable, CustomStringConvertible {
  var line: Int
  var column: Int

  static func < (lhs: Place, rhs: Place) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
  var description: String { "\(line):\(column)" }
}

/// The `↓` markers of a rule example.
enum ExampleMarkers {
  /// The source without markers, and the place each marker pointed at.
  static func strip(_ marked: String) -> (source: String, places: [Place]) {
    var places: [Place] = []
    var lines: [String] = []
    for (index, line) in marked.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      var clean = ""
      for character in line {
        if character == "↓" {
          places.append(Place(line: index + 1, column: clean.utf8.count + 1))
        } else {
          clean.append(character)
        }
      }
      lines.append(clean)
    }
    return (lines.joined(separator: "\n"), places)
  }
}

@Suite struct LintInMemoryTests {
  @Test func inMemoryLintAppliesSuppressionComments() throws {
    let example = try #require(ParentMatchesChildInternals.triggeringExamples.first)
    let (source, markers) = ExampleMarkers.strip(example.source)
    #expect(LintRunner.lint(sources: [(path: "A.swift", text: source)]).count == markers.count)
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let line = try #require(markers.first?.line)
    lines[line - 1] += "  // tca-graph:disable:this parent-matches-child-internals"
    let suppressed = LintRunner.lint(sources: [
      (path: "A.swift", text: lines.joined(separator: "\n"))
    ])
    #expect(suppressed.filter { $0.ruleID == "parent-matches-child-internals" }.isEmpty)
  }
}
