import TCAGraphRules
import TCAGraphSupport
import TreeIntrospect

/// The explorer's table of lint findings: rule, severity, feature, module, message and place,
/// one row each, with a link to the feature's page and, under `--link-base`, to the source line.
struct LintTable {
  let graph: ArchitectureGraph
  let findings: [Finding]
  /// The URL source paths are appended to (`https://github.com/o/r/blob/<commit>`), if any.
  let linkBase: String?
  private let featuresOfFinding: [[FeatureID]]
  private let findingsOfFeature: [FeatureID: [Finding]]

  init(graph: ArchitectureGraph, findings: [Finding], linkBase: String?) {
    self.graph = graph
    self.findings = findings
    self.linkBase = linkBase
    let attribution = FindingAttribution(graph: graph)
    featuresOfFinding = findings.map { attribution.features(of: $0) }
    var byFeature: [FeatureID: [Finding]] = [:]
    for (finding, features) in zip(findings, featuresOfFinding) {
      for feature in features { byFeature[feature, default: []].append(finding) }
    }
    findingsOfFeature = byFeature
  }

  /// The findings about `feature`, in order.
  func findings(of feature: FeatureID) -> [Finding] {
    findingsOfFeature[feature] ?? []
  }

  /// Every finding's table, with the feature and module columns.
  var wholeTable: String {
    html(Array(zip(findings, featuresOfFinding)), showsFeature: true)
  }

  /// The table of one feature's findings.
  func table(of feature: FeatureID) -> String {
    html(findings(of: feature).map { ($0, [feature]) }, showsFeature: false)
  }

  /// The table of `rows`, each a finding and the features it is about; `showsFeature` adds the
  /// feature and module columns of the whole-app table, which a feature's own page leaves out.
  private func html(_ rows: [(Finding, [FeatureID])], showsFeature: Bool) -> String {
    var lines: [String] = []
    var head = "<tr><th>rule</th><th>severity</th>"
    if showsFeature { head += "<th>feature · module</th>" }
    head += "<th>message · place</th></tr>"
    lines.append("<table class=\"findings\"><thead>\(head)</thead><tbody>")
    for (finding, features) in rows {
      let searchable =
        ([finding.ruleID, finding.severity.rawValue, finding.message]
        + features.map(\.rawValue)).joined(separator: " ").lowercased()
      var row =
        "<tr data-severity=\"\(finding.severity.rawValue)\" data-text=\"\(HTMLText.escape(searchable))\">"
      row += "<td class=\"rule\"><code>\(HTMLText.escape(finding.ruleID))</code></td>"
      row += "<td class=\"severity \(finding.severity.rawValue)\">\(finding.severity.rawValue)</td>"
      if showsFeature {
        let links = features.map { link(to: $0) }.joined(separator: ", ")
        let modules = Set(features.compactMap { graph.feature($0)?.module }).sorted()
        let module =
          modules.isEmpty
          ? "" : "<br/><span class=\"muted\">\(modules.map(HTMLText.escape).joined(separator: ", "))</span>"
        row += "<td class=\"names\">\(links)\(module)</td>"
      }
      let place = place(of: finding)
      row += "<td class=\"message\">\(HTMLText.escape(finding.message))"
        + (place.isEmpty ? "" : "<br/><span class=\"place\">\(place)</span>") + "</td></tr>"
      lines.append(row)
    }
    lines.append("</tbody></table>")
    return lines.joined(separator: "\n")
  }

  /// A link to `feature`'s page, its name as text.
  func link(to feature: FeatureID) -> String {
    let href = HTMLText.escape(FeatureLinks.fragment(feature: feature))
    return "<a href=\"\(href)\">\(HTMLText.escape(feature.rawValue))</a>"
  }

  /// `file:line:column` of a finding, linked to the line under `--link-base`.
  private func place(of finding: Finding) -> String {
    finding.location.map(place(of:)) ?? ""
  }

  /// `file:line:column`, linked to the line under `--link-base`; a long path breaks only after
  /// its slashes.
  func place(of location: SourceLocation) -> String {
    let breakable = location.description.split(separator: "/", omittingEmptySubsequences: false)
      .map { HTMLText.escape(String($0)) }.joined(separator: "/<wbr/>")
    let text = "<code>\(breakable)</code>"
    guard let linkBase, LinkBase.problem(linkBase) == nil else { return text }
    let href = HTMLText.escape(FeatureLinks.source(location, base: linkBase))
    return "<a href=\"\(href)\">\(text)</a>"
  }
}
