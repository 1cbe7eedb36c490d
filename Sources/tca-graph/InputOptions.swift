/// The options every command that reads an architecture shares: where it comes from, which
/// source files to read, and which part of it to keep.
enum InputOptions {
  static let paths = PositionalArgument(
    name: "paths",
    help: "Swift source files or folders to scan (.build, .git, DerivedData, Pods, Carthage, "
      + "Xcode file templates and test folders are skipped).", repeats: true)
  static let input = Option.value(
    "input", "FILE", "Read the architecture from an IR JSON file (as written by 'dump').",
    completion: .file)
  static let root = Option.value(
    "root", "NAME",
    "Keep only what this feature reaches, with it as the root (default: every feature nobody "
      + "composes).")
  static let focus = Option.value(
    "focus", "FEATURE", "Draw the action tree and composition of this feature's subtree only.")
  static let module = Option.value(
    "module", "NAME",
    "Only the features of these modules (repeatable, comma-separated): pictures draw their "
      + "children in other modules as outside; lint reports only their findings.")
  static let include = Option.value(
    "include", "GLOB", "Scan only files matching the glob (repeatable, comma-separated).")
  static let exclude = Option.value(
    "exclude", "GLOB", "Skip files matching the glob (repeatable, comma-separated).")
  static let includeTests = Option.flag(
    "include-tests", "Scan test folders too (skipped by default).")
  static let verbose = Option.flag(
    "verbose",
    "List every construct the scanner saw but could not resolve, and how many files were "
      + "parsed, read from the cache or skipped.")
  static let cacheDirectory = Option.value(
    "cache-dir", "DIR",
    "Keep each file's scan facts in DIR between runs (default: .build/tca-graph in the scanned "
      + "package, else the user's cache folder).", completion: .directory)
  static let noCache = Option.flag(
    "no-cache", "Parse every file afresh, reading and writing no cache.")

  /// The group, in `--help` order. `--focus` is render's alone (see ``RenderCommand/options``).
  static let all: [Option] = [
    input, root, module, include, exclude, includeTests, verbose, cacheDirectory, noCache,
  ]

  /// The options about which source files are read and what is said about them, which do not
  /// apply to an IR file or the example. The cache options only change how fast a scan is, so
  /// they are accepted, and do nothing, where nothing is scanned.
  static let scanning: [Option] = [include, exclude, includeTests, verbose]
}
