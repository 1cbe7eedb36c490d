#if canImport(XcodeProjectPlugin)
  import Foundation
  import PackagePlugin
  import XcodeProjectPlugin

  /// The same command on an Xcode project (File ▸ Packages, or the project's context menu):
  /// the project's folder by default, or the Swift files of the targets named with `--target`.
  extension TCAGraphPlugin: XcodeCommandPlugin {
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
