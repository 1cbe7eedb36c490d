/// A usage error: what was wrong with the command line, and the command whose help to read.
struct UsageError: Error, Equatable, CustomStringConvertible {
  var message: String
  var command: String

  init(_ message: String, command: String) {
    self.message = message
    self.command = command
  }

  var description: String {
    "\(message)\nsee 'tca-graph \(command == TCAGraphCommand.name ? "" : command + " ")--help'"
  }
}
