import Foundation

/// The Graphviz `dot` binary on PATH, when this machine has one.
private let dotBinary: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
  .split(separator: ":")
  .map { URL(fileURLWithPath: String($0)).appendingPathComponent("dot") }
  .first { FileManager.default.isExecutableFile(atPath: $0.path) }

/// Thrown by ``runDot(_:format:)`` when graphviz's `dot` is not on PATH, so a cross-check with
/// the command fails and says how to get it instead of passing without having run.
struct DotCommandMissing: Error, CustomStringConvertible {
  var description: String {
    """
    graphviz's 'dot' is not on PATH, so this cross-check of the in-process renderer cannot run; \
    install graphviz (CI's .ci/run does with 'apt-get install graphviz'; on a workstation run \
    Scripts/setup.sh, or 'brew install graphviz')
    """
  }
}

/// Runs `dot -T<format>` on `text`; returns its output and error text and exit status, and
/// throws ``DotCommandMissing`` when there is no `dot` to run.
func runDot(_ text: String, format: String = "svg") throws -> (
  output: String, errors: String, status: Int32
) {
  guard let dotBinary else { throw DotCommandMissing() }
  let process = Process()
  process.executableURL = dotBinary
  process.arguments = ["-T\(format)"]
  let input = Pipe()
  let output = Pipe()
  let errors = Pipe()
  process.standardInput = input
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  input.fileHandleForWriting.write(Data(text.utf8))
  try input.fileHandleForWriting.close()
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  let errorData = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self),
    process.terminationStatus
  )
}
