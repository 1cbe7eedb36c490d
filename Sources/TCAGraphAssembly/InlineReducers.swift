import TCAGraphSyntax
import TreeIntrospect

/// The pass after ``ReducerRecognition``: the reducers compositions write inline.
struct InlineReducerDiscovery: ReducerReading {
  let table: SymbolTable
  let reducers: RecognizedReducers

  /// Finds compositions whose closure writes `Scope`s inline and names the feature they make,
  /// by the action enum they run on.
  func run() -> [String: InlineReducer] {
    var inlineReducers: [String: InlineReducer] = [:]
    for name in featureNames.sorted() {
      guard let type = table[name], !type.isEnum else { continue }
      var elements = type.body ?? []
      for member in type.reducerMembers.keys.sorted() {
        elements += type.reducerMembers[member] ?? []
      }
      let inline = elements.flatMap(Self.compositions).filter { !$0.inlineScopes.isEmpty }
      for composition in inline {
        guard composition.children.isEmpty,
          let actionType = inlineActionType(of: composition, in: type),
          inlineReducers[actionType] == nil
        else { continue }
        let short = shortName(actionType)
        var candidate = actionType
        if short.hasSuffix("Action"), short.count > 6 {
          let stripped = String(actionType.dropLast(6))
          if table[stripped] == nil, !featureNames.contains(stripped) { candidate = stripped }
        }
        inlineReducers[actionType] = InlineReducer(
          id: FeatureID(candidate), host: type.name, scopes: composition.inlineScopes,
          location: composition.location)
      }
    }
    return inlineReducers
  }

  static func compositions(_ element: RawBodyElement) -> [RawComposition] {
    element.parts.compactMap { part in
      if case .composition(let composition) = part { return composition }
      return nil
    }
  }
}

extension ReducerReading {
  /// The qualified action enum an inline composition's action case carries (`DestinationAction`
  /// for `case destination(DestinationAction)`, also inside `PresentationAction<…>`).
  func inlineActionType(of composition: RawComposition, in type: MergedType) -> String? {
    guard let actionName = table.member("Action", of: type.name) ?? bodyDomain(of: type).action,
      let first = composition.actionPath.split(separator: ".").first.map(String.init),
      let actionCase = table[actionName]?.cases.first(where: { $0.name == first }),
      actionCase.payload.count == 1
    else { return nil }
    var written = actionCase.payload[0].type
    let (base, arguments) = SyntaxReading.genericParts(written)
    if shortName(base) == "PresentationAction", let argument = arguments.first {
      written = argument
    }
    guard let resolved = table.resolve(written, from: actionName), let enumType = table[resolved],
      enumType.isEnum, !featureNames.contains(resolved)
    else { return nil }
    return resolved
  }
}

extension FeatureReader {
  mutating func inlineFeature(_ inline: InlineReducer, actionType: String) -> Feature {
    let actions = actionTreeBuilder().actions(of: actionType)
    let children = inline.scopes.enumerated().flatMap { order, scope in
      scope.children.map { written in
        ChildScope(
          operator: .enumCase, statePath: scope.statePath, actionPath: scope.actionPath,
          child: featureID(written, from: inline.host, at: scope.location), order: order,
          location: scope.location)
      }
    }
    return Feature(
      id: inline.id, kind: .enumReducer, actions: actions, children: children,
      location: inline.location)
  }

  mutating func featureID(
    _ written: String, from scope: String, at location: TreeIntrospect.SourceLocation?
  ) -> FeatureID {
    let id = featureIDNoting(written, from: scope)
    let modules = table.ambiguity(of: written, from: scope)
    if !modules.isEmpty {
      note(
        "'\(written)' is declared in modules \(modules.joined(separator: ", ")) and none of them is "
          + "this code's own or imported; write the module name (\(modules[0]).\(written))",
        location)
    } else if !isDeclaredFeature(id) {
      note("reducer '\(written)' is not declared in the scanned sources", location)
    }
    return id
  }
}

extension KnownReducerReading {
  func isDeclaredFeature(_ id: FeatureID) -> Bool {
    featureNames.contains(id.rawValue) || inlineReducers.values.contains { $0.id == id }
  }

  func featureIDNoting(_ written: String, from scope: String) -> FeatureID {
    var candidates = [written]
    if let expanded = table.expandingAlias(written, from: scope) { candidates.append(expanded) }
    for candidate in candidates {
      if let resolved = table.resolve(candidate, from: scope),
        featureNames.contains(resolved) || hosts[resolved] != nil
      {
        return FeatureID(hosts[resolved] ?? resolved)
      }
    }
    return FeatureID(table.unscannedName(written, from: scope))
  }
}
