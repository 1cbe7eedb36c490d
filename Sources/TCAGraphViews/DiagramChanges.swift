import TCAGraphAnalyses
import TreeIntrospect

/// What `render --diff-base` draws a view's picture against: the base revision's graph and how
/// the head differs from it.
///
/// The composition and delegate-flow views draw both graphs and merge the pictures
/// (``marking(head:base:keepingAncestors:)``): what only the head draws is added, what only
/// the base draws is brought back removed, what both draw differently is changed; then
/// everything neither changed nor within one hop of a change is folded.
public struct DiagramChanges: Sendable {
  /// The revision the head is compared with, as the user named it (`main`, `b4beb3cc~1`).
  public var baseName: String
  /// The base graph, its renamed features under their head names, so a rename draws as one
  /// changed node.
  public var base: ArchitectureGraph
  public var diff: ArchitectureDiff

  /// The changes from `base` to `head`.
  public init(baseName: String, base: ArchitectureGraph, head: ArchitectureGraph) {
    let diff = ArchitectureDiff(base: base, head: head)
    var renames: [FeatureID: FeatureID] = [:]
    for change in diff.features where change.change == .renamed {
      if let before = change.renamedFrom { renames[before] = change.feature }
    }
    self.baseName = baseName
    self.base = base.renamingFeatures(renames)
    self.diff = diff
  }

  /// Features that exist on both sides with something about them changed: a new name, action
  /// cases, parent matches or module.
  var changedFeatures: Set<FeatureID> {
    var changed = Set(diff.features.filter { $0.change == .renamed }.map(\.feature))
    changed.formUnion(diff.actionCases.map(\.feature))
    changed.formUnion(diff.parentMatches.map(\.feature))
    changed.formUnion(diff.modules.compactMap(\.feature))
    return changed
  }

  var addedFeatures: Set<FeatureID> {
    Set(diff.features.filter { $0.change == .added }.map(\.feature))
  }

  var removedFeatures: Set<FeatureID> {
    Set(diff.features.filter { $0.change == .removed }.map(\.feature))
  }

  /// What changed about `feature`, for its tooltip: `renamed from Old`, `2 action cases`.
  func summary(of feature: FeatureID) -> [String] {
    var lines: [String] = []
    if let rename = diff.features.first(where: { $0.change == .renamed && $0.feature == feature }),
      let before = rename.renamedFrom
    {
      lines.append("renamed from \(before.rawValue)")
    }
    for change in diff.actionCases where change.feature == feature {
      lines.append("action \(change.path) \(change.change.rawValue)")
    }
    for change in diff.parentMatches where change.feature == feature {
      lines.append("match on \(change.route) \(change.change.rawValue)")
    }
    for change in diff.modules where change.feature == feature {
      lines.append("moved from \(change.moduleBefore ?? "no module") to \(change.module ?? "none")")
    }
    return lines
  }
}
