import TCAGraphSupport
import TreeIntrospect

/// A shared key written by features in different subtrees of the composition: neither composes
/// the other, so each can change the other's state without an action between them. A write from
/// a feature's view (``ChannelOrigin/view``) is the feature's, and a view tied to no store that
/// writes the key (``SharedKey/viewUses``) is a writer of its own, in no subtree.
public struct SharedStateWrittenByMany: LintRule {
  public static let id = "shared-state-written-by-many"
  public static let summary = "a shared key is written from one subtree of the composition"
  public static let rationale = """
    The delegate contract makes every fact between features an action a reader can follow: the child \
    emits `delegate`, the parent matches it. A `@Shared` key written by two features of which \
    neither composes the other couples them without any action: each changes what the other \
    reads, and no parent sees it happen. Let one feature own the writes (the others read, or ask \
    it through a delegate action), or write from the feature that composes them both.
    """
  public static let defaultSeverity = Severity.note

  public init() {}

  public func check(_ context: LintContext) -> [Finding] {
    let graph = context.graph
    let keys = Dictionary((graph.sharedKeys ?? []).map { ($0.id, $0) }) { first, _ in first }
    var writes: [String: [SharedKeyWriter: SharedKeyWrites]] = [:]
    for feature in graph.features {
      for channel in feature.channels ?? []
      where channel.kind == .sharedState && channel.access == .writes {
        guard let root = Self.rootKey(channel.to.id, in: keys) else { continue }
        writes[root, default: [:]][.feature(feature.id), default: SharedKeyWrites()]
          .add(channel.locations, fromView: channel.origin == .view)
      }
    }
    for key in graph.sharedKeys ?? [] {
      guard let root = Self.rootKey(key.id, in: keys) else { continue }
      for use in key.viewUses ?? [] where use.access == .writes {
        writes[root, default: [:]][.view(use.view), default: SharedKeyWrites()]
          .add(use.locations, fromView: true)
      }
    }
    let descendants = Self.descendants(in: graph)
    var findings: [Finding] = []
    for (root, writers) in writes where writers.count > 1 {
      let label = Self.label(of: root, in: keys)
      for (writer, written) in writers {
        let others = writers.filter { other, _ in
          other != writer && !Self.composes(writer, other, descendants)
            && !Self.composes(other, writer, descendants)
        }.map { $0.key.described(fromView: $0.value.onlyFromViews) }.sorted()
        guard !others.isEmpty else { continue }
        findings.append(
          finding(
            "\(writer.described(fromView: written.onlyFromViews)) writes shared key \(label), "
              + "which \(others.joined(separator: ", ")) also "
              + "\(others.count == 1 ? "writes" : "write") from another subtree; let one "
              + "feature own the writes",
            at: written.locations.min()))
      }
    }
    return findings.sorted()
  }

  /// Whether the feature `parent` composes the feature `child`; a view composes nothing.
  private static func composes(
    _ parent: SharedKeyWriter, _ child: SharedKeyWriter,
    _ descendants: [FeatureID: Set<FeatureID>]
  ) -> Bool {
    guard case .feature(let parent) = parent, case .feature(let child) = child else {
      return false
    }
    return descendants[parent]?.contains(child) ?? false
  }

  /// The key a key is handed down from, following ``SharedKey/derivedFrom``; `nil` for an
  /// unresolved key, which may be any key.
  private static func rootKey(_ id: String, in keys: [String: SharedKey]) -> String? {
    var current = id
    var seen: Set<String> = [id]
    while let source = keys[current]?.derivedFrom, seen.insert(source).inserted {
      current = source
    }
    return keys[current]?.storage == .unresolved ? nil : current
  }

  /// `'cart' (fileStorage:…)` for a named key, `'appStorage:isOn'` otherwise.
  private static func label(of id: String, in keys: [String: SharedKey]) -> String {
    guard let name = keys[id]?.name else { return "'\(id)'" }
    return "'\(name)' (\(id))"
  }

  /// Every feature's descendants through the composition (its children, theirs, …).
  private static func descendants(in graph: ArchitectureGraph) -> [FeatureID: Set<FeatureID>] {
    let children = Dictionary(
      graph.features.map { ($0.id, $0.children.map(\.child)) }
    ) { first, _ in first }
    var result: [FeatureID: Set<FeatureID>] = [:]
    for feature in graph.features {
      var reached: Set<FeatureID> = []
      var pending = children[feature.id] ?? []
      while let next = pending.popLast() {
        guard reached.insert(next).inserted else { continue }
        pending += children[next] ?? []
      }
      result[feature.id] = reached
    }
    return result
  }
}

/// Who writes a shared key: a feature (from its own code or its view's), or a view tied to no
/// store.
private enum SharedKeyWriter: Hashable {
  case feature(FeatureID)
  case view(String)

  /// `Home`, `Home (from its view)` when all its writes are its view's, `view BalanceBadge`.
  func described(fromView: Bool) -> String {
    switch self {
    case .feature(let id): id.shortName + (fromView ? " (from its view)" : "")
    case .view(let name): "view \(name)"
    }
  }
}

/// A writer's writes of one key: where, and whether they are all its view's.
private struct SharedKeyWrites {
  var locations: [SourceLocation] = []
  var onlyFromViews = true

  mutating func add(_ places: [SourceLocation], fromView: Bool) {
    locations += places
    onlyFromViews = onlyFromViews && fromView
  }
}
