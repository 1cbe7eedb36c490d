#if canImport(XcodeProjectPlugin)
  import Foundation
  import PackagePlugin
  import XcodeProjectPlugin

  /// The same command on an Xcode project (File ▸ Packages, or the project's context menu):
  /// the project's folder by default, or the Swift files of the targets named with `--target`.
  extension TCAGraphPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      let invocation = try PluginInvocation(arguments: arguments)
      let project = context.xcodeProject
      var inputs = ["."]
      if !invocation.targetNames.isEmpty {
        inputs = try invocation.targetNames.flatMap { name in
          guard let target = project.targets.first(where: { $0.displayName == name }) else {
            throw PluginError.unknownTarget(name, known: project.targets.map(\.displayName))
          }
          return target.inputFiles.map(\.url.path).filter { $0.hasSuffix(".swift") }
        }
      }
      try invocation.run(
        tool: try context.tool(named: "tca-graph").url, inputs: inputs,
        in: project.directoryURL,
        cacheDirectory: context.pluginWorkDirectoryURL.appendingPathComponent("cache"))
    }
  }
#endif
