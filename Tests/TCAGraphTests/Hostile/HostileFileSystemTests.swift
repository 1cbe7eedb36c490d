import Foundation
import TCAGraph
import Testing

/// File systems that fail under a run: a full disk, a read-only one, a full standard output, a
/// signal at any moment. Each is an error message and a non-zero exit, and `--out` holds the old
/// files or the new ones, never a mix and never a staging folder.
@Suite struct HostileFileSystemTests {
  /// Whether this process may make a private mount namespace with its own tmpfs (root with
  /// `unshare`), where a full or read-only file system can be made for real.
  static let canMount: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    process.arguments = ["-m", "sh", "-c", "mount -t tmpfs -o size=64k tmpfs /mnt"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()

  /// Runs `script` with `sh` in a private mount namespace, in `scene`'s folder, with `$T` the
  /// tca-graph binary and `mnt/` a fresh folder to mount on.
  private func runMounted(_ script: String, in scene: HostileScene) throws -> CLI.Run {
    try FileManager.default.createDirectory(at: scene.url("mnt"), withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    process.arguments = [
      "-m", "sh", "-c", "cd \"$1\" && T=\"$2\" && " + script, "sh", scene.folder.path,
      CLI.executable.path,
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLI.Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }

  @Test(.enabled(if: canMount)) func aFullDiskKeepsTheOldFilesAndStagesNothing() throws {
    let scene = try HostileScene(reducers: ["Alpha", "Beta", "Gamma"])
    defer { scene.remove() }
    let run = try runMounted(
      """
      mount -t tmpfs -o size=48k tmpfs mnt && \
      "$T" render src --no-cache --out mnt/out --format dot >/dev/null && \
      for f in $(cd mnt/out && find . -type f); do echo old > "mnt/out/$f"; done && \
      (head -c 1000000 /dev/zero > mnt/filler 2>/dev/null; true) && \
      "$T" render src --no-cache --out mnt/out --format svg,dot,mermaid,json >/dev/null; echo "status $?"; \
      cd mnt/out && find . | sort && cat $(find . -type f | sort) | sort -u
      """, in: scene)
    #expect(run.errors.hasPrefix("error: cannot write 'mnt/out/"), "\(run.errors)")
    #expect(run.errors.hasSuffix(": No space left on device\n"), "\(run.errors)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "status 2", "\(run.output)")
    #expect(!run.output.contains(OutputWriter.stagingPrefix), "\(run.output)")
    #expect(lines.last == "old", "every file is still the old one: \(run.output)")
  }

  @Test(.enabled(if: canMount)) func aBaselineOntoAReadOnlyFileSystemSaysSo() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let run = try runMounted(
      #"mount -t tmpfs -o ro tmpfs mnt && "$T" lint src --no-cache --write-baseline mnt/baseline.json"#,
      in: scene)
    #expect(run.status == 2)
    #expect(run.errors == "error: cannot access 'mnt/baseline.json': Read-only file system\n")
  }

  /// Runs `chattr flag path`; whether it succeeded.
  @discardableResult
  private static func chattr(_ flag: String, _ path: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
    process.arguments = [flag, path]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  /// Whether this process may make a folder immutable (root, `chattr`, a file system that
  /// supports it), so that what is staged in it cannot be removed.
  static let canMakeImmutable: Bool = {
    guard let folder = try? CLI.temporaryDirectory() else { return false }
    defer { try? FileManager.default.removeItem(at: folder) }
    guard chattr("+i", folder.path) else { return false }
    chattr("-i", folder.path)
    return true
  }()

  /// A staging folder that cannot be removed (made immutable while the write pauses) is named,
  /// whether the write then fails on its first rename or is interrupted.
  @Test(.enabled(if: canMakeImmutable), arguments: ["rename", "SIGINT"])
  func aStagingFolderThatStaysBehindIsNamed(ending: String) throws {
    let scene = try HostileScene()
    let old = try scene.renderOld()
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = ["render", "src", "--out", "out", "--format", "dot"]
    process.currentDirectoryURL = scene.folder
    process.environment = ProcessInfo.processInfo.environment.merging(
      [OutputWriter.pauseVariable: ending == "rename" ? "2" : "60"], uniquingKeysWith: { $1 })
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let name = OutputWriter.stagingPrefix + "\(process.processIdentifier)"
    let staging = scene.url("out/" + name)
    defer {
      Self.chattr("-i", staging.path)
      scene.remove()
    }
    let deadline = Date().addingTimeInterval(60)
    while CLI.files(in: staging).count < old.count && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
    #expect(Self.chattr("+i", staging.path))
    if ending == "SIGINT" { process.interrupt() }
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let left = "'out/\(name)' could not be removed and holds the files staged so far\n"
    if ending == "SIGINT" {
      #expect(process.terminationStatus == 130)
      #expect(text == "error: interrupted; " + left)
    } else {
      #expect(process.terminationStatus == 2)
      #expect(text.hasPrefix("error: cannot write 'out/"), "\(text)")
      #expect(text.hasSuffix(": Operation not permitted; " + left), "\(text)")
    }
    #expect(CLI.files(in: scene.url("out")).filter { !$0.hasPrefix(name) } == old)
  }

  @Test func aFullStandardOutputFailsTheRender() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = CLI.withoutCache(["render", "src", "--out", "out", "--format", "dot"])
    process.currentDirectoryURL = scene.folder
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 2)
    #expect(text.hasPrefix("error: cannot write to standard output"), "\(text)")
    scene.expectNothingStaged()
  }

  /// SIGINT or SIGTERM at any moment of a render: while scanning, drawing, staging or renaming.
  @Test(arguments: [
    (0.0, SIGINT), (0.05, SIGTERM), (0.1, SIGINT), (0.2, SIGTERM), (0.3, SIGINT),
    (0.5, SIGTERM), (0.8, SIGINT),
  ])
  func aSignalAtAnyMomentLeavesOldOrNewFiles(delay: Double, signal: Int32) throws {
    let scene = try HostileScene(reducers: ["Alpha", "Beta", "Gamma", "Delta"])
    defer { scene.remove() }
    let old = try scene.renderOld()
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = CLI.withoutCache(["render", "src", "--out", "out", "--format", "svg,dot"])
    process.currentDirectoryURL = scene.folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    Thread.sleep(forTimeInterval: delay)
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    let files = CLI.files(in: scene.url("out"))
    let oldOnes = files.filter {
      (try? String(contentsOf: scene.url("out/" + $0), encoding: .utf8)) == "old"
    }
    let allOld = files == old && oldOnes == old
    let allNew = oldOnes.isEmpty && files.count == 2 * old.count
    #expect(allOld || allNew, "old: \(oldOnes), all: \(files)")
    if process.terminationReason == .exit {
      #expect([0, 128 + signal].contains(process.terminationStatus))
    }
    scene.expectNothingStaged()
  }
}
