import TCAGraphSupport
import TreeIntrospect

/// A TCA 2 event or preference that no ancestor of the feature posting it hears: nothing in the
/// scanned sources listens for its key, or only features that do not compose the poster do.
public struct UnheardEvent: LintRule {
  public static let id = "unheard-event"
  public static let summary = "an event or preference a feature posts is heard by an ancestor"
  public static let rationale = """
    In TCA 2 a child tells its parent what happened by posting an event (`try store.post(key: \
    K.self, value:)`) or publishing a preference, which rise to the ancestors that listen with \
    `.onEvent(K.self)` or `.onPreferenceChange(K.self)`. A key nobody listens for, or one heard \
    only by features that do not compose the poster, reaches no one: the fact is lost. Listen for \
    it in the feature that composes the poster, or stop posting it. The rule stays quiet while \
    any feature's body is partly read, since a composition it missed may hold the listener.
    """
  public static let defaultSeverity = Severity.note

  public init() {}

  public func check(_ context: LintContext) -> [Finding] {
    let graph = context.graph
    guard !graph.features.contains(where: { $0.unread != nil }) else { return [] }
    let ancestors = Self.ancestors(in: graph)
    var findings: [Finding] = []
    for feature in graph.features {
      let sent = (feature.channels ?? []).filter {
        ($0.kind == .event && $0.access == .posts)
          || ($0.kind == .preference && $0.access == .publishes)
      }
      let byKey = Dictionary(grouping: sent) { "\($0.kind.rawValue) \($0.name)" }
      for key in byKey.keys.sorted() {
        let channels = byKey[key] ?? []
        let listeners = Set(channels.compactMap(\.to.feature))
        let above = ancestors[feature.id] ?? []
        guard listeners.isDisjoint(with: above), let first = channels.first else { continue }
        let isEvent = first.kind == .event
        let heardBy =
          listeners.isEmpty
          ? "which no scanned feature hears with \(isEvent ? ".onEvent" : ".onPreferenceChange")"
          : "which only \(listeners.map(\.shortName).sorted().joined(separator: ", ")) "
            + "hear\(listeners.count == 1 ? "s" : ""), and none of them composes "
            + feature.id.shortName
        findings.append(
          finding(
            "\(feature.id.shortName) \(isEvent ? "posts event" : "publishes preference") "
              + "'\(first.name)', \(heardBy); listen for it in an ancestor, or stop posting it",
            at: Self.place(of: feature, among: channels.flatMap(\.locations), in: graph)))
      }
    }
    return findings
  }

  /// The poster's own place among a channel's places (which hold the listener's too): the first
  /// that falls, by line, in the poster's declaration rather than a later one of its file; else
  /// the first.
  private static func place(
    of feature: Feature, among places: [SourceLocation], in graph: ArchitectureGraph
  ) -> SourceLocation? {
    let sorted = places.sorted()
    guard let start = feature.location else { return sorted.first }
    let later = graph.features.compactMap { other -> Int? in
      guard other.id != feature.id, other.kind == .reducer, !other.isPrompt,
        let location = other.location, location.file == start.file, location.line > start.line
      else { return nil }
      return location.line
    }.min()
    return sorted.first { place in
      place.file == start.file && place.line >= start.line && later.map { place.line < $0 } ?? true
    } ?? sorted.first
  }

  /// Every feature's ancestors: the features whose bodies compose it, through enum reducers.
  private static func ancestors(in graph: ArchitectureGraph) -> [FeatureID: Set<FeatureID>] {
    var parents: [FeatureID: Set<FeatureID>] = [:]
    for feature in graph.features {
      for scope in feature.children where scope.operator != .sameDomain {
        parents[scope.child, default: []].insert(feature.id)
      }
    }
    var result: [FeatureID: Set<FeatureID>] = [:]
    for feature in graph.features {
      var reached: Set<FeatureID> = []
      var pending = Array(parents[feature.id] ?? [])
      while let next = pending.popLast() {
        guard reached.insert(next).inserted else { continue }
        pending += parents[next] ?? []
      }
      result[feature.id] = reached
    }
    return result
  }
}
