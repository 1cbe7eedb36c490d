import Testing

@testable import tca_graph

/// The `tca-graph-lint` plugin asks for no permission to write, so it refuses every option of
/// `lint` and `dump` that writes a file, however it is spelt, and points at the `tca-graph`
/// plugin. `PluginWriteOptions.swift` beside this file is the plugins' own file, linked here.
@Suite struct PluginWriteOptionsTests {
  @Test(arguments: [
    (["--write-budgets"], "write-budgets"),
    (["--strict", "--output", "report.txt"], "output"),
    (["--output=report.txt"], "output"),
    (["--reporter", "json", "-write-baseline", "baseline.json"], "write-baseline"),
    (["---cache-dir=Sources"], "cache-dir"),
  ])
  func everyWritingOptionIsFoundHoweverItIsSpelt(arguments: [String], option: String) {
    #expect(PluginWriteOptions.first(in: arguments) == option)
  }

  @Test func optionsThatOnlyReadAndPathsAfterADoubleDashPass() {
    #expect(
      PluginWriteOptions.first(
        in: [
          "--reporter", "sarif", "--baseline", "baseline.json", "--config", "ci.json",
          "--no-cache", "--strict", "--summary", "Sources/App",
        ]) == nil)
    #expect(PluginWriteOptions.first(in: ["--", "--output"]) == nil, "a file named --output")
  }

  @Test func theRefusalSaysWhatTheOptionWritesAndWhichPluginRunsIt() {
    #expect(
      PluginWriteOptions.refusal("write-budgets", command: "tca-graph-lint", verb: "lint")
        == "'--write-budgets' writes the budgets into the configuration file, and 'swift package "
        + "tca-graph-lint' asks for no permission to write, so it does not pass it on; run "
        + "'swift package --allow-writing-to-package-directory tca-graph lint --write-budgets "
        + "…', which asks")
  }

  /// The options of the verbs the plugin runs that only read; every other option is refused,
  /// so an option added to `lint` or `dump` must be placed in one list or the other.
  private static let readingOptions: Set<String> = [
    "reporter", "strict", "config", "baseline", "summary", "quiet", "absolute-paths", "input",
    "root", "module", "include", "exclude", "include-tests", "verbose", "no-cache",
    "allow-zero-features",
  ]

  @Test func everyOptionOfLintAndDumpEitherReadsOrIsRefused() {
    let refused = Set(PluginWriteOptions.options.map(\.name))
    #expect(refused.isDisjoint(with: Self.readingOptions))
    let all = Set((LintCommand.options + DumpCommand.options).map(\.name))
    #expect(all == refused.union(Self.readingOptions))
  }
}
