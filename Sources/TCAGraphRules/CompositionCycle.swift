import TCAGraphAnalyses
import TCAGraphSupport
import TreeIntrospect

/// A cycle of composition through two or more features (A composes B, which composes A),
/// reported once per elementary cycle at the composition in its smallest feature. A feature
/// composing itself, as a tree of `Comment`s does, is allowed, and so is a pair of features that
/// present each other, which `mutual-presentation` reports.
public struct CompositionCycle: LintRule {
  public static let id = "composition-cycle"
  public static let summary = "composition has no cycle but a feature's own recursion"
  public static let rationale = """
    Composition is a tree, each parent owning its children's state. A cycle through \
    several features makes every one of them an ancestor of the others, so none can be built, \
    reused or tested alone and their delegate actions have no one parent to go to. Recursion of a \
    feature into itself (a `Comment` with `Comment` replies) is the one cycle TCA's trees use.
    """
  public static let defaultSeverity = Severity.warning

  /// How many features a message names before it gives only their number.
  static let namedFeatures = 8

  public init() {}

  public func check(_ context: LintContext) -> [Finding] {
    let composition = CompositionGraph(context.graph)
    // Read only when a cycle of two might be a mutual presentation: it derives every channel.
    var presentations: Presentations?
    let found = composition.cycles
    var findings: [Finding] = []
    for cycle in found.cycles {
      if cycle.count == 2 {
        let known = presentations ?? Presentations(context.graph)
        presentations = known
        if known.presents(cycle[0], cycle[1]), known.presents(cycle[1], cycle[0]) { continue }
      }
      let edge = composition.edge(from: cycle[0], to: cycle[1])
      findings.append(
        finding(
          "composition cycle \(Self.names(cycle + [cycle[0]])); screens that lead to each other "
            + "belong in one navigation stack of a common parent",
          at: edge?.scope.location ?? context.graph.feature(cycle[0])?.location))
    }
    for component in found.truncated {
      guard let first = component.first else { continue }
      findings.append(
        finding(
          "more composition cycles among \(component.count) features (\(Self.names(component, separator: ", "))) "
            + "than are listed; break the cycles reported",
          at: context.graph.feature(first)?.location))
    }
    return findings
  }

  /// The features' short names joined, the middle of a long list elided.
  static func names(_ features: [FeatureID], separator: String = " → ") -> String {
    let names = features.map(\.shortName)
    guard names.count > namedFeatures else { return names.joined(separator: separator) }
    let head = names.prefix(namedFeatures - 1).joined(separator: separator)
    return head + separator + "… (\(names.count - namedFeatures) more)" + separator
      + (names.last ?? "")
  }
}
