import Foundation
import PackagePlugin

/// `swift package tca-graph-lint [lint|dump] [--target NAME ...] [options]`: `lint` (or `dump`)
/// of the package's own sources with no permission asked, since neither writes into the package
/// (the scan's cache goes to the plugin's work folder), as SwiftLint's lint plugin does. The
/// options that would write files are refused (``PluginWriteOptions``).
@main
struct TCAGraphLintPlugin: CommandPlugin {
  static let plugin = PluginInvocation.Plugin(
    command: "tca-graph-lint", verbs: ["lint", "dump"],
    purpose: "Lint (or dump) this package's TCA features; writes nothing into the package, so "
      + "it needs no permission. 'swift package tca-graph render' draws the pictures.",
    refusesWrites: true)

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let invocation = try PluginInvocation(arguments: arguments, plugin: Self.plugin)
    try invocation.run(
      tool: try context.tool(named: "tca-graph").url,
      inputs: try PluginInputs.of(context.package, for: invocation),
      in: context.package.directoryURL,
      cacheDirectory: context.pluginWorkDirectoryURL.appendingPathComponent("cache"))
  }
}
