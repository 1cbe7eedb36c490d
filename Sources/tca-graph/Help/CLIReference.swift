/// The command-line reference page, `docs/cli.md`: `tca-graph` and each subcommand, written from
/// the same layouts as their `--help` (``HelpLayout``), so the page says what the commands
/// accept. `CLIReferenceTests` fails when the checked-in page is not this text.
enum CLIReference {
  /// Where the page lives in the repository.
  static let path = "docs/cli.md"

  /// The command the tests run to write the page again.
  static let regenerateCommand =
    "TCA_GRAPH_RECORD_SNAPSHOTS=1 swift test --filter CLIReferenceTests"

  /// The page, ending with a newline.
  static func markdown() -> String {
    let commands = TCAGraphCommand.commands
    var lines = [
      "# Command-line reference",
      "",
      "Written from the commands' own option tables, the ones `tca-graph help` and each "
        + "`--help` print, by `CLIReferenceTests`, which fails when this page is not current; "
        + "write it again with `\(regenerateCommand)`.",
      "",
      "- [`\(TCAGraphCommand.name)`](#\(anchor(TCAGraphCommand.name)))",
    ]
    lines += commands.map { command in
      let title = TCAGraphCommand.name + " " + command.name
      return "- [`\(title)`](#\(anchor(title)))"
    }
    lines += section(TCAGraphCommand.name, TCAGraphCommand.overviewLayout)
    for command in commands {
      lines += section(TCAGraphCommand.name + " " + command.name, command.helpLayout)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One command's section: its overview, usage, arguments, options, tables and footer.
  private static func section(_ title: String, _ layout: HelpLayout) -> [String] {
    var layout = layout
    layout.width = HelpLayout.standardWidth
    var lines = ["", "## \(title)", "", text(layout.overview), "", "```text"]
    lines += layout.usage
    lines.append("```")
    if !layout.arguments.isEmpty {
      lines += ["", "| argument | meaning |", "| --- | --- |"]
      lines += layout.arguments.map { argument in
        row("<\(argument.name)>" + (argument.repeats ? " ..." : ""), argument.help)
      }
    }
    lines += ["", "| option | meaning |", "| --- | --- |"]
    lines += (layout.options + [.help]).map { row(HelpLayout.label(of: $0), $0.help) }
    for table in layout.tables {
      let heading = table.title.prefix(1) + table.title.dropFirst().lowercased()
      lines += ["", "### \(heading)", "", "| name | meaning |", "| --- | --- |"]
      lines += table.rows.map { row($0.label, $0.text) }
    }
    if !layout.footer.isEmpty {
      lines += ["", "```text"] + layout.footerLines + ["```"]
    }
    return lines
  }

  /// A table row: the label as code, the text escaped for a table cell.
  private static func row(_ label: String, _ help: String) -> String {
    "| `\(label.replacingOccurrences(of: "|", with: "\\|"))` | \(text(help)) |"
  }

  /// Help text as Markdown prose: the characters Markdown or a table would read otherwise
  /// (`|`, `<`, `*`, `_`, a backslash) are escaped; backticks stay code spans, as help writes
  /// them, in which only `|` is escaped (a table cell ends at it even there).
  private static func text(_ help: String) -> String {
    var escaped = ""
    var inCode = false
    for character in help {
      switch character {
      case "`":
        inCode.toggle()
        escaped.append(character)
      case "|": escaped += "\\|"
      case _ where inCode: escaped.append(character)
      case "\\", "*", "_": escaped += "\\\(character)"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// GitHub's anchor of a heading: lowercased, spaces as hyphens, other punctuation dropped.
  static func anchor(_ heading: String) -> String {
    String(
      heading.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        return character.isLetter || character.isNumber || character == "-" || character == "_"
          ? character : nil
      })
  }
}
