import Foundation
import Testing

/// `Package.swift`'s route switch, read back through `swift package dump-package`: where
/// SwiftSyntax comes from under each setting of `TCA_GRAPH_SWIFT_SYNTAX` and of the toolchain's
/// folder (`TCA_GRAPH_SWIFT_HOST_LIB`, a made-up one here, so the result does not depend on the
/// machine's toolchain).
@Suite final class SyntaxRouteTests {
  /// The folder holding the two below, removed after each test.
  let base: URL
  /// A folder that looks like a toolchain's `lib/swift/host` (it holds `SwiftParser.swiftmodule`).
  let hostFolder: URL
  /// A folder without SwiftParser, as Xcode's toolchain is.
  let emptyFolder: URL

  init() throws {
    base = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-graph-route-\(UUID().uuidString)")
    hostFolder = base.appendingPathComponent("host")
    emptyFolder = base.appendingPathComponent("empty")
    try FileManager.default.createDirectory(
      at: hostFolder.appendingPathComponent("SwiftParser.swiftmodule"),
      withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: emptyFolder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: base) }

  @Test func unsetTakesTheToolchainsModules() throws {
    let manifest = try Manifest.dumped(route: nil, host: hostFolder, in: base)
    #expect(manifest.packageDependencies == [])
    #expect(manifest.syntaxDependencies == [])
    #expect(
      manifest.unsafeFlags == [
        "TCAGraphSyntax": [
          "-I", hostFolder.path, "-enable-library-evolution", "-L", hostFolder.path, "-Xlinker",
          "-rpath", "-Xlinker", hostFolder.path, "-lSwiftSyntax", "-lSwiftParser",
        ],
        "scan-benchmark": ["-I", hostFolder.path],
        "TCAGraphTests": ["-I", hostFolder.path],
      ])
  }

  @Test func toolchainTakesTheToolchainsModules() throws {
    let manifest = try Manifest.dumped(route: "toolchain", host: hostFolder, in: base)
    #expect(manifest.packageDependencies == [])
    #expect(
      manifest.unsafeFlags.keys.sorted() == ["TCAGraphSyntax", "TCAGraphTests", "scan-benchmark"])
  }

  @Test func packageTakesTheSwiftSyntaxPackageOfTheCompilersVersion() throws {
    let manifest = try Manifest.dumped(route: "package", host: hostFolder, in: base)
    #expect(manifest.packageDependencies == [Manifest.expectedPackage])
    #expect(manifest.syntaxDependencies == ["SwiftSyntax", "SwiftParser"])
    #expect(manifest.unsafeFlags == [:])
  }

  @Test func aToolchainWithoutSwiftParserTakesThePackage() throws {
    let manifest = try Manifest.dumped(route: nil, host: emptyFolder, in: base)
    #expect(manifest.packageDependencies == [Manifest.expectedPackage])
    #expect(manifest.unsafeFlags == [:])
  }
}

/// What the route changes in the dumped manifest.
private struct Manifest {
  /// Each package dependency as `identity lower..<upper`.
  var packageDependencies: [String]
  /// The products `TCAGraphSyntax` takes from packages.
  var syntaxDependencies: [String]
  /// Every target's unsafe flags, of all tools, in order, by target name.
  var unsafeFlags: [String: [String]]

  /// The swift-syntax release of this compiler's version, as `Package.swift` names it.
  #if compiler(>=6.3)
    static let expectedPackage = "swift-syntax 603.0.0..<604.0.0"
  #else
    static let expectedPackage = "swift-syntax 602.0.0..<603.0.0"
  #endif

  /// `swift package dump-package` of this package's manifest with `TCA_GRAPH_SWIFT_SYNTAX` set
  /// to `route` (unset when `nil`) and `TCA_GRAPH_SWIFT_HOST_LIB` to `host`, with a build folder
  /// (and SwiftPM's lock file beside it) in `folder`. The manifest is dumped from a copy in
  /// `folder`, so that a SwiftPM mirror set in the checkout (as the package route's offline
  /// set-up does) does not rename the dependency it names.
  static func dumped(route: String?, host: URL, in folder: URL) throws -> Manifest {
    let scratch = folder.appendingPathComponent("build")
    let package = folder.appendingPathComponent("package")
    if !FileManager.default.fileExists(atPath: package.path) {
      try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: TestPaths.packageRoot.appendingPathComponent("Package.swift"),
        to: package.appendingPathComponent("Package.swift"))
    }
    var environment = ProcessInfo.processInfo.environment
    environment["TCA_GRAPH_SWIFT_SYNTAX"] = route
    environment["TCA_GRAPH_SWIFT_HOST_LIB"] = host.path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", package.path, "--scratch-path",
      scratch.path, "--manifest-cache", "none", "dump-package",
    ]
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorText = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw DumpFailed(errors: errorText) }
    return try Manifest(json: data)
  }

  init(json: Data) throws {
    let root = try #require(JSONSerialization.jsonObject(with: json) as? [String: Any])
    let dependencies = try #require(root["dependencies"] as? [[String: Any]])
    packageDependencies = try dependencies.map { dependency in
      let sourceControl = try #require((dependency["sourceControl"] as? [[String: Any]])?.first)
      let requirement = try #require(sourceControl["requirement"] as? [String: Any])
      let range = try #require((requirement["range"] as? [[String: String]])?.first)
      return
        "\(sourceControl["identity"] ?? "") \(range["lowerBound"] ?? "")..<\(range["upperBound"] ?? "")"
    }
    let targets = try #require(root["targets"] as? [[String: Any]])
    let syntax = try #require(targets.first { $0["name"] as? String == "TCAGraphSyntax" })
    syntaxDependencies = (syntax["dependencies"] as? [[String: Any]] ?? []).compactMap {
      ($0["product"] as? [Any])?.first as? String
    }
    unsafeFlags = [:]
    for target in targets {
      let flags = (target["settings"] as? [[String: Any]] ?? []).flatMap { setting -> [String] in
        let kind = setting["kind"] as? [String: Any]
        return (kind?["unsafeFlags"] as? [String: [String]])?["_0"] ?? []
      }
      if !flags.isEmpty, let name = target["name"] as? String { unsafeFlags[name] = flags }
    }
  }
}

/// `swift package dump-package` failed; its error text says why.
private struct DumpFailed: Error, CustomStringConvertible {
  var errors: String
  var description: String { "swift package dump-package failed: \(errors)" }
}
