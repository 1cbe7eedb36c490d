import TCAGraphRules
import TCAGraphSupport

/// Findings as Checkstyle XML, which Jenkins, Danger and many review tools read: one `<file>`
/// per source file, one `<error>` per finding, its rule in `source` (`tca-graph.lane-violation`).
///
/// A note's `severity` is Checkstyle's `info`. Findings without a place are listed under a
/// `<file>` with an empty name.
public enum CheckstyleReporter: Reporter {
  public static let identifier = "checkstyle"
  public static let summary = "Checkstyle 4.3 XML, for Jenkins, Danger and review tools."
  public static let isDocument = true

  public static func report(_ findings: [Finding]) -> String {
    var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<checkstyle version="4.3">"#]
    for (file, inFile) in groupedByFile(findings) {
      lines.append(#"  <file name="\#(ReportEscaping.xml(file))">"#)
      for finding in inFile {
        var attributes: [String] = []
        if let location = finding.location {
          attributes += [#"line="\#(location.line)""#, #"column="\#(location.column)""#]
        }
        attributes += [
          #"severity="\#(severity(finding.severity))""#,
          #"message="\#(ReportEscaping.xml(finding.message))""#,
          #"source="tca-graph.\#(ReportEscaping.xml(finding.ruleID))""#,
        ]
        lines.append("    <error \(attributes.joined(separator: " "))/>")
      }
      lines.append("  </file>")
    }
    lines.append("</checkstyle>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Checkstyle's word for a severity: `error`, `warning` or `info`.
  private static func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning, .off: "warning"
    case .note: "info"
    }
  }

  /// The findings by file, files in the order they first appear; `""` for findings without a
  /// place.
  static func groupedByFile(_ findings: [Finding]) -> [(file: String, findings: [Finding])] {
    var groups: [(file: String, findings: [Finding])] = []
    var index: [String: Int] = [:]
    for finding in findings {
      let file = finding.location?.file ?? ""
      if let position = index[file] {
        groups[position].findings.append(finding)
      } else {
        index[file] = groups.count
        groups.append((file, [finding]))
      }
    }
    return groups
  }
}
