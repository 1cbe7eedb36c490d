import Foundation
import TCAGraph
import Testing

/// A few hundred broken copies of the example app and other fixtures, made at test time from a
/// fixed seed, run through the built `tca-graph`: no run may die of a signal or outlive its
/// time-out, and each exits 0 (read what parsed, with warnings) or 2 (nothing to read).
@Suite(.serialized) struct MutationSmokeTests {
  static let seed: UInt64 = 20_261_201
  static let treeCount = 40
  /// Fixtures besides the example app in each tree.
  static let extraFiles = 4
  /// Far beyond what one of these small trees takes, even on a loaded machine.
  static let timeout: TimeInterval = 60

  /// Every Swift file of the fixtures, as paths relative to the fixtures folder, sorted.
  static let fixtures: [String] = {
    let paths = (try? FileManager.default.subpathsOfDirectory(atPath: fixturesFolder.path)) ?? []
    return paths.filter { $0.hasSuffix(".swift") }.sorted()
  }()

  static let fixturesFolder = TestPaths.tests.appendingPathComponent("Fixtures")
  /// The example app as TCA source, copied whole into every tree.
  static let exampleApp = "Scan/ExampleApp/"

  /// Writes tree `index`, made from the seed and the index: the example app with each file
  /// mutated at even odds, and `extraFiles` other fixtures, each mutated.
  private static func makeTree(_ index: Int, in folder: URL) throws -> Int {
    var generator = SeededGenerator(seed: seed &+ UInt64(index))
    var picked = fixtures.filter { $0.hasPrefix(exampleApp) }.map {
      ($0, Bool.random(using: &generator))
    }
    for _ in 0..<extraFiles { picked.append((fixtures.randomElement(using: &generator)!, true)) }
    for (path, mutate) in picked {
      let source = try [UInt8](Data(contentsOf: fixturesFolder.appendingPathComponent(path)))
      let bytes = mutate ? SourceMutator.mutate(source, using: &generator) : source
      let target = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: target)
    }
    return picked.filter(\.1).count
  }

  /// How one run of the binary ended.
  private struct Ending: CustomStringConvertible {
    var arguments: [String]
    var reason: Process.TerminationReason
    var status: Int32
    var timedOut: Bool

    var description: String {
      let how =
        timedOut ? "timed out" : reason == .uncaughtSignal ? "signal \(status)" : "exit \(status)"
      return "tca-graph \(arguments.joined(separator: " ")): \(how)"
    }

    var isClean: Bool { !timedOut && reason == .exit && (status == 0 || status == 2) }
  }

  private static func run(_ arguments: [String], in folder: URL) throws -> Ending {
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = CLI.withoutCache(arguments)
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    let timedOut = finished.wait(timeout: .now() + timeout) == .timedOut
    if timedOut {
      // SIGKILL: a child of Foundation's `Process` may start with SIGTERM blocked.
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    return Ending(
      arguments: arguments, reason: process.terminationReason,
      status: process.terminationStatus, timedOut: timedOut)
  }

  @Test func brokenCopiesOfTheFixturesNeverCrashOrHang() throws {
    #expect(Self.fixtures.count > 50, "the fixtures were found")
    var failures: [String] = []
    var mutated = 0
    for index in 0..<Self.treeCount {
      let folder = try CLI.temporaryDirectory()
      mutated += try Self.makeTree(index, in: folder)
      var commands = [["dump", "."]]
      if index % 4 == 0 { commands.append(["lint", "."]) }
      if index % 5 == 0 { commands.append(["render", ".", "--out", "out", "--format", "svg,dot"]) }
      var clean = true
      for arguments in commands {
        let ending = try Self.run(arguments, in: folder)
        if !ending.isClean {
          clean = false
          failures.append(
            "tree \(index) (seed \(Self.seed) + \(index)) at \(folder.path): \(ending)")
        }
      }
      let staged = ((try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.contains(OutputWriter.stagingPrefix) }
      if !staged.isEmpty {
        clean = false
        failures.append("tree \(index) left staged files: \(staged)")
      }
      if clean { try? FileManager.default.removeItem(at: folder) }
    }
    #expect(mutated >= 250, "a few hundred mutated files: \(mutated)")
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}
