/// What shell completion offers for an option's value.
enum OptionCompletion: Hashable, Sendable {
  /// Nothing: a name only the user knows (`--root NAME`).
  case none
  /// Paths of files.
  case file
  /// Paths of folders.
  case directory
  /// One of these words (`--reporter`, `--theme`).
  case choices([String])
  /// A comma-separated list of these words (`--format svg,dot`).
  case list([String])
}
