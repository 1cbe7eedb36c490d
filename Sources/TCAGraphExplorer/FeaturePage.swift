import TreeIntrospect

/// The content of one feature's page: a heading with its kind, module and place, its parents and
/// children as links, a tab per picture, its channels, the parents that match its private
/// actions, and its lint findings.
struct FeaturePage {
  var graph: ArchitectureGraph
  var id: FeatureID
  var table: LintTable
  /// The graph's parents and matchers, indexed once for every page.
  var neighbourhood: FeatureNeighbourhood
  /// Whether each picture shows its kind's shared legend (``SharedLegends``).
  var legends: Bool

  /// The page, given its cleaned pictures in tab order, or `nil` when they are not drawn
  /// (``PictureBudget``): the page then says so and lists the feature's actions as text.
  func html(pictures: [(view: String, caption: String, svg: String)]?) -> String {
    guard let feature = graph.feature(id) else { return "" }
    var parts: [String] = []
    parts.append("<h2>\(HTMLText.escape(id.rawValue))</h2>")
    var meta = [kindName(feature.kind)]
    meta.append("module " + (feature.module.map(HTMLText.escape) ?? "unknown"))
    if let location = feature.location {
      meta.append("<code>\(HTMLText.escape(location.description))</code>")
    }
    if let host = feature.runsOn {
      meta.append("runs on " + table.link(to: host))
    }
    parts.append("<p class=\"meta\">\(meta.joined(separator: " · "))</p>")
    let parents = neighbourhood.parents(of: id)
    let children = uniqueChildren(of: feature)
    parts.append(
      "<p class=\"meta\">composed by: \(links(parents)) · composes: \(links(children))</p>")
    guard let pictures else {
      parts.append(PictureBudget.html(focus: id))
      parts.append("<h3>Actions</h3>")
      parts.append(actionList(feature.actions))
      return (parts + texts(of: feature)).joined(separator: "\n")
    }
    parts.append("<div class=\"tabs\">")
    for picture in pictures {
      parts.append(
        "<button type=\"button\" data-view=\"\(HTMLText.escape(picture.view))\">"
          + "\(HTMLText.escape(picture.caption))</button>")
    }
    parts.append("</div>")
    for picture in pictures {
      parts.append(
        ExplorerPage.figure(picture.svg, view: picture.view, sharedLegend: legends))
    }
    return (parts + texts(of: feature)).joined(separator: "\n")
  }

  /// The parts below the pictures: its channels, the parents matching its private actions and
  /// its findings.
  private func texts(of feature: Feature) -> [String] {
    var parts = FeatureChannels(graph: graph, table: table, neighbourhood: neighbourhood)
      .html(of: id)
    parts.append("<h3>Parents matching its private actions</h3>")
    parts.append(privateMatches())
    let findings = table.findings(of: id)
    parts.append("<h3>Lint findings (\(findings.count))</h3>")
    parts.append(findings.isEmpty ? "<p class=\"none\">none</p>" : table.table(of: id))
    return parts
  }

  /// The action cases as nested lists: each case's name and payload, its lane, and a link to
  /// the child feature whose actions it nests.
  private func actionList(_ cases: [ActionCase]) -> String {
    guard !cases.isEmpty else { return "<p class=\"none\">none</p>" }
    var items: [String] = []
    for action in cases {
      var item = "<code>\(HTMLText.escape(action.name))"
      if !action.payload.isEmpty {
        item += "(\(HTMLText.escape(action.payload.joined(separator: ", "))))"
      }
      item += "</code>"
      if let lane = action.lane { item += " · \(lane.rawValue)" }
      if let child = action.child { item += " → " + table.link(to: child) }
      if !action.cases.isEmpty { item += actionList(action.cases) }
      items.append("<li>\(item)</li>")
    }
    return "<ul class=\"actions\">" + items.joined() + "</ul>"
  }

  private func kindName(_ kind: FeatureKind) -> String {
    switch kind {
    case .reducer: "reducer"
    case .enumReducer: "@Reducer enum"
    case .logic: "logic reducer"
    }
  }

  private func uniqueChildren(of feature: Feature) -> [FeatureID] {
    var seen = Set<FeatureID>()
    return feature.children.map(\.child).filter { seen.insert($0).inserted }
  }

  private func links(_ features: [FeatureID]) -> String {
    features.isEmpty ? "none" : features.map(table.link(to:)).joined(separator: ", ")
  }

  /// A row per arm of another feature that matches one of this feature's `view`, `_internal` or
  /// flat actions: the parent, the pattern and its place.
  private func privateMatches() -> String {
    var rows: [String] = []
    for (parent, handler) in neighbourhood.handlers(owned: id) where handler.match.isPrivate {
      let pattern = handler.pattern ?? handler.route.joined(separator: ".")
      let place = handler.location.map { "<code>\(HTMLText.escape($0.description))</code>" } ?? ""
      rows.append(
        "<tr><td>\(table.link(to: parent))</td><td>\(handler.match.rawValue)</td>"
          + "<td><code>\(HTMLText.escape(pattern))</code></td><td>\(place)</td></tr>")
    }
    guard !rows.isEmpty else {
      return "<p class=\"none\">none: every parent matches only its delegate actions</p>"
    }
    return "<table class=\"findings\"><thead><tr><th>parent</th><th>lane</th><th>pattern</th>"
      + "<th>place</th></tr></thead><tbody>\n" + rows.joined(separator: "\n")
      + "\n</tbody></table>"
  }
}
