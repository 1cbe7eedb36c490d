import TCAGraphSyntax
import TreeIntrospect

/// Which feature a handler's or an emission's code belongs to.
extension KnownReducerReading {
  /// The feature code in a type belongs to (the type or the nearest enclosing feature), and the
  /// logic reducer it is written in when that is not the feature itself.
  func owningFeature(of typeName: String, at typeIndex: Int?, in file: String)
    -> (feature: FeatureID, via: FeatureID?)?
  {
    let key =
      table.reducerDomain(ofTypeAt: typeIndex, inFile: file)
      ?? table.key(ofTypeAt: typeIndex, inFile: file) ?? canonicalTypeName(typeName)
    for scope in SymbolTable.enclosingScopes(key) {
      if featureNames.contains(scope) { return (FeatureID(scope), nil) }
      if let host = hosts[scope] {
        return (FeatureID(host), logicReducers.contains(scope) ? FeatureID(scope) : nil)
      }
    }
    return nil
  }

  private func canonicalTypeName(_ name: String) -> String {
    table[name] != nil ? name : (table.resolve(name, from: "") ?? name)
  }

  /// The feature an emission sends to: its reducer's, or for a view, the store's feature.
  func emittingFeature(_ emission: RawEmission) -> (feature: FeatureID, via: FeatureID?)? {
    guard emission.inView else {
      return owningFeature(
        of: emission.typeName, at: emission.typeIndex, in: emission.location.file)
    }
    let typeName =
      table.key(ofTypeAt: emission.typeIndex, inFile: emission.location.file)
      ?? canonicalTypeName(emission.typeName)
    guard let view = table[typeName] else { return nil }
    if emission.storeVariable == nil, let target = view.viewActionFor {
      return table.resolve(target, from: typeName).map { (FeatureID($0), nil) }
    }
    let variable = emission.storeVariable ?? "store"
    let field =
      view.fields.first { $0.name == variable } ?? view.fields.first { $0.name == "store" }
    if let type = field?.type, let feature = storeFeature(type, from: typeName) {
      return (feature, nil)
    }
    if let target = view.viewActionFor {
      return table.resolve(target, from: typeName).map { (FeatureID($0), nil) }
    }
    return owningFeature(of: typeName, at: nil, in: emission.location.file)
  }

  /// The feature whose store the property `variable` of a view holds (`@Bindable var store:
  /// StoreOf<X>`): the code of a view that reads through that store reads that feature's state.
  func storeFeature(ofView typeName: String, at typeIndex: Int?, in file: String, variable: String)
    -> FeatureID?
  {
    let key = table.key(ofTypeAt: typeIndex, inFile: file) ?? canonicalTypeName(typeName)
    guard let view = table[key], let type = view.fields.first(where: { $0.name == variable })?.type
    else { return nil }
    return storeFeature(type, from: key)
  }

  /// `X` for `StoreOf<X>`, `Store<X.State, X.Action>`, `ViewStoreOf<X>`, and for
  /// `Store<XState, XAction>` when `XAction` is feature `X`'s action enum.
  private func storeFeature(_ written: String, from scope: String) -> FeatureID? {
    let (base, arguments) = SyntaxReading.genericParts(written)
    let short = shortName(base)
    var feature: String?
    if short.hasSuffix("StoreOf"), let first = arguments.first { feature = first }
    if short.hasSuffix("Store"), arguments.count == 2 {
      if let actionType = table.resolve(arguments[1], from: scope),
        let owner = actionTypeOwners[actionType]
      {
        return owner
      }
      feature = ActionTreeBuilder.featureName(fromAction: arguments[1])
    }
    return feature.flatMap { table.resolve($0, from: scope) }.map { FeatureID($0) }
  }
}
