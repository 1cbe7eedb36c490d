import Foundation
import PackagePlugin

/// Lint on build: `plugins: [.plugin(name: "TCAGraphLintBuildPlugin", package: "tca-graph")]` on
/// a target lints its features on every build of it (``LintOnBuild``).
@main
struct TCAGraphLintBuildPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard
      let lint = LintOnBuild(
        target: target, in: context.package, workDirectory: context.pluginWorkDirectoryURL)
    else { return [] }
    return [lint.command(tool: try context.tool(named: "tca-graph").url)]
  }
}
