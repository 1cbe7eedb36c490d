import TCAGraphSupport

/// The explorer's list of the scan's warnings and notes, under the lint findings: one item per
/// message, its place and level then its text, as standard error prints them.
struct ScanMessages {
  let diagnostics: [ScanDiagnostic]

  /// The list's heading and items; empty when the scan had nothing to say, so a page of a clean
  /// scan stays as it was.
  var html: String {
    guard !diagnostics.isEmpty else { return "" }
    let items = diagnostics.map { diagnostic in
      let place = diagnostic.location.map(\.description) ?? diagnostic.file
      let code = place.map { "<code>\(HTMLText.escape($0))</code> " } ?? ""
      return "<li class=\"\(diagnostic.severity.rawValue)\">\(code)"
        + "\(diagnostic.severity.rawValue): \(HTMLText.escape(diagnostic.text))"
        + "</li>"
    }
    return "<h2>Scan messages (\(diagnostics.count))</h2><ul class=\"scan-messages\">"
      + items.joined() + "</ul>"
  }
}
