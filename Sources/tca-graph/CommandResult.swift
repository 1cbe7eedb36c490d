import Foundation

/// What a command run prints on standard output and standard error, and its exit code.
struct CommandResult: Equatable, Sendable {
  /// The exit code of a run that succeeded.
  static let success: Int32 = 0
  /// The exit code of a run stopped by bad arguments, configuration or inputs.
  static let usageFailure: Int32 = 2
  /// The output path that means standard output (`render --out -`, `lint --output -`).
  static let standardOutputPath = "-"

  var output = ""
  var errors = ""
  var exitCode = success
  /// Bytes printed on standard output after ``output``: a file written there (`render --out -`).
  var data = Data()

  /// A run stopped by `error`, printed as `error: …`.
  static func failure(_ error: any Error) -> CommandResult {
    CommandResult(errors: "error: \(error)\n", exitCode: usageFailure)
  }
}
