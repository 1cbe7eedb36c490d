import Foundation
import TCAGraph
import Testing

@testable import tca_graph

/// The `note` severity end to end: configured, reported, never failing a run (not even with
/// `--strict`), and baselined and suppressed like any finding.
@Suite struct LintNoteSeverityTests {
  /// Two sibling features that both write the shared key `isOn`: `shared-state-written-by-many`,
  /// a note by default, reports each write (lines 19 and 31 of `Sources/App.swift`; the second
  /// suppressed).
  static let siblings = """
    @Reducer
    struct AppFeature {
      struct State {
        var settings = Settings.State()
        var onboarding = Onboarding.State()
      }
      enum Action { case settings(Settings.Action), onboarding(Onboarding.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \\.settings, action: \\.settings) { Settings() }
        Scope(state: \\.onboarding, action: \\.onboarding) { Onboarding() }
      }
    }
    @Reducer
    struct Settings {
      struct State { @Shared(.appStorage("isOn")) var isOn = false }
      enum Action { case toggled }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          state.$isOn.withLock { $0.toggle() }
          return .none
        }
      }
    }
    @Reducer
    struct Onboarding {
      struct State { @Shared(.appStorage("isOn")) var isOn = false }
      enum Action { case finished }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          // tca-graph:disable:next shared-state-written-by-many - the first run's flag
          state.$isOn.withLock { $0 = true }
          return .none
        }
      }
    }

    """

  private func lint(_ arguments: [String], in folder: TemporaryFolder) throws -> LintReport {
    try CLI.lintReport(arguments, in: folder.path)
  }

  @Test func aNoteIsBetweenOffAndWarning() {
    #expect(Severity.allCases == [.off, .note, .warning, .error])
    #expect(Severity.off < .note && Severity.note < .warning)
    #expect(SharedStateWrittenByMany.defaultSeverity == .note)
  }

  @Test func aNoteNeverFailsTheRunEvenWithStrict() {
    let note = Finding(
      ruleID: SharedStateWrittenByMany.id, severity: .note, message: "m", location: nil)
    var warning = note
    warning.severity = .warning
    #expect(LintRunner.exitCode(for: [note], strict: false) == LintExitCode.clean)
    #expect(LintRunner.exitCode(for: [note], strict: true) == LintExitCode.clean)
    #expect(LintRunner.exitCode(for: [note, warning], strict: true) == LintExitCode.findings)
  }

  @Test func sharedStateWrittenByManyIsReportedAsANoteAndExitsZeroWithStrict() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Sources/App.swift",
      Self.siblings.replacingOccurrences(
        of: "      // tca-graph:disable:next shared-state-written-by-many - the first run's flag\n",
        with: ""))
    let report = try lint(["Sources", "--strict"], in: folder)
    #expect(
      report.findings.map { "\($0.location?.line ?? 0) \($0.severity) \($0.ruleID)" } == [
        "19 note shared-state-written-by-many", "30 note shared-state-written-by-many",
      ])
    #expect(report.exitCode == LintExitCode.clean)
  }

  @Test func aRuleConfiguredAsANoteReportsNotesAndAWarningConfiguredBackFails() throws {
    let folder = try TemporaryFolder()
    try folder.write("Sources/App.swift", Self.siblings)
    try folder.write(
      "notes.json", #"{"version": 1, "rules": {"shared-state-written-by-many": "warning"}}"#)
    let warned = try lint(["Sources", "--strict", "--config", "notes.json"], in: folder)
    #expect(warned.findings.map(\.severity) == [.warning])
    #expect(warned.exitCode == LintExitCode.findings)
    try folder.write(
      "notes.json", #"{"version": 1, "rules": {"shared-state-written-by-many": "note"}}"#)
    let noted = try lint(["Sources", "--strict", "--config", "notes.json"], in: folder)
    #expect(noted.findings.map(\.severity) == [.note])
    #expect(noted.exitCode == LintExitCode.clean)
  }

  @Test func aDirectiveSuppressesANoteAndABaselineAcceptsOne() throws {
    let folder = try TemporaryFolder()
    try folder.write("Sources/App.swift", Self.siblings)
    let report = try lint(["Sources"], in: folder)
    #expect(report.findings.map { $0.location?.line } == [19])
    #expect(report.suppressedCount == 1)
    let written = try lint(["Sources", "--write-baseline", "baseline.json"], in: folder)
    #expect(written.baselinedCount == 1)
    let baselined = try lint(["Sources", "--baseline", "baseline.json"], in: folder)
    #expect(baselined.findings.isEmpty)
    #expect(baselined.baselinedCount == 1)
  }
}
