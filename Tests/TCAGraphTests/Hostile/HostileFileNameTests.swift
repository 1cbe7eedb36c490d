import Foundation
import Testing
import TreeIntrospect

/// File and folder names whose bytes are not UTF-8 (Linux allows any byte but `/` and NUL) are
/// read, and named with each such byte as `\xFF`, not skipped without a word.
@Suite struct HostileFileNameTests {
  /// Writes `text` at the path of raw bytes `path`, which Foundation cannot name.
  private static func write(_ text: String, atRawPath path: [UInt8]) throws {
    let descriptor = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
    try #require(descriptor >= 0)
    try FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).write(
      contentsOf: Data(text.utf8))
  }

  @Test func aFileNamedWithABadByteIsReadAndNamed() throws {
    let scene = try HostileScene(reducers: ["Alpha"])
    defer { scene.remove() }
    try Self.write(
      HostileScene.reducer("Beta"),
      atRawPath: Array(scene.url("src").path.utf8) + Array("/B".utf8) + [0xFF]
        + Array(".swift".utf8))
    let run = try scene.run(["dump", "src"])
    #expect(run.status == 0, "\(run.errors)")
    let graph = try ArchitectureGraph(jsonData: Data(run.output.utf8))
    #expect(graph.features.map(\.id.rawValue) == ["Alpha", "Beta"])
    #expect(graph.feature("Beta")?.location?.file == #"src/B\xFF.swift"#)
  }

  @Test func aFolderNamedWithABadByteIsScanned() throws {
    let scene = try HostileScene(reducers: ["Alpha"])
    defer { scene.remove() }
    let folder = Array(scene.url("src").path.utf8) + Array("/m".utf8) + [0xE9]
    #expect(mkdir(folder.map { CChar(bitPattern: $0) } + [0], 0o755) == 0)
    try Self.write(HostileScene.reducer("Gamma"), atRawPath: folder + Array("/G.swift".utf8))
    let run = try scene.run(["dump", "src"])
    #expect(run.status == 0, "\(run.errors)")
    let graph = try ArchitectureGraph(jsonData: Data(run.output.utf8))
    #expect(graph.features.map(\.id.rawValue) == ["Alpha", "Gamma"])
  }
}
