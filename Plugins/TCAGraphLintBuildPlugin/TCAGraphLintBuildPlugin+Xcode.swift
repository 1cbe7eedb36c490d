#if canImport(XcodeProjectPlugin)
  import Foundation
  import PackagePlugin
  import XcodeProjectPlugin

  /// Lint on build in an Xcode project (the target's Build Phases ▸ Run Build Tool Plug-ins): the
  /// project's folder, reporting the findings of the target's own module, again whenever one of
  /// the target's Swift files changes.
  extension TCAGraphLintBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let project = context.xcodeProject.directoryURL
      let lint = LintOnBuild(
        module: target.displayName, inputs: [project.path],
        inputFiles: target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" },
        includesTests: false, workDirectory: context.pluginWorkDirectoryURL)
      return [lint.command(tool: try context.tool(named: "tca-graph").url)]
    }
  }
#endif
