import Foundation
import Testing

/// A manifest nested past what SwiftParser reads in reasonable time (found by the mutation smoke
/// test: 200 `[` in a `Package.swift` took minutes) is skipped with a warning, as a source file
/// is; the scan still reads the sources.
@Suite struct HostileManifestTests {
  @Test(arguments: [24, 2_000])
  func aManifestNestedTooDeepIsSkippedWithAWarning(depth: Int) throws {
    let scene = try HostileScene(reducers: ["Alpha"])
    defer { scene.remove() }
    try scene.write(
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Deep",
        targets: \(String(repeating: "[", count: depth))
      )
      """, to: "src/Package.swift")
    let run = try scene.run(["dump", "src"])
    #expect(run.status == 0)
    #expect(
      run.errors.hasPrefix(
        "src/Package.swift:1:1: warning: 'src/Package.swift' nests \(depth + 1) levels deep "
          + "(\(depth) of them '['), more than a manifest or project does; its targets are ignored"),
      "\(run.errors)")
    #expect(run.output.contains("\"Alpha\""))
  }
}
