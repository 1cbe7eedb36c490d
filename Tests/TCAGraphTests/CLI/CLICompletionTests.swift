import Foundation
import TCAGraph
import Testing

@testable import tca_graph

/// `--generate-completion-script bash|zsh|fish`: every script parses in its shell (where the
/// shell is installed) and completes every command's options from the same tables as `--help`.
@Suite struct CLICompletionTests {
  private func script(_ shell: String) throws -> String {
    let result = TCAGraphCommand.run(
      arguments: ["--generate-completion-script", shell], workingDirectory: "/")
    #expect(result.exitCode == 0, "\(result.errors)")
    return result.output
  }

  /// The shell's executable, if this machine has it on `PATH`.
  private static func shell(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":").map(String.init) {
      let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }

  /// Runs `shell arguments` in `directory` (whose files complete as paths) and returns its exit
  /// status and standard output and error.
  private static func run(
    _ shell: URL, _ arguments: [String],
    in directory: URL = FileManager.default.temporaryDirectory
  ) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = shell
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test(arguments: CompletionShell.allCases.map(\.rawValue))
  func everyScriptNamesEveryCommandAndOption(shell: String) throws {
    let text = try script(shell)
    for command in TCAGraphCommand.commands {
      #expect(text.contains(command.name), "\(shell): \(command.name)")
      for option in command.options {
        let written = shell == "fish" ? "-l \(option.name) " : option.spelling
        #expect(text.contains(written), "\(shell): \(command.name) \(option.spelling)")
      }
    }
    for reporter in Reporters.names { #expect(text.contains(reporter), "\(shell): \(reporter)") }
  }

  @Test(arguments: [("bash", ["-n"]), ("zsh", ["-n"]), ("fish", ["--no-execute"])])
  func scriptParsesInItsShell(shell: String, check: [String]) throws {
    guard let executable = Self.shell(shell) else {
      #expect(shell != "bash", "bash is needed to check the bash script")
      return
    }
    let folder = try TemporaryFolder()
    let file = folder.path + "/tca-graph.\(shell)"
    let binary = try CLI.run(
      ["--generate-completion-script", shell], in: URL(fileURLWithPath: folder.path))
    #expect(binary.status == 0)
    #expect(binary.output == (try script(shell)), "the binary prints the generated script")
    try binary.output.write(toFile: file, atomically: true, encoding: .utf8)
    let (status, output) = try Self.run(executable, check + [file])
    #expect(status == 0, "\(shell): \(output)")
  }

  @Test func bashCompletesSubcommandsOptionsAndTheirValues() throws {
    let bash = try #require(Self.shell("bash"))
    let folder = try TemporaryFolder()
    let file = folder.path + "/tca-graph.bash"
    try script("bash").write(toFile: file, atomically: true, encoding: .utf8)
    func complete(_ words: [String]) throws -> [String] {
      let quoted = words.map { "'\($0)'" }.joined(separator: " ")
      let (status, output) = try Self.run(
        bash,
        [
          "-c",
          "source '\(file)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); "
            + "_tca_graph; printf '%s\\n' \"${COMPREPLY[@]}\"",
        ], in: URL(fileURLWithPath: folder.path))
      #expect(status == 0, "\(output)")
      return output.split(separator: "\n").map(String.init)
    }
    #expect(try complete(["tca-graph", "li"]) == ["lint"])
    #expect(try complete(["tca-graph", "lint", "--rep"]) == ["--reporter"])
    #expect(
      try complete(["tca-graph", "lint", "--write-b"]) == ["--write-baseline", "--write-budgets"])
    #expect(try complete(["tca-graph", "lint", "--reporter", ""]) == Reporters.names)
    #expect(try complete(["tca-graph", "render", "--format", "svg,p"]) == ["svg,png", "svg,pdf"])
    #expect(try complete(["tca-graph", "help", "d"]) == ["dump", "diff"])
    try FileManager.default.createDirectory(
      atPath: folder.path + "/caches", withIntermediateDirectories: true)
    #expect(try complete(["tca-graph", "dump", "--cache-dir", "ca"]) == ["caches"])
  }

  @Test func fishCompletesSubcommandsOptionsAndTheirValues() throws {
    guard let fish = Self.shell("fish") else { return }
    let folder = try TemporaryFolder()
    let file = folder.path + "/tca-graph.fish"
    try script("fish").write(toFile: file, atomically: true, encoding: .utf8)
    func complete(_ line: String) throws -> [String] {
      let (status, output) = try Self.run(
        fish, ["--no-config", "-c", "source '\(file)'; complete -C '\(line)'"],
        in: URL(fileURLWithPath: folder.path))
      #expect(status == 0, "\(output)")
      return output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    }
    #expect(try complete("tca-graph li") == ["lint"])
    #expect(try complete("tca-graph lint --rep") == ["--reporter"])
    #expect(try complete("tca-graph lint --reporter ") == Reporters.names.sorted())
    #expect(try complete("tca-graph help ").sorted() == ["diff", "dump", "lint", "render"])
  }

  /// Types a command line and two tabs into an interactive zsh (through `zpty`) that loads the
  /// script with `compinit`, and returns what the terminal showed, escape sequences removed.
  private static func zshListing(_ line: String, zsh: URL, folder: String) throws -> String {
    let driver = """
      zmodload zsh/zpty
      zpty z zsh -f -i
      zpty -w z "PS1='> '; fpath=(\(folder) \\$fpath); autoload -U compinit; compinit -u -D"
      zpty -w -n z $'\(line)\\t\\t'
      sleep 2
      local all="" text
      while zpty -r -t z text; do all+="$text"; done
      print -r -- "$all"
      zpty -d z
      """
    let (_, output) = try run(zsh, ["-f", "-c", driver], in: URL(fileURLWithPath: folder))
    return output.replacing(#/\x1B\[[0-9;?]*[A-Za-z]/#, with: "")
  }

  @Test func zshCompletesOptionsAndTheirValues() throws {
    guard let zsh = Self.shell("zsh") else { return }
    let folder = try TemporaryFolder()
    try script("zsh").write(toFile: folder.path + "/_tca-graph", atomically: true, encoding: .utf8)
    let reporters = try Self.zshListing(
      "tca-graph lint --reporter ", zsh: zsh, folder: folder.path)
    for name in Reporters.names { #expect(reporters.contains(name), "\(name): \(reporters)") }
    let views = try Self.zshListing("tca-graph render --view ", zsh: zsh, folder: folder.path)
    for view in DiagramViews.ids { #expect(views.contains(view), "\(view): \(views)") }
  }

  @Test func anUnknownOrMissingShellIsAUsageError() {
    let unknown = TCAGraphCommand.run(
      arguments: ["--generate-completion-script=tcsh"], workingDirectory: "/")
    #expect(unknown.exitCode == 2)
    #expect(unknown.errors.contains("unknown shell 'tcsh'"))
    #expect(unknown.errors.contains("(choose from bash, zsh, fish)"))
    let missing = TCAGraphCommand.run(
      arguments: ["--generate-completion-script"], workingDirectory: "/")
    #expect(missing.exitCode == 2)
    #expect(missing.output.isEmpty)
  }
}
