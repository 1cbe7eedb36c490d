import Foundation
import PackagePlugin

/// `swift package tca-graph [render|lint|dump] [--target NAME ...] [options]`: runs tca-graph on
/// the package's own sources, each target's source folder by default. It asks for write access
/// because `render` writes pictures into the package; `tca-graph-lint` needs none.
@main
struct TCAGraphPlugin: CommandPlugin {
  static let plugin = PluginInvocation.Plugin(
    command: "tca-graph", verbs: ["render", "lint", "dump"],
    purpose: "Render diagrams of, lint or dump this package's TCA features (render writes into "
      + "the package: give --allow-writing-to-package-directory; 'swift package tca-graph-lint' "
      + "lints with no permission).")

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let invocation = try PluginInvocation(arguments: arguments, plugin: Self.plugin)
    try invocation.run(
      tool: try context.tool(named: "tca-graph").url,
      inputs: try PluginInputs.of(context.package, for: invocation),
      in: context.package.directoryURL,
      cacheDirectory: context.pluginWorkDirectoryURL.appendingPathComponent("cache"))
  }
}
