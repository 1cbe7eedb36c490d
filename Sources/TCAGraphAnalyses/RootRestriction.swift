import TCAGraphSupport
import TreeIntrospect

extension ArchitectureGraph {
  /// The graph cut down to what one feature reaches, with that feature as its only root.
  ///
  /// `name` is a feature's id or its short name (`Editor` for `Search.Editor`). The features kept
  /// are the root and every feature it composes or whose actions it nests, transitively, in the
  /// graph's order.
  ///
  /// - Throws: ``UnknownRootError`` when no feature, or more than one, has that name.
  public func rooted(at name: String) throws(UnknownRootError) -> ArchitectureGraph {
    let matches = features.filter { $0.id.rawValue == name || $0.id.shortName == name }
    guard matches.count == 1, let root = matches.first?.id else {
      throw UnknownRootError(
        name: name, matches: matches.map(\.id.rawValue), roots: roots.map(\.rawValue),
        features: features.map(\.id.rawValue))
    }
    let reachable = reachable(from: root)
    return subgraph(roots: [root], features: features.filter { reachable.contains($0.id) })
  }

  /// The features `root` composes or whose actions it nests, transitively, and `root` itself.
  public func reachable(from root: FeatureID) -> Set<FeatureID> {
    var seen: Set<FeatureID> = [root]
    var stack = [root]
    while let next = stack.popLast() {
      guard let feature = feature(next) else { continue }
      let children = feature.children.map(\.child) + feature.actions.compactMap(\.child)
      for child in children where !seen.contains(child) {
        seen.insert(child)
        stack.append(child)
      }
    }
    return seen
  }
}

/// A `--root` name that names no feature of the graph, or several.
public struct UnknownRootError: Error, Equatable, CustomStringConvertible {
  /// The name given.
  public var name: String
  /// The features the name matches (empty, or several).
  public var matches: [String]
  /// The graph's roots.
  public var roots: [String]
  /// Every feature of the graph, to suggest the nearest from.
  public var features: [String]

  public init(name: String, matches: [String], roots: [String], features: [String]) {
    self.name = name
    self.matches = matches
    self.roots = roots
    self.features = features
  }

  public var description: String {
    let roots = " (roots: \(self.roots.isEmpty ? "none" : self.roots.joined(separator: ", ")))"
    guard matches.isEmpty else {
      return "root '\(name)' names several features: \(matches.joined(separator: ", ")); "
        + "give the qualified one" + roots
    }
    return "no feature named '\(name)' to use as the root"
      + NameSuggestion.hint(name, in: features) + roots
  }
}
