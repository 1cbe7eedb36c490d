import TreeIntrospect

/// How the features talk, in totals: the channels of ``ArchitectureGraph/allChannels`` counted
/// per kind and access, and how many features, shared keys and dependency clients there are.
public struct ChannelSummary: Equatable, Sendable {
  /// One row: how many channels of one kind have one access.
  public struct Row: Equatable, Sendable {
    public var kind: ChannelKind
    public var access: ChannelAccess
    public var count: Int
  }

  /// Every kind and each of its accesses, in declaration order, zeros included, so the table's
  /// shape does not depend on the app.
  public var rows: [Row]
  public var features: Int
  public var sharedKeys: Int
  public var dependencyClients: Int

  /// The totals of `graph`; with `modules`, of the features declared in those modules, the
  /// channels they open and the keys and clients those channels reach.
  public init(graph: ArchitectureGraph, modules: Set<String> = []) {
    let kept = graph.features.filter { modules.isEmpty || $0.module.map(modules.contains) == true }
    let keptIDs = Set(kept.map(\.id))
    let channels = graph.allChannels.filter { channel in
      modules.isEmpty || channel.from.feature.map(keptIDs.contains) == true
    }
    var counts: [ChannelKind: [ChannelAccess: Int]] = [:]
    for channel in channels { counts[channel.kind, default: [:]][channel.access, default: 0] += 1 }
    rows = ChannelKind.allCases.flatMap { kind in
      ChannelAccess.allCases.filter(kind.accesses.contains).map { access in
        Row(kind: kind, access: access, count: counts[kind]?[access] ?? 0)
      }
    }
    features = kept.count
    if modules.isEmpty {
      sharedKeys = graph.sharedKeys?.count ?? 0
      dependencyClients = graph.dependencyClients?.count ?? 0
    } else {
      let reached = Set(channels.map(\.to))
      sharedKeys = reached.filter { $0.kind == .sharedKey }.count
      dependencyClients = reached.filter { $0.kind == .dependency }.count
    }
  }

  /// The rows as an aligned table, then a line of the other totals.
  public var table: String {
    SummaryTable.aligned(
      header: ["channel", "access", "count"],
      rows: rows.map { [$0.kind.rawValue, $0.access.rawValue, String($0.count)] })
      + "\(features) feature(s), \(sharedKeys) shared key(s), "
      + "\(dependencyClients) dependency client(s)\n"
  }
}
