import TreeIntrospect

/// The table of a feature's channels on its page (``ArchitectureGraph/channels(of:)``): each
/// channel's kind, what the feature does through it, the other end (a link to another feature's
/// page, or the shared key or dependency client by id), what flows, and where, linked to the
/// source line under `--link-base`.
struct FeatureChannels {
  var graph: ArchitectureGraph
  var table: LintTable
  /// Where the feature's channels come from, derived once for every page.
  var neighbourhood: FeatureNeighbourhood

  /// The `<h3>` and the table, or a line saying the feature opens none.
  func html(of feature: FeatureID) -> [String] {
    let channels = neighbourhood.channels(of: feature)
    var parts = ["<h3>Channels (\(channels.count))</h3>"]
    guard !channels.isEmpty else {
      parts.append("<p class=\"none\">none: it reaches no other feature, shared key or client</p>")
      return parts + incoming(into: feature)
    }
    var rows: [String] = []
    for channel in channels {
      let places = channel.locations.map(table.place(of:)).joined(separator: "<br/>")
      rows.append(
        "<tr data-kind=\"\(channel.kind.rawValue)\"><td>\(channel.kind.rawValue)</td>"
          + "<td>\(channel.access.rawValue)</td><td class=\"names\">\(otherEnd(channel.to))</td>"
          + "<td><code>\(HTMLText.escape(channel.name))</code></td><td>\(places)</td></tr>")
    }
    parts.append(
      "<table class=\"findings channels\"><thead><tr><th>kind</th><th>access</th>"
        + "<th>other end</th><th>name</th><th>place</th></tr></thead><tbody>\n"
        + rows.joined(separator: "\n") + "\n</tbody></table>")
    return parts + incoming(into: feature)
  }

  /// The TCA 2 channels other features open toward the feature: the events it hears, the
  /// preferences it observes, the closures it handed in, the triggers fired in it.
  private func incoming(into feature: FeatureID) -> [String] {
    let channels = neighbourhood.talk(into: feature)
    guard !channels.isEmpty else { return [] }
    let rows = channels.map { channel in
      let places = channel.locations.map(table.place(of:)).joined(separator: "<br/>")
      return "<tr data-kind=\"\(channel.kind.rawValue)\"><td>\(channel.kind.rawValue)</td>"
        + "<td>\(channel.access.rawValue)</td><td class=\"names\">\(otherEnd(channel.from))</td>"
        + "<td><code>\(HTMLText.escape(channel.name))</code></td><td>\(places)</td></tr>"
    }
    return [
      "<h3>Channels into it (\(channels.count))</h3>",
      "<table class=\"findings channels into\"><thead><tr><th>kind</th><th>access</th>"
        + "<th>from</th><th>name</th><th>place</th></tr></thead><tbody>\n"
        + rows.joined(separator: "\n") + "\n</tbody></table>",
    ]
  }

  /// A feature as a link to its page (as text when the graph does not hold it); a shared key
  /// or a client by id, with what the graph knows of it; a TCA 2 key nobody else names.
  private func otherEnd(_ end: ChannelEnd) -> String {
    switch end.kind {
    case .feature:
      let id = FeatureID(end.id)
      return graph.feature(id) == nil
        ? "<code>\(HTMLText.escape(end.id))</code> (not in the graph)" : table.link(to: id)
    case .sharedKey:
      let type = graph.sharedKey(end.id)?.valueType.map { ": " + HTMLText.escape($0) } ?? ""
      return "shared key <code>\(HTMLText.escape(end.id))</code>\(type)"
    case .dependency:
      let library = graph.dependencyClient(end.id)?.library.map { " (\(HTMLText.escape($0)))" }
      return "client <code>\(HTMLText.escape(end.id))</code>\(library ?? "")"
    case .key:
      return "key <code>\(HTMLText.escape(end.id))</code> (no other end found)"
    }
  }
}
