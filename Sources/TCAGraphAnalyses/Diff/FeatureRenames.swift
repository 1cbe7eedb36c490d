import TreeIntrospect

/// Which features of the base revision are features of the head under another name: a feature
/// gone from the head and one new in it, declared in the same file with the same shape (kind,
/// action cases, children's operators and paths, child state fields), where no other gone or new
/// feature has that file and shape.
enum FeatureRenames {
  /// Base id to head id, for each rename.
  static func find(base: ArchitectureGraph, head: ArchitectureGraph) -> [FeatureID: FeatureID] {
    let headIDs = Set(head.features.map(\.id))
    let baseIDs = Set(base.features.map(\.id))
    let gone = base.features.filter { !headIDs.contains($0.id) }
    let new = head.features.filter { !baseIDs.contains($0.id) }
    let goneByShape = Dictionary(grouping: gone.compactMap(shaped), by: \.shape)
    let newByShape = Dictionary(grouping: new.compactMap(shaped), by: \.shape)
    var renames: [FeatureID: FeatureID] = [:]
    for (shape, before) in goneByShape {
      guard before.count == 1, let after = newByShape[shape], after.count == 1 else { continue }
      renames[before[0].id] = after[0].id
    }
    return renames
  }

  /// What a feature looks like apart from its name and the names of the features it refers to.
  private struct Shape: Hashable {
    var kind: FeatureKind
    var file: String
    var actions: [String]
    var children: [String]
    var stateFields: [String]
  }

  private static func shaped(_ feature: Feature) -> (id: FeatureID, shape: Shape)? {
    guard let file = feature.location?.file else { return nil }
    let actions = ActionCaseDeclaration.all(feature.actions).map { declaration in
      declaration.child == nil ? declaration.path + declaration.payload : declaration.path
    }
    let children = feature.children.map {
      "\($0.operator.rawValue) \($0.statePath) \($0.actionPath)"
    }
    let shape = Shape(
      kind: feature.kind, file: file, actions: actions, children: children,
      stateFields: feature.stateFields.map { "\($0.name) \($0.container.rawValue)" })
    return (feature.id, shape)
  }
}
