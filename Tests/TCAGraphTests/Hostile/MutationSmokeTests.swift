import Foundation
import TCAGraph
import Testing

/// A few hundred broken copies of the fixtures' Swift files, made at test time from a fixed
/// seed, run through the built `tca-graph`: no run may die of a signal or outlive its time-out,
/// and each exits 0 (read what parsed, with warnings) or 2 (nothing to read).
@Suite(.serialized) struct MutationSmokeTests {
  static let seed: UInt64 = 20_261_201
  static let treeCount = 40
  static let filesPerTree = 8
  /// Far beyond what one of these small trees takes, even on a loaded machine.
  static let timeout: TimeInterval = 60

  /// Every Swift file of the fixtures, as paths relative to the fixtures folder, sorted.
  static let fixtures: [String] = {
    let root = TestPaths.tests.appendingPathComponent("Fixtures")
    let paths = (try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? []
    return paths.filter { $0.hasSuffix(".swift") }.sorted()
  }()

  /// Writes tree `index`: `filesPerTree` fixtures picked and mutated from the seed and the index.
  private static func makeTree(_ index: Int, in folder: URL) throws {
    var generator = SeededGenerator(seed: seed &+ UInt64(index))
    let root = TestPaths.tests.appendingPathComponent("Fixtures")
    for _ in 0..<filesPerTree {
      let path = fixtures.randomElement(using: &generator)!
      let source = try [UInt8](Data(contentsOf: root.appendingPathComponent(path)))
      let mutated = SourceMutator.mutate(source, using: &generator)
      let target = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(mutated).write(to: target)
    }
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
      process.terminate()
      process.waitUntilExit()
    }
    return Ending(
      arguments: arguments, reason: process.terminationReason,
      status: process.terminationStatus, timedOut: timedOut)
  }

  @Test func brokenCopiesOfTheFixturesNeverCrashOrHang() throws {
    #expect(Self.fixtures.count > 50, "the fixtures were found")
    var failures: [String] = []
    for index in 0..<Self.treeCount {
      let folder = try CLI.temporaryDirectory()
      try Self.makeTree(index, in: folder)
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
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}
