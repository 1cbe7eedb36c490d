import Testing

@testable import tca_graph

@Suite struct CommandArgumentsTests {
  private static let out = Option.value("out", "DIR", "Where to write.")
  private static let format = Option.value("format", "LIST", "Formats.")
  private static let strict = Option.flag("strict", "Strict.")
  private let options = [out, format, strict]

  @Test func parsesPositionalOptionsAndFlags() throws {
    let parsed = try ParsedArguments.parse(
      ["Sources", "--out", "docs", "--format=svg,dot", "--strict", "More"], options: options,
      command: "render")
    #expect(parsed.positional == ["Sources", "More"])
    #expect(parsed.value(Self.out) == "docs")
    #expect(parsed.list(Self.format) == ["svg", "dot"])
    #expect(parsed.has(Self.strict))
    #expect(!parsed.has(.help))
  }

  @Test func unknownOptionNamesItAndSuggestsTheNearest() {
    let error = #expect(throws: UsageError.self) {
      try ParsedArguments.parse(["--fromat", "svg"], options: options, command: "render")
    }
    #expect(error?.message == "unknown option '--fromat'; did you mean '--format'?")
  }

  @Test func optionWithoutValueIsAnError() {
    let missing = #expect(throws: UsageError.self) {
      try ParsedArguments.parse(["--out"], options: options, command: "render")
    }
    #expect(missing?.message == "'--out' needs a value (DIR)")
    let extra = #expect(throws: UsageError.self) {
      try ParsedArguments.parse(["--strict=yes"], options: options, command: "render")
    }
    #expect(extra?.message == "'--strict' takes no value")
  }

  @Test(arguments: TCAGraphCommand.commands.map { $0.name })
  func helpListsEveryOption(command: String) throws {
    let type = try #require(TCAGraphCommand.commands.first { $0.name == command })
    let run = CLI.inProcess([command, "--help"], in: "/")
    #expect(run.exitCode == 0)
    for option in type.options {
      #expect(run.output.contains(option.spelling), "\(command) --help lacks \(option.spelling)")
    }
    #expect(run.output.contains("-h, --help"))
  }

  /// Every command that reads an architecture; `diff` reads two and `example` none.
  @Test(
    arguments: TCAGraphCommand.commands.filter {
      $0 != DiffCommand.self && $0 != ExampleCommand.self
    }.map { $0.name })
  func everyCommandSharesTheInputOptions(command: String) throws {
    let type = try #require(TCAGraphCommand.commands.first { $0.name == command })
    #expect(Set(InputOptions.all).isSubset(of: Set(type.options)))
  }

  /// `diff` reads two sides, not one architecture: it takes the options about scanning and the
  /// cache, and none that picks one IR file or part of a graph.
  @Test func diffSharesTheScanningAndCacheOptions() {
    let shared = Set(DiffCommand.options).intersection(InputOptions.all)
    #expect(
      shared
        == Set(InputOptions.scanning + [InputOptions.cacheDirectory, InputOptions.noCache]))
  }
}
