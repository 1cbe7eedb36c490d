import Foundation
import PackagePlugin

/// `swift package tca-graph [render|lint|dump] [--target NAME ...] [options]`: runs tca-graph on
/// the package's own sources, each target's source folder by default.
@main
struct TCAGraphPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let invocation = try PluginInvocation(arguments: arguments)
    let package = context.package
    let modules = package.targets.compactMap { $0 as? SourceModuleTarget }
    let chosen: [SourceModuleTarget]
    if invocation.targetNames.isEmpty {
      chosen = modules.filter { $0.kind != .test || invocation.includesTests }
    } else {
      chosen = try invocation.targetNames.map { name in
        guard let target = modules.first(where: { $0.name == name }) else {
          throw PluginError.unknownTarget(name, known: modules.map(\.name))
        }
        return target
      }
    }
    let inputs = chosen.map { relativePath(of: $0.directoryURL, in: package.directoryURL) }
    try invocation.run(
      tool: try context.tool(named: "tca-graph").url, inputs: inputs, in: package.directoryURL,
      cacheDirectory: context.pluginWorkDirectoryURL.appendingPathComponent("cache"))
  }

  /// `folder` relative to `root` when inside it (so reports name `Sources/App/…`), else absolute.
  private func relativePath(of folder: URL, in root: URL) -> String {
    let folderPath = folder.standardizedFileURL.path
    let rootPath = root.standardizedFileURL.path
    guard folderPath.hasPrefix(rootPath + "/") else { return folderPath }
    return String(folderPath.dropFirst(rootPath.count + 1))
  }
}
