import Foundation
import TCAGraph
import Testing

/// Each way a `.tca-graph.json` can be wrong gives one message naming the file, the line of the
/// key in question, its key path and what to write instead.
@Suite struct LintConfigurationErrorTests {
  private func message(_ json: String) -> String {
    do {
      _ = try LintConfiguration.parse(Data(json.utf8), path: "App/.tca-graph.json")
      return "no error"
    } catch {
      return error.description
    }
  }

  @Test func anUnknownTopLevelKeyIsNamedAtItsLineWithTheNearestKey() {
    let json = """
      {
        "version": 1,
        "comandWords": ["close"]
      }
      """
    #expect(
      message(json)
        == "App/.tca-graph.json:3: invalid configuration: unknown key 'comandWords'; "
        + "did you mean 'commandWords'?")
  }

  @Test func anUnknownKeyFarFromEveryKeyHasNoSuggestion() {
    #expect(
      message(#"{"version": 1, "colours": "dark"}"#)
        == "App/.tca-graph.json:1: invalid configuration: unknown key 'colours'")
  }

  @Test func anUnknownRuleIsNamedByItsKeyPathWithTheNearestRule() {
    let json = """
      {"version": 1,
       "rules": {
         "lane-violation": "error",
         "unintegrated-child-stat": "off"
       }}
      """
    #expect(
      message(json)
        == "App/.tca-graph.json:4: invalid configuration: unknown key "
        + "'rules.unintegrated-child-stat'; did you mean 'unintegrated-child-state'?")
  }

  @Test func theLineIsTheKeysNotAStringValueThatSpellsIt() {
    let json = """
      {"version": 1,
       "include": ["rulez"],
       "rulez": {}}
      """
    #expect(
      message(json)
        == "App/.tca-graph.json:3: invalid configuration: unknown key 'rulez'; "
        + "did you mean 'rules'?")
  }

  @Test func aSeverityThatIsNoSeverityNamesItsKeyPathAndTheFourWords() {
    let json = """
      {"version": 1,
       "rules": {"lane-violation": "error",
                 "foreign-delegate-emission": 2}}
      """
    #expect(
      message(json)
        == "App/.tca-graph.json:3: invalid configuration: 'rules.foreign-delegate-emission' "
        + #"must be "off", "note", "warning" or "error""#)
  }

  @Test func rulesThatAreNotAnObjectSayWhatTheyMustBe() {
    let json = """
      {"version": 1,

       "rules": ["lane-violation"]}
      """
    #expect(
      message(json)
        == "App/.tca-graph.json:3: invalid configuration: 'rules' must be an object of rule ids "
        + "and severities")
  }

  @Test(arguments: ["commandWords", "include", "exclude"])
  func aListThatIsNotStringsNamesItsKeyAndType(key: String) {
    let json = """
      {"version": 1,
       "\(key)": ["Sources/**", 3]}
      """
    #expect(
      message(json)
        == "App/.tca-graph.json:2: invalid configuration: '\(key)' must be an array of strings")
  }

  @Test func nullIsNotAnEmptyList() {
    #expect(
      message(#"{"version": 1, "exclude": null}"#)
        == "App/.tca-graph.json:1: invalid configuration: 'exclude' must be an array of strings")
  }

  @Test func aKeyWrittenWithEscapesIsFoundAtItsLine() {
    let json = """
      {"version": 1,
       "rules": {
         "lane-violation": "off",
         "lane\\u002Dviolations": "off"}}
      """
    #expect(
      message(json)
        == "App/.tca-graph.json:4: invalid configuration: unknown key 'rules.lane-violations'; "
        + "did you mean 'lane-violation'?")
  }

  @Test func anUnknownBudgetIsNamedAtItsLineWithTheNearestBudget() {
    let json = """
      {"version": 1,
       "budgets": {
         "depth": 6,
         "childrenPerFeatures": 8
       }}
      """
    #expect(
      message(json)
        == "App/.tca-graph.json:4: invalid configuration: unknown key "
        + "'budgets.childrenPerFeatures'; did you mean 'childrenPerFeature'?")
  }

  @Test(arguments: [
    ("0", "0"), ("-3", "-3"), ("2.5", "2.5"), (#""8""#, #"the string "8""#), ("true", "true"),
    ("null", "null"), ("[8]", "an array or object"),
  ])
  func aBudgetThatIsNotAPositiveIntegerSaysWhatWasWritten(written: String, shown: String) {
    let json = """
      {"version": 1,
       "budgets": {"depth": 6,
                   "destinationCases": \(written)}}
      """
    #expect(
      message(json)
        == "App/.tca-graph.json:3: invalid configuration: 'budgets.destinationCases' must be a "
        + "positive integer, not \(shown)")
  }

  @Test func budgetsThatAreNotAnObjectSayWhatTheyMustBe() {
    #expect(
      message(#"{"version": 1, "budgets": 8}"#)
        == "App/.tca-graph.json:1: invalid configuration: 'budgets' must be an object of budget "
        + "names and limits")
  }

  @Test func everyFormTheReadmeShowsIsRead() throws {
    let configuration = try LintConfiguration.parse(
      Data(
        """
        {"version": 1,
         "rules": {"delegate-names-a-command": "warning", "lane-violation": "error",
                   "invalid-directive": "off"},
         "commandWords": ["close", "refresh", "cierra"],
         "include": ["Sources/**"], "exclude": ["Sources/Legacy/**"],
         "budgets": {"childrenPerFeature": 8, "actionCasesPerFeature": 30, "depth": 6}}
        """.utf8), path: "c.json")
    #expect(
      configuration
        == LintConfiguration(
          severities: [
            "delegate-names-a-command": .warning, "lane-violation": .error,
            "invalid-directive": .off,
          ], commandWords: ["close", "refresh", "cierra"], include: ["Sources/**"],
          exclude: ["Sources/Legacy/**"],
          budgets: [.childrenPerFeature: 8, .actionCasesPerFeature: 30, .depth: 6], path: "c.json"))
    #expect(
      try LintConfiguration.parse(Data(#"{"version": 1}"#.utf8), path: "c.json")
        == LintConfiguration(path: "c.json"))
  }
}
