import TreeIntrospect

/// Generated architectures of a realistic shape and any size, for the views' large-app guards.
enum LargeGraphs {
  /// `count` features in a tree: `App` at the root, every feature composing up to `fanOut`
  /// children in breadth-first order, cycling through the four operators; each feature has a
  /// `view`, an `_internal` and a `delegate` lane, and each parent matches its children's
  /// delegate facts.
  static func tree(features count: Int, fanOut: Int = 3) -> ArchitectureGraph {
    let names = ["App"] + (1..<max(count, 1)).map { "Feature\($0)" }
    let operators: [(ScopeOperator, ActionWrapper)] = [
      (.scope, .bare), (.ifLet, .presentation), (.forEach, .identified), (.scope, .bare),
    ]
    var features: [Feature] = []
    for (index, name) in names.enumerated() {
      let first = index * fanOut + 1
      let children = (first..<max(first, min(first + fanOut, names.count))).map { names[$0] }
      var feature = Feature(
        id: FeatureID(rawValue: name),
        actions: [
          .group(
            "view", lane: .view, typeName: "View",
            cases: [.leaf("alAparecer"), .leaf("botonPulsado"), .leaf("textoEditado", ["String"])]),
          .group(
            "_internal", lane: .internal, typeName: "Internal",
            cases: [.leaf("respuesta", ["Result<[Elemento], ClienteError>"])]),
          .group(
            "delegate", lane: .delegate, typeName: "Delegate", casePathable: true,
            cases: [.leaf("guardado", ["Elemento.ID"]), .leaf("cancelado")]),
        ])
      for (offset, child) in children.enumerated() {
        let (scopeOperator, wrapper) = operators[(index + offset) % operators.count]
        let field = child.prefix(1).lowercased() + child.dropFirst()
        feature.actions.append(.child(field, FeatureID(rawValue: child), wrapper: wrapper))
        feature.children.append(
          ChildScope(
            operator: scopeOperator, statePath: scopeOperator == .ifLet ? "$" + field : field,
            actionPath: field, child: FeatureID(rawValue: child), order: offset))
        let element = wrapper.elementCase.map { [$0] } ?? []
        feature.handlers.append(
          Handler(
            route: [field] + element + ["delegate", "guardado"], owner: FeatureID(rawValue: child),
            match: .delegate, mutatesState: true))
      }
      features.append(feature)
    }
    return ArchitectureGraph(roots: ["App"], features: features)
  }
}

extension LargeGraphs {
  /// `count` `@Reducer enum`s, each composing the next as a case, the last holding one screen:
  /// the coupling view nests each enum's cluster in its parent's, `count` deep.
  static func enumChain(count: Int) -> ArchitectureGraph {
    let screen: FeatureID = "Screen"
    var features = [
      Feature(id: screen, actions: [.group("view", lane: .view, typeName: "View", cases: [.leaf("x")])])
    ]
    for index in 0..<count {
      let next: FeatureID = index + 1 < count ? FeatureID(rawValue: "Enum\(index + 1)") : screen
      features.append(
        Feature(
          id: FeatureID(rawValue: "Enum\(index)"), kind: .enumReducer,
          actions: [.child("next", next)],
          children: [
            ChildScope(
              operator: .enumCase, statePath: "next", actionPath: "next", child: next, order: 0)
          ]))
    }
    return ArchitectureGraph(roots: ["Enum0"], features: features)
  }
}
