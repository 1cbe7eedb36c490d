import Foundation
import TCAGraph

/// Refuses a `lint --output` or `--write-baseline` path that names one of the run's own inputs:
/// a Swift source, the `--input` graph, the configuration (named, or the `.tca-graph.json` found
/// above the inputs) or the baseline, which the write would replace with the report.
enum LintOutputCheck {
  /// The `--output` and `--write-baseline` paths of `arguments` checked against its inputs.
  static func check(_ arguments: ParsedArguments, in directory: String) throws(UsageError) {
    let inputs = arguments.value(InputOptions.input).map { [$0] } ?? arguments.positional
    let configuration =
      arguments.value(LintCommand.config)
      ?? LintConfiguration.find(from: inputs, workingDirectory: directory)
    let named = inputs + [configuration, arguments.value(LintCommand.baseline)].compactMap { $0 }
    for option in [LintCommand.output, LintCommand.writeBaseline] {
      guard let path = arguments.value(option), path != CommandResult.standardOutputPath else {
        continue
      }
      guard let target = identity(of: path, in: directory) else { continue }
      let input = named.first { identity(of: $0, in: directory).map { $0 == target } ?? false }
      if input != nil || path.hasSuffix(".swift") {
        throw LintCommand.usageError(
          "'--\(option.name) \(path)' names one of this run's inputs, which the report would "
            + "replace; name another file")
      }
    }
  }

  /// The device and inode of the regular file at `path` (links followed), if there is one.
  private static func identity(of path: String, in directory: String) -> [UInt64]? {
    let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory)).path
    var info = stat()
    guard stat(absolute, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return [UInt64(info.st_dev), UInt64(info.st_ino)]
  }
}
