import TCAGraph
import Testing

@Suite struct CommandArgumentsTests {
  private let specs: [OptionSpec] = [
    .option("out", "DIR", "Where to write."),
    .option("format", "LIST", "Formats."),
    .flag("strict", "Strict."),
  ]

  @Test func parsesPositionalOptionsAndFlags() throws {
    let parsed = try CommandArguments.parse(
      ["Sources", "--out", "docs", "--format=svg,dot", "--strict", "More"], specs: specs,
      command: "render")
    #expect(parsed.positional == ["Sources", "More"])
    #expect(parsed.value("out") == "docs")
    #expect(parsed.list("format") == ["svg", "dot"])
    #expect(parsed.has("strict"))
    #expect(!parsed.has("help"))
  }

  @Test func unknownOptionNamesItAndSuggestsTheNearest() {
    let error = #expect(throws: UsageError.self) {
      try CommandArguments.parse(["--fromat", "svg"], specs: specs, command: "render")
    }
    #expect(error?.message == "unknown option '--fromat'; did you mean '--format'?")
  }

  @Test func optionWithoutValueIsAnError() {
    let missing = #expect(throws: UsageError.self) {
      try CommandArguments.parse(["--out"], specs: specs, command: "render")
    }
    #expect(missing?.message == "'--out' needs a value (DIR)")
    let extra = #expect(throws: UsageError.self) {
      try CommandArguments.parse(["--strict=yes"], specs: specs, command: "render")
    }
    #expect(extra?.message == "'--strict' takes no value")
  }

  @Test func helpListsEveryOption() {
    let text = helpText(usage: "tca-graph render", summary: "Renders.", specs: specs)
    #expect(text.contains("--out <DIR>"))
    #expect(text.contains("--strict"))
    #expect(text.contains("-h, --help"))
  }
}
