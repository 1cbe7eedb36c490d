import Foundation
import Testing

@testable import tca_graph

/// The completions an install puts in place: `Scripts/install-completions.sh` (run by
/// `Scripts/install.sh` through `Scripts/install-binary.sh`) writes each shell's script where
/// the shell looks for it, and the Homebrew formula has Homebrew generate them from the same
/// option.
@Suite final class CompletionInstallTests {
  /// A made-up install prefix, removed after each test.
  let prefix: URL

  init() {
    prefix = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-graph-completions-\(UUID().uuidString)")
  }

  deinit { try? FileManager.default.removeItem(at: prefix) }

  /// Where each shell finds a completion script under a prefix, by shell.
  private static let destinations: [CompletionShell: String] = [
    .bash: "share/bash-completion/completions/tca-graph",
    .zsh: "share/zsh/site-functions/_tca-graph",
    .fish: "share/fish/vendor_completions.d/tca-graph.fish",
  ]

  private static func text(_ relativePath: String) throws -> String {
    try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent(relativePath), encoding: .utf8)
  }

  @Test func theScriptInstallsEveryShellsCompletionWhereTheShellLooks() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "bash", TestPaths.packageRoot.appendingPathComponent("Scripts/install-completions.sh").path,
      CLI.executable.path, prefix.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(message)")
    #expect(Set(Self.destinations.keys) == Set(CompletionShell.allCases), "every shell has a place")
    for shell in CompletionShell.allCases {
      let path = prefix.appendingPathComponent(Self.destinations[shell] ?? "").path
      let installed = try String(contentsOfFile: path, encoding: .utf8)
      #expect(installed == shell.script(), "\(shell.rawValue) at \(path)")
    }
  }

  @Test func installRunsTheCompletionScriptIntoItsPrefix() throws {
    let install = try Self.text("Scripts/install.sh")
    #expect(install.contains(#"bash "$root/Scripts/install-binary.sh" "$binary" "$prefix""#))
    let placing = try Self.text("Scripts/install-binary.sh")
    #expect(
      placing.contains(
        #"bash "$root/Scripts/install-completions.sh" "$prefix/bin/tca-graph" "$prefix""#))
  }

  @Test func theFormulaGeneratesCompletionsFromTheCommandsOwnOption() throws {
    let formula = try Self.text("Formula/tca-graph.rb")
    let option = TCAGraphCommand.completionScript.spelling
    #expect(
      formula.contains(#"generate_completions_from_executable(bin/"tca-graph", "\#(option)")"#),
      "Homebrew appends bash, zsh or fish to the command, which takes them as the option's value")
    #expect(CompletionShell.allCases.map(\.rawValue) == ["bash", "zsh", "fish"])
    for path in [
      #"bash_completion/"tca-graph""#, #"zsh_completion/"_tca-graph""#,
      #"fish_completion/"tca-graph.fish""#,
    ] {
      #expect(formula.contains("assert_path_exists \(path)"), "the formula's test checks \(path)")
    }
  }
}
