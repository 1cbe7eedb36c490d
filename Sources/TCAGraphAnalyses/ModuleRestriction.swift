import TCAGraphSupport
import TreeIntrospect

extension ArchitectureGraph {
  /// The modules the graph's features name, sorted; empty when the front end recorded none
  /// (a registration graph, or a version 1 file).
  public var moduleNames: [String] {
    Array(Set(features.compactMap(\.module))).sorted()
  }

  /// The graph cut down to the features declared in `modules`.
  ///
  /// The roots that remain stay roots, in their order; a kept feature that was composed only by
  /// removed features becomes a root too (after them, sorted). Kept features keep every child
  /// scope, handler and emission, so a child in another module stays a reference to a feature the
  /// graph no longer holds, and pictures draw it as outside the selection.
  public func restricted(toModules modules: Set<String>) -> ArchitectureGraph {
    let kept = features.filter { $0.module.map(modules.contains) ?? false }
    let keptIDs = Set(kept.map(\.id))
    var parents: [FeatureID: Set<FeatureID>] = [:]
    for feature in features {
      for scope in feature.children where scope.child != feature.id {
        parents[scope.child, default: []].insert(feature.id)
      }
    }
    let remainingRoots = roots.filter(keptIDs.contains)
    let orphaned = keptIDs.filter { id in
      guard let composers = parents[id], !composers.isEmpty else { return false }
      return composers.isDisjoint(with: keptIDs) && !remainingRoots.contains(id)
    }
    return subgraph(roots: remainingRoots + orphaned.sorted(), features: kept)
  }

  /// Checks that every name in `modules` is a module of the graph.
  ///
  /// - Throws: ``UnknownModuleError`` for the first name no feature declares.
  public func checkModules(_ modules: [String]) throws(UnknownModuleError) {
    let known = moduleNames
    for name in modules where !known.contains(name) {
      throw UnknownModuleError(name: name, known: known)
    }
  }
}

/// A `--module` name that no feature of the graph declares.
public struct UnknownModuleError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name given.
  public var name: String
  /// The modules the graph has, sorted.
  public var known: [String]

  public init(name: String, known: [String]) {
    self.name = name
    self.known = known
  }

  public var description: String {
    guard !known.isEmpty else {
      return "unknown module '\(name)': the graph has no module information"
    }
    var message = "unknown module '\(name)'"
    if let nearest = NameSuggestion.nearest(name, in: known) {
      message += "; did you mean '\(nearest)'?"
    }
    return message + " (modules: \(known.joined(separator: ", ")))"
  }
}
