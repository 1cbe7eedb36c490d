import Foundation
import PackagePlugin

/// The folders or files a command plugin hands the tool: each chosen target's source folder in a
/// package, the project's folder or the chosen targets' Swift files in an Xcode project.
enum PluginInputs {
  /// The source folders of the package's targets named in `invocation` (every non-test target,
  /// tests too with `--include-tests`, when none is named), relative to the package.
  static func of(_ package: Package, for invocation: PluginInvocation) throws -> [String] {
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
    return chosen.map { relativePath(of: $0.directoryURL, in: package.directoryURL) }
  }

  /// `folder` relative to `root` when inside it (so reports name `Sources/App/…`), else absolute.
  private static func relativePath(of folder: URL, in root: URL) -> String {
    let folderPath = folder.standardizedFileURL.path
    let rootPath = root.standardizedFileURL.path
    guard folderPath.hasPrefix(rootPath + "/") else { return folderPath }
    return String(folderPath.dropFirst(rootPath.count + 1))
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension PluginInputs {
    /// The project's folder, or the Swift files of the targets named in `invocation`.
    static func of(_ project: XcodeProject, for invocation: PluginInvocation) throws -> [String] {
      guard !invocation.targetNames.isEmpty else { return ["."] }
      return try invocation.targetNames.flatMap { name in
        guard let target = project.targets.first(where: { $0.displayName == name }) else {
          throw PluginError.unknownTarget(name, known: project.targets.map(\.displayName))
        }
        return target.inputFiles.map(\.url.path).filter { $0.hasSuffix(".swift") }
      }
    }
  }
#endif
