extension ArchitectureGraph {
  /// A graph of some of this graph's features (a `--root` or `--module` cut, one feature's
  /// neighbourhood): `features` with `roots`, and the shared keys and dependency clients their
  /// stored channels still reach, with the keys those derive from, so the cut validates as a
  /// graph of its own.
  public func subgraph(roots: [FeatureID], features: [Feature]) -> ArchitectureGraph {
    let ends = Set(features.flatMap { $0.channels ?? [] }.map(\.to))
    var keyIDs = Set(ends.filter { $0.kind == .sharedKey }.map(\.id))
    var pending = Array(keyIDs)
    while let id = pending.popLast() {
      guard let source = sharedKey(id)?.derivedFrom, keyIDs.insert(source).inserted else {
        continue
      }
      pending.append(source)
    }
    return ArchitectureGraph(
      roots: roots, features: features,
      sharedKeys: (sharedKeys ?? []).filter { keyIDs.contains($0.id) },
      dependencyClients: (dependencyClients ?? []).filter { ends.contains(.dependency($0.id)) })
  }
}
