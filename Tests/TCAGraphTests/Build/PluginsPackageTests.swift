import Foundation
import TCAGraph
import Testing

/// The plugins package (`TCAGraphPlugins/`), which runs a prebuilt `tca-graph` from an artifact
/// bundle: it declares the plugins tca-graph declares, from the same sources, with a binary tool
/// and no package dependency, and `Scripts/make-artifactbundle.sh` names the bundle after the
/// one version source. `Scripts/consumer-check-plugins.sh` runs it in an app.
@Suite struct PluginsPackageTests {
  private static let root = TestPaths.packageRoot

  @Test func itDeclaresTCAGraphsPluginsAndProductsWithABinaryTool() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-graph-plugins-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try DumpedManifest(
      Self.root.appendingPathComponent("Package.swift"), in: folder.appendingPathComponent("a"))
    let binary = try DumpedManifest(
      Self.root.appendingPathComponent("TCAGraphPlugins/Package.swift"),
      in: folder.appendingPathComponent("b"))
    #expect(binary.plugins.count == 3)
    #expect(binary.plugins == source.plugins)
    #expect(binary.pluginProducts == source.pluginProducts)
    #expect(binary.targetTypes.filter { $0.value != "plugin" } == ["tca-graph": "binary"])
    #expect(binary.binaryPaths == ["tca-graph": "tca-graph.artifactbundle"])
    #expect(binary.dependencyCount == 0, "an app that adds it resolves nothing more")
  }

  @Test func itsPluginSourcesAreTCAGraphsOwn() throws {
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: Self.root.appendingPathComponent("TCAGraphPlugins/Plugins").path)
    #expect(link == "../Plugins")
    let bundle = try FileManager.default.destinationOfSymbolicLink(
      atPath: Self.root.appendingPathComponent("TCAGraphPlugins/tca-graph.artifactbundle").path)
    #expect(bundle == "../.build/artifactbundle/tca-graph.artifactbundle")
  }

  @Test func theBundleIsNamedAfterTheVersionTheToolPrints() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "bash", Self.root.appendingPathComponent("Scripts/make-artifactbundle.sh").path,
      "--print-version",
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(String(decoding: printed, as: UTF8.self) == TCAGraphVersion.current + "\n")
  }
}

/// What `swift package dump-package` says of a manifest's plugins, read from a copy of it (so
/// that nothing is written beside the checkout's).
private struct DumpedManifest {
  /// Each plugin target's capability and dependencies, as sorted JSON, by name.
  var plugins: [String: String] = [:]
  /// Each plugin product's targets, by name.
  var pluginProducts: [String: [String]] = [:]
  /// Each target's type (`binary`, `plugin`, `regular`, ...), by name.
  var targetTypes: [String: String] = [:]
  /// Each binary target's path, by name.
  var binaryPaths: [String: String] = [:]
  var dependencyCount = 0

  init(_ manifest: URL, in folder: URL) throws {
    let package = folder.appendingPathComponent("package")
    try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: manifest, to: package.appendingPathComponent("Package.swift"))
    var environment = ProcessInfo.processInfo.environment
    environment["TCA_GRAPH_SWIFT_SYNTAX"] = "toolchain"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", package.path, "--scratch-path",
      folder.appendingPathComponent("build").path, "--manifest-cache", "none", "dump-package",
    ]
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "dump-package of \(manifest.path) failed")
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    dependencyCount = (json["dependencies"] as? [Any])?.count ?? 0
    for target in json["targets"] as? [[String: Any]] ?? [] {
      guard let name = target["name"] as? String, let type = target["type"] as? String else {
        continue
      }
      targetTypes[name] = type
      if type == "binary" { binaryPaths[name] = target["path"] as? String }
      if type == "plugin" {
        let declared: [String: Any] = [
          "capability": target["pluginCapability"] ?? NSNull(),
          "dependencies": target["dependencies"] ?? NSNull(),
        ]
        plugins[name] = String(
          decoding: try JSONSerialization.data(withJSONObject: declared, options: .sortedKeys),
          as: UTF8.self)
      }
    }
    for product in json["products"] as? [[String: Any]] ?? [] {
      guard let name = product["name"] as? String,
        (product["type"] as? [String: Any])?.keys.contains("plugin") == true
      else { continue }
      pluginProducts[name] = product["targets"] as? [String]
    }
  }
}
