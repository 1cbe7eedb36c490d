import TCAGraphSupport
import TreeIntrospect

/// The messages of telling each file's module: manifests and projects that cannot be read, and
/// the guesses made where none names a file. One constructor per kind.
extension ScanDiagnostic {
  /// A manifest or project file that is not UTF-8 text.
  static func moduleFileNotUTF8(_ file: String) -> ScanDiagnostic {
    ScanDiagnostic(
      severity: .warning, message: "cannot read '\(file)' as UTF-8 text; its targets are ignored",
      location: SourceLocation(file: file, line: 1))
  }

  /// A manifest or project nested too deep to parse.
  static func moduleFileTooDeep(_ file: String, depth: Int, bracketDepth: Int) -> ScanDiagnostic {
    ScanDiagnostic(
      severity: .warning,
      message: "'\(file)' nests \(depth) levels deep (\(bracketDepth) of "
        + "them '['), more than a manifest or project does; its targets are ignored, as parsing it "
        + "would take minutes or overflow the stack",
      location: SourceLocation(file: file, line: 1))
  }

  /// A package manifest with a syntax error at `line` and `column`.
  static func manifestSyntaxError(_ file: String, line: Int, column: Int) -> ScanDiagnostic {
    ScanDiagnostic(
      severity: .warning,
      message: "cannot read the manifest '\(file)': syntax error; its targets are "
        + "ignored and its files take their module from their folder",
      location: SourceLocation(file: file, line: line, column: column))
  }

  /// A Tuist project with a syntax error at `line` and `column`.
  static func tuistSyntaxError(_ file: String, line: Int, column: Int) -> ScanDiagnostic {
    ScanDiagnostic(
      severity: .warning,
      message: "cannot read the Tuist project '\(file)': syntax error; its files take "
        + "their module from their folder",
      location: SourceLocation(file: file, line: line, column: column))
  }

  /// An Xcode project that cannot be read, for `reason` at `line`.
  static func xcodeProjectUnreadable(_ file: String, reason: String, line: Int) -> ScanDiagnostic {
    ScanDiagnostic(
      severity: .warning,
      message: "cannot read the Xcode project '\(file)': \(reason); its targets are ignored",
      location: SourceLocation(file: file, line: line))
  }

  /// A source file compiled by several targets, given the first's module.
  static func compiledByManyTargets(_ file: String, modules: [String]) -> ScanDiagnostic {
    let others = modules.dropFirst().map { "'\($0)'" }.joined(separator: ", ")
    return ScanDiagnostic(
      severity: .note,
      message: "'\(file)' is compiled by targets '\(modules[0])' and \(others); "
        + "module '\(modules[0])' taken (the first)",
      location: SourceLocation(file: file, line: 1))
  }

  /// Files under `folder` (or outside any, for `nil`) that no target names, given `module`.
  static func moduleFromFolder(_ folder: String?, module: String) -> ScanDiagnostic {
    guard let folder else {
      return ScanDiagnostic(
        severity: .note,
        message: "files outside any folder belong to no target of a manifest or project; "
          + "module '\(module)' assumed")
    }
    return ScanDiagnostic(
      severity: .note,
      message: "files under '\(folder)' belong to no target of a manifest or project; "
        + "module '\(module)' taken from the folder")
  }

  /// A manifest naming no target literally, whose `count` modules came from the folders under
  /// `sourceRoot` named after its types.
  static func manifestTargetsFromTypes(_ file: String, count: Int, sourceRoot: String)
    -> ScanDiagnostic
  {
    ScanDiagnostic(
      severity: .note,
      message: "the manifest '\(file)' declares no target by a literal name; \(count) "
        + "module(s) taken from the folders under '\(sourceRoot)' "
        + "named after the types it declares, and the folders as deep as them",
      location: SourceLocation(file: file, line: 1))
  }

  /// A Tuist project whose targets come from helpers, read as modules named after `module`'s
  /// folder.
  static func tuistTargetsFromHelpers(_ file: String, module: String) -> ScanDiagnostic {
    ScanDiagnostic(
      severity: .note,
      message: "the Tuist project '\(file)' makes its targets with helpers the scanner "
        + "does not run; modules named after its folder ('\(module)', "
        + "with Interface, Testing, Tests and Example subfolders, and any other holding a "
        + "Sources folder, as their own modules)",
      location: SourceLocation(file: file, line: 1))
  }
}
