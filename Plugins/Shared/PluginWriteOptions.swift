/// The `tca-graph` options that write files, which the `tca-graph-lint` plugin refuses: it asks
/// for no permission to write, and outside the macOS sandbox nothing else would stop a write into
/// (or outside) the package. The `tca-graph` plugin, which asks, passes them on. Plain Swift, so
/// the tests read this file too.
enum PluginWriteOptions {
  /// Each option that writes, without its dashes, and what it writes.
  static let options: [(name: String, writes: String)] = [
    ("output", "the report into a file"),
    ("write-baseline", "a baseline file"),
    ("write-budgets", "the budgets into the configuration file"),
    ("cache-dir", "the scan's cache into that folder (this plugin keeps it in its work folder)"),
  ]

  /// The first writing option among `arguments`, without its dashes, read as `tca-graph` reads
  /// options: any number of leading dashes, a value after `=` or in the next argument, and
  /// nothing after a bare `--`.
  static func first(in arguments: [String]) -> String? {
    for argument in arguments {
      if argument == "--" { return nil }
      guard argument.hasPrefix("-") else { continue }
      let name = String(argument.drop { $0 == "-" }.prefix { $0 != "=" })
      if options.contains(where: { $0.name == name }) { return name }
    }
    return nil
  }

  /// Why `command` (the plugin's `swift package` verb) does not run `verb` with `--option`, and
  /// what does.
  static func refusal(_ option: String, command: String, verb: String) -> String {
    let writes = options.first { $0.name == option }?.writes ?? "a file"
    return "'--\(option)' writes \(writes), and 'swift package \(command)' asks for no "
      + "permission to write, so it does not pass it on; run 'swift package "
      + "--allow-writing-to-package-directory tca-graph \(verb) --\(option) …', which asks"
  }
}
