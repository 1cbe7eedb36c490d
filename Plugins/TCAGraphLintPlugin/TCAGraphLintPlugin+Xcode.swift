#if canImport(XcodeProjectPlugin)
  import Foundation
  import PackagePlugin
  import XcodeProjectPlugin

  /// Lint on an Xcode project: the project's folder, or the Swift files of the targets named with
  /// `--target`, with absolute paths so Xcode opens each finding.
  extension TCAGraphLintPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      let invocation = try PluginInvocation(arguments: arguments, plugin: Self.plugin)
      try invocation.readByXcode().run(
        tool: try context.tool(named: "tca-graph").url,
        inputs: try PluginInputs.of(context.xcodeProject, for: invocation),
        in: context.xcodeProject.directoryURL,
        cacheDirectory: context.pluginWorkDirectoryURL.appendingPathComponent("cache"))
    }
  }
#endif
