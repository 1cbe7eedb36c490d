import TreeIntrospect

/// Who writes each shared key, for `lint --summary`: a row per key some code writes, naming each
/// writer, a write from a feature's view (``ChannelOrigin/view``) marked `(from its view)` (or
/// `(also from its view)` beside its own code's), and a
/// view tied to no store (``SharedKey/viewUses``) as `view <name>`.
public struct SharedWriterSummary: Equatable, Sendable {
  /// One key and its writers, sorted.
  public struct Row: Equatable, Sendable {
    public var key: String
    public var writers: [String]
  }

  /// The written keys, by id.
  public var rows: [Row]

  /// The writers of `graph`'s keys; with `modules`, the writes of the features declared in those
  /// modules (views tied to no store belong to none).
  public init(graph: ArchitectureGraph, modules: Set<String> = []) {
    var own: [String: Set<FeatureID>] = [:]
    var fromView: [String: Set<FeatureID>] = [:]
    for feature in graph.features
    where modules.isEmpty || feature.module.map(modules.contains) == true {
      for channel in feature.channels ?? []
      where channel.kind == .sharedState && channel.access == .writes {
        if channel.origin == .view {
          fromView[channel.to.id, default: []].insert(feature.id)
        } else {
          own[channel.to.id, default: []].insert(feature.id)
        }
      }
    }
    var views: [String: Set<String>] = [:]
    if modules.isEmpty {
      for key in graph.sharedKeys ?? [] {
        for use in key.viewUses ?? [] where use.access == .writes {
          views[key.id, default: []].insert(use.view)
        }
      }
    }
    let keys = Set(own.keys).union(fromView.keys).union(views.keys)
    rows = keys.sorted().map { key in
      let owners = own[key] ?? []
      let viewers = fromView[key] ?? []
      let features = owners.union(viewers).sorted().map { feature in
        switch (owners.contains(feature), viewers.contains(feature)) {
        case (true, true): feature.rawValue + " (also from its view)"
        case (false, _): feature.rawValue + " (from its view)"
        case (true, false): feature.rawValue
        }
      }
      return Row(key: key, writers: features + (views[key] ?? []).sorted().map { "view \($0)" })
    }
  }

  /// The rows as an aligned table; empty when no key is written.
  public var table: String {
    guard !rows.isEmpty else { return "" }
    return SummaryTable.aligned(
      header: ["shared key", "written by"],
      rows: rows.map { [$0.key, $0.writers.joined(separator: ", ")] })
  }
}
