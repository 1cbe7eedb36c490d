import TreeIntrospect

/// The explorer's sidebar: the search field and every feature, grouped by module (features of no
/// known module last), each a link to its page.
struct ExplorerSidebar {
  var graph: ArchitectureGraph

  /// The `<nav>` element.
  var html: String {
    var groups: [String?: [(index: Int, id: FeatureID)]] = [:]
    for (index, feature) in graph.features.enumerated() {
      groups[feature.module, default: []].append((index, feature.id))
    }
    let modules = groups.keys.sorted { ($0 ?? "\u{10FFFF}") < ($1 ?? "\u{10FFFF}") }
    var parts = ["<nav id=\"sidebar\">"]
    parts.append(
      "<input id=\"search\" type=\"search\" placeholder=\"search features ( / )\" "
        + "aria-label=\"search features\" autocomplete=\"off\"/>")
    parts.append(
      "<p class=\"hint\"><span id=\"feature-count\" data-total=\"\(graph.features.count)\">"
        + "\(graph.features.count) features</span> · ↑ ↓ next feature, ← → next picture, Esc back</p>")
    parts.append("<ul id=\"features\">")
    for module in modules {
      let members = groups[module] ?? []
      let name = module.map(HTMLText.escape) ?? "(no module)"
      parts.append(
        "<li class=\"group\"><span class=\"module\">\(name) "
          + "<span class=\"count\" data-total=\"\(members.count)\">\(members.count)</span></span><ul>")
      for member in members {
        let href = HTMLText.escape(FeatureLinks.fragment(feature: member.id))
        let name = HTMLText.escape(member.id.rawValue)
        parts.append(
          "<li><a href=\"\(href)\" data-feature=\"\(member.index)\" data-name=\"\(name)\">"
            + "\(name)</a></li>")
      }
      parts.append("</ul></li>")
    }
    parts.append("</ul>")
    parts.append("</nav>")
    return parts.joined(separator: "\n")
  }
}
