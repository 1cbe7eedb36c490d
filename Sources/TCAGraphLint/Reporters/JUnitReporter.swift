import TCAGraphRules

/// Findings as JUnit XML, which CI services show as failed tests: one `<testcase>` per finding,
/// classed by its file and named by its rule and place, with a `<failure>` holding the
/// compiler-style line and the severity as its `type`.
///
/// A note is a test that passed, its line in `<system-out>`: it never fails the run, so a test
/// report does not show it as a failure. A run without findings is a suite of zero tests and
/// zero failures.
public enum JUnitReporter: Reporter {
  public static let identifier = "junit"
  public static let summary = "JUnit XML, for CI services that show test reports."
  public static let isDocument = true

  public static func report(_ findings: [Finding]) -> String {
    let failures = findings.filter { $0.severity != .note }.count
    let counts = #"tests="\#(findings.count)" failures="\#(failures)" errors="0""#
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="tca-graph" \#(counts)>"#,
      #"  <testsuite name="tca-graph lint" \#(counts)>"#,
    ]
    for finding in findings {
      let place = finding.location.map { "\($0.line):\($0.column)" } ?? "no location"
      let className = ReportEscaping.xml(finding.location?.file ?? "tca-graph")
      let name = ReportEscaping.xml("\(finding.ruleID) (\(place))")
      let message = ReportEscaping.xml(finding.message)
      let line = ReportEscaping.xml(XcodeReporter.line(for: finding))
      let outcome =
        finding.severity == .note
        ? "      <system-out>\(line)</system-out>"
        : #"      <failure type="\#(finding.severity.rawValue)" message="\#(message)">\#(line)</failure>"#
      lines += [
        #"    <testcase classname="\#(className)" name="\#(name)">"#, outcome, "    </testcase>",
      ]
    }
    lines += ["  </testsuite>", "</testsuites>"]
    return lines.joined(separator: "\n") + "\n"
  }
}
