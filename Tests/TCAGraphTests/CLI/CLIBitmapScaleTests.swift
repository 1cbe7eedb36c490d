import Foundation
import Testing

/// `render --scale`: a PNG for retina screens has twice (or more) the pixels of the default one,
/// and a bad scale is a usage error that writes nothing.
@Suite struct CLIBitmapScaleTests {
  /// The width and height a PNG's `IHDR` chunk records.
  private func size(ofPNG url: URL) throws -> (width: Int, height: Int) {
    let bytes = [UInt8](try Data(contentsOf: url))
    try #require(bytes.count > 24 && bytes[12..<16].elementsEqual("IHDR".utf8))
    func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
  }

  private func render(_ extra: [String]) throws -> URL {
    let directory = try CLI.temporaryDirectory()
    let run = try CLI.run(
      ["example", "--view", "composition", "--format", "png"] + extra, in: directory)
    #expect(run.status == 0, "\(run.errors)")
    return directory.appendingPathComponent("out/composition.png")
  }

  @Test func scaleTwoDoublesThePixelsOfThePicture() throws {
    let plain = try size(ofPNG: try render([]))
    let retina = try size(ofPNG: try render(["--scale", "2"]))
    // Graphviz rounds each side to whole pixels after scaling the padded drawing.
    #expect(abs(retina.width - 2 * plain.width) <= 2, "\(plain) → \(retina)")
    #expect(abs(retina.height - 2 * plain.height) <= 2, "\(plain) → \(retina)")
  }

  @Test(arguments: ["0", "5", "1.5", "two"])
  func aScaleOutsideOneToFourIsAUsageError(scale: String) throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try CLI.run(["render", "--format", "png", "--scale", scale], in: directory)
    #expect(run.status == 2)
    #expect(run.errors.contains("'--scale' takes a whole number from 1 to 4, not '\(scale)'"))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
  }
}
