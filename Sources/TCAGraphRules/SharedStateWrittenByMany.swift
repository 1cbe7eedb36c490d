import TCAGraphSupport
import TreeIntrospect

/// A shared key written by features in different subtrees of the composition: neither composes
/// the other, so each can change the other's state without an action between them.
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
    var writes: [String: [FeatureID: [SourceLocation]]] = [:]
    for feature in graph.features {
      for channel in feature.channels ?? []
      where channel.kind == .sharedState && channel.access == .writes {
        guard let root = Self.rootKey(channel.to.id, in: keys) else { continue }
        writes[root, default: [:]][feature.id, default: []] += channel.locations
      }
    }
    let descendants = Self.descendants(in: graph)
    var findings: [Finding] = []
    for (root, writers) in writes where writers.count > 1 {
      let label = Self.label(of: root, in: keys)
      for (writer, locations) in writers {
        let others = writers.keys.filter { other in
          other != writer && !(descendants[writer]?.contains(other) ?? false)
            && !(descendants[other]?.contains(writer) ?? false)
        }.map(\.shortName).sorted()
        guard !others.isEmpty else { continue }
        findings.append(
          finding(
            "\(writer.shortName) writes shared key \(label), which "
              + "\(others.joined(separator: ", ")) also "
              + "\(others.count == 1 ? "writes" : "write") from another subtree; let one "
              + "feature own the writes",
            at: locations.min()))
      }
    }
    return findings.sorted()
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
