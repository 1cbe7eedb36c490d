#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one layout of every help text, `tca-graph --help` and each subcommand's alike:
///
/// ```
/// OVERVIEW: what the command does
///
/// USAGE: tca-graph render [<paths> ...] [--out <DIR>] ...
///
/// ARGUMENTS:
///   <paths>                 Swift source files or folders to scan.
///
/// OPTIONS:
///   --out <DIR>             The folder to write into (default: out).
///   -h, --help              Show this help.
/// ```
///
/// then the command's own sections (views, rules, exit codes), as given. Descriptions wrap at
/// ``width`` columns under their own column: the terminal's width when help is printed to one,
/// else ``standardWidth``.
struct HelpLayout {
  /// The column lines are wrapped at when standard output is not a terminal (a pipe, a file).
  static let standardWidth = 100
  /// The narrowest and widest terminal widths help is wrapped to.
  static let terminalWidths = 60...160
  /// The widest label that keeps its description on the same line.
  static let labelColumn = 28

  /// The OVERVIEW paragraph.
  var overview: String
  /// The usage lines, each starting `tca-graph`.
  var usage: [String]
  /// The positional arguments, listed under ARGUMENTS.
  var arguments: [PositionalArgument] = []
  /// The options, listed under OPTIONS; `-h, --help` is added last.
  var options: [Option]
  /// Labelled lists after OPTIONS (`SUBCOMMANDS`), in the same two columns.
  var tables: [(title: String, rows: [(label: String, text: String)])] = []
  /// Free text after everything else, as given; a line wider than ``width`` is wrapped at its
  /// own indentation.
  var footer: String = ""
  /// The column every line is wrapped at.
  var width: Int = HelpLayout.outputWidth

  /// The width of the terminal standard output is, clamped to ``terminalWidths``, or
  /// ``standardWidth`` when it is not a terminal.
  static var outputWidth: Int {
    guard isatty(STDOUT_FILENO) == 1 else { return standardWidth }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return standardWidth
    }
    return min(max(Int(size.ws_col), terminalWidths.lowerBound), terminalWidths.upperBound)
  }

  /// The help text, ending with a newline.
  var text: String {
    var lines = wrap("OVERVIEW: " + overview, indent: "")
    lines.append("")
    for (index, line) in usage.enumerated() {
      lines.append((index == 0 ? "USAGE: " : "       ") + line)
    }
    if !arguments.isEmpty {
      lines += ["", "ARGUMENTS:"]
      lines += arguments.flatMap { argument in
        row("<\(argument.name)>" + (argument.repeats ? " ..." : ""), argument.help)
      }
    }
    lines += ["", "OPTIONS:"]
    lines += (options + [.help]).flatMap { option in row(Self.label(of: option), option.help) }
    for table in tables {
      lines += ["", table.title + ":"]
      lines += table.rows.flatMap { row($0.label, $0.text) }
    }
    if !footer.isEmpty {
      lines.append("")
      lines += footerLines
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The footer's lines, each wider than ``width`` wrapped at its own indentation.
  var footerLines: [String] {
    footer.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
      let indent = String(line.prefix { $0 == " " })
      return line.count <= width ? [String(line)] : wrap(String(line), indent: indent)
    }
  }

  /// An option as help lists it: `--out <DIR>`, `-h, --help`.
  static func label(of option: Option) -> String {
    if option == .help { return "-h, --help" }
    return option.spelling + (option.valueName.map { " <\($0)>" } ?? "")
  }

  /// One label and its description: on one line when the label fits the label column, else the
  /// description starts on the next line; continuation lines align under the description.
  private func row(_ label: String, _ text: String) -> [String] {
    let indent = String(repeating: " ", count: Self.labelColumn + 2)
    let head = "  " + label
    let wrapped = wrap(text, indent: indent)
    guard head.count < indent.count else { return [head] + wrapped }
    return [
      head + String(repeating: " ", count: indent.count - head.count)
        + wrapped[0].dropFirst(indent.count)
    ] + wrapped.dropFirst()
  }

  /// `text` broken at spaces into lines of at most ``width`` columns, each starting with
  /// `indent`; a word longer than a line stays whole.
  private func wrap(_ text: String, indent: String) -> [String] {
    var lines: [String] = []
    var line = indent
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if line.count > indent.count, line.count + 1 + word.count > width {
        lines.append(line)
        line = indent
      }
      line += (line.count > indent.count ? " " : "") + word
    }
    lines.append(line)
    return lines
  }
}
