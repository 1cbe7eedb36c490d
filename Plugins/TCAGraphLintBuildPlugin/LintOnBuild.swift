import Foundation
import PackagePlugin

/// The command the lint-on-build plugin runs for one target: `tca-graph lint` on the target's
/// sources and those of the targets it depends on in the same package (so a parent's matches of a
/// child in another target are seen), reporting only the target's own features (`--module`),
/// in the xcode reporter's `file:line:column: warning: …` lines, which `swift build` and Xcode
/// show as the build's warnings and errors. It writes only into the plugin's work folder (the
/// scan's cache), and passes where the target declares no feature (`--allow-zero-features`).
/// An error-severity finding fails the build, as the tool's exit code 1 does; a warning does not.
struct LintOnBuild {
  /// The module whose findings are reported: the target's name.
  var module: String
  /// The source folders or files to scan, absolute.
  var inputs: [String]
  /// The files whose change runs the lint again: the Swift files scanned. (Not the lint
  /// configuration: SwiftPM keeps the command it was given, so a configuration deleted later
  /// would be a missing input; an edit of `.tca-graph.json` applies from the next source edit.)
  var inputFiles: [URL]
  /// Whether test folders are scanned (the target is a test target).
  var includesTests: Bool
  /// The plugin's work folder for this target.
  var workDirectory: URL

  /// The arguments after `tca-graph`.
  var arguments: [String] {
    ["lint"] + inputs + [
      "--module", module, "--reporter", "xcode", "--absolute-paths", "--quiet",
      "--allow-zero-features", "--cache-dir", workDirectory.appendingPathComponent("cache").path,
    ] + (includesTests ? ["--include-tests"] : [])
  }

  /// The build command. It declares no output, as what it reports goes to the build log, not to
  /// a file a later step asks for: SwiftPM runs it on the first build and again whenever one of
  /// ``inputFiles`` changes. (A prebuild command would run on every build, but SwiftPM allows one
  /// only for a prebuilt tool, and tca-graph's own package builds it from source.)
  func command(tool: URL) -> Command {
    .buildCommand(
      displayName: "tca-graph lint \(module)", executable: tool, arguments: arguments,
      inputFiles: inputFiles)
  }
}

extension LintOnBuild {
  /// The lint of `target`, a source module of `package`, with its dependencies in `package`;
  /// `nil` for a target that is not a source module.
  init?(target: Target, in package: Package, workDirectory: URL) {
    guard let module = target as? SourceModuleTarget, module.kind != .macro else { return nil }
    let own = Set(package.targets.map(\.id))
    let scanned =
      [module]
      + module.recursiveTargetDependencies.filter { own.contains($0.id) }
      .compactMap { $0 as? SourceModuleTarget }
    self.init(
      module: module.name,
      inputs: scanned.map { $0.directoryURL.standardizedFileURL.path },
      inputFiles: scanned.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) },
      includesTests: module.kind == .test, workDirectory: workDirectory)
  }
}
