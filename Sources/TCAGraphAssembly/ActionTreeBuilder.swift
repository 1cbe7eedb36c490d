import TCAGraphSyntax
import TreeIntrospect

/// Turns a feature's `Action` enum into the IR's action tree: lanes, child cases and leaves.
struct ActionTreeBuilder {
  let table: SymbolTable
  /// Features whose action enum is not their nested `Action` (reducers a parent writes inline,
  /// `some Reducer<FavoritingState<ID>, FavoritingAction>`), by the qualified name of that enum.
  var featuresByActionType: [String: FeatureID] = [:]
  /// Resolves a written reducer name to a feature id, noting names it cannot find.
  let featureNamed:
    (_ written: String, _ scope: String, _ at: TreeIntrospect.SourceLocation?) -> FeatureID
  /// Whether a written type is one the scan saw that is no reducer.
  var isScannedNonReducer: (_ written: String, _ scope: String) -> Bool = { _, _ in false }

  /// The action tree of the `Action` type `actionType` (qualified).
  func actions(of actionType: String) -> [ActionCase] {
    guard let action = table[actionType] else { return [] }
    return action.cases.map { actionCase(for: $0, in: actionType, depth: 0) }
  }

  private func actionCase(for raw: RawCase, in actionType: String, depth: Int) -> ActionCase {
    var result = classify(raw, in: actionType, depth: depth)
    result.location = raw.location
    return result
  }

  private func classify(_ raw: RawCase, in actionType: String, depth: Int) -> ActionCase {
    let payload = raw.payload
    if payload.count == 1, carriesOwnAction(payload[0].type, in: actionType, depth: depth) {
      // `indirect case adminAuthed(Action)`: a leaf, not a child of itself, so the tree ends.
      var leaf = ActionCase.leaf(raw.name, payload.map(\.written))
      leaf.recursive = true
      return leaf
    }
    if payload.count == 2, [nil, "id", "index"].contains(payload[0].label),
      payload[1].label == nil || payload[1].label == "action",
      let child = Self.featureName(fromAction: payload[1].type).map({
        featureNamed($0, actionType, raw.location)
      }) ?? inlineFeature(payload[1].type, in: actionType)
    {
      // `row(id: X.ID, action: X.Action)` or `row(X.ID, X.Action)`: `forEach` before
      // `IdentifiedAction` (before TCA 0.40 also `row(index: Int, action: RowAction)`); the
      // payload marks the element case the patterns leave out.
      var element = ActionCase.child(raw.name, child, wrapper: .identified)
      element.payload = payload.map(\.written)
      return element
    }
    guard payload.count == 1 else { return .leaf(raw.name, payload.map(\.written)) }
    let type = payload[0].type
    let (base, arguments) = SyntaxReading.genericParts(type)
    let shortBase = base.split(separator: ".").last.map(String.init) ?? base
    if arguments.isEmpty,
      let group = laneGroup(raw, typeName: type, in: actionType, depth: depth)
    {
      return group
    }
    if let inline = inlineFeature(type, in: actionType) {
      return .child(raw.name, inline, wrapper: .bare)
    }
    if let child = Self.featureName(fromAction: type) {
      guard !isScannedNonReducer(child, actionType) else {
        return .leaf(raw.name, payload.map(\.written))
      }
      return .child(raw.name, featureNamed(child, actionType, raw.location), wrapper: .bare)
    }
    if let child = unscannedFeature(ofActionType: type, in: actionType) {
      return .child(raw.name, featureNamed(child, actionType, raw.location), wrapper: .bare)
    }
    switch shortBase {
    case "PresentationAction":
      if let first = arguments.first, let inline = inlineFeature(first, in: actionType) {
        return .child(raw.name, inline, wrapper: .presentation)
      }
      if let first = arguments.first, let child = Self.featureName(fromAction: first) {
        return .child(
          raw.name, featureNamed(child, actionType, raw.location), wrapper: .presentation)
      }
      // `case alert(PresentationAction<Alert>)`: the feature's own alert or dialog.
      if let first = arguments.first,
        let group = PresentedValueActions.group(
          raw, payloadType: first, in: actionType, excluding: actionType, wrapper: .presentation,
          table: table)
      {
        return group
      }
    case "IdentifiedActionOf", "StackActionOf":
      if let child = arguments.first {
        let wrapper: ActionWrapper = shortBase == "StackActionOf" ? .stack : .identified
        return .child(raw.name, featureNamed(child, actionType, raw.location), wrapper: wrapper)
      }
    case "IdentifiedAction", "StackAction":
      if arguments.count == 2, let child = Self.featureName(fromAction: arguments[1]) {
        let wrapper: ActionWrapper = shortBase == "StackAction" ? .stack : .identified
        return .child(raw.name, featureNamed(child, actionType, raw.location), wrapper: wrapper)
      }
    default:
      break
    }
    return .leaf(raw.name, payload.map(\.written))
  }

  /// Whether `written` is the action enum being read or the `Action` enclosing it: `Action`,
  /// `Self`, `Self.Action` or `AppReducer.Action` in `AppReducer.Action`, `AppAction` in
  /// `AppAction`, `Action` in a lane enum nested in it; a qualifier the scan cannot resolve
  /// (`Root.Action` for a generic parameter) is never the own action.
  private func carriesOwnAction(_ written: String, in actionType: String, depth: Int) -> Bool {
    if written == "Self" { return depth == 0 }
    let encloses = { (resolved: String) in
      resolved == actionType || actionType.hasPrefix(resolved + ".")
    }
    if written == "Self.Action" || written == "Action" {
      return table.resolve("Action", from: actionType).map(encloses) ?? false
    }
    if !written.contains(".") {
      return table.resolve(written, from: actionType).map(encloses) ?? false
    }
    guard written.hasSuffix(".Action") else { return false }
    let owner = String(written.dropLast(".Action".count))
    return table.resolve(owner, from: actionType).map { encloses($0 + ".Action") } ?? false
  }

  /// `ActiveGames` for `ActiveGamesAction` when no such type was scanned: before
  /// `ReducerProtocol`, feature `X`'s actions were the enum `XAction`.
  private func unscannedFeature(ofActionType written: String, in actionType: String) -> String? {
    guard written.count > 6, written.hasSuffix("Action"), !written.contains("."),
      !written.contains("<"), SyntaxReading.isTypeName(written),
      table.resolve(written, from: actionType) == nil
    else { return nil }
    return String(written.dropLast(6))
  }

  private func inlineFeature(_ written: String, in actionType: String) -> FeatureID? {
    guard !featuresByActionType.isEmpty, let resolved = table.resolve(written, from: actionType)
    else { return nil }
    return featuresByActionType[resolved]
  }

  /// A nested lane enum; its cases are classified like the `Action`'s own, so a child case inside
  /// a lane (`enum Internal { case destination(PresentationAction<Destination.Action>) }`) stays
  /// a child.
  private func laneGroup(_ raw: RawCase, typeName: String, in actionType: String, depth: Int)
    -> ActionCase?
  {
    let short = typeName.split(separator: ".").last.map(String.init) ?? typeName
    let nested = table.resolve(typeName, from: actionType)
    let nestedEnum = nested.flatMap { table[$0] }.flatMap { $0.isEnum ? $0 : nil }
    let lane: Lane
    if let byType = Lane(typeName: short),
      nestedEnum != nil || Lane(caseName: raw.name) != nil
    {
      lane = byType
    } else if let byCase = Lane(caseName: raw.name), nestedEnum != nil {
      lane = byCase
    } else {
      return carrierGroup(
        raw, typeName: typeName, nestedEnum: nestedEnum, in: actionType, depth: depth)
    }
    let leaves =
      nestedEnum.map { nestedType in
        nestedType.cases.map { leafCase -> ActionCase in
          guard depth < Self.maximumGroupDepth else {
            var leaf = ActionCase.leaf(leafCase.name, leafCase.payload.map(\.written))
            leaf.location = leafCase.location
            return leaf
          }
          return actionCase(for: leafCase, in: nestedType.name, depth: depth + 1)
        }
      } ?? []
    let casePathable: Bool? = nestedEnum.map { $0.attributes.contains("CasePathable") }
    var group = ActionCase.group(
      raw.name, lane: lane, typeName: typeName, casePathable: casePathable, cases: leaves)
    group.declaredIn = nestedEnum?.name
    group.declaredAt = nestedEnum?.location
    return group
  }

  /// A nested enum of the feature that is no lane but carries children (`case child(ChildAction)`
  /// with `enum ChildAction { case settings(PresentationAction<Settings.Action>) }`): a group
  /// without a lane, so routes through it reach the children.
  private func carrierGroup(
    _ raw: RawCase, typeName: String, nestedEnum: MergedType?, in actionType: String, depth: Int
  ) -> ActionCase? {
    let owner = actionType.hasSuffix(".Action") ? String(actionType.dropLast(7)) : actionType
    guard let nestedEnum, depth < Self.maximumGroupDepth, nestedEnum.name.hasPrefix(owner + "."),
      !nestedEnum.name.hasSuffix(".Action"), inlineFeature(typeName, in: actionType) == nil
    else { return nil }
    let cases = nestedEnum.cases.map { actionCase(for: $0, in: nestedEnum.name, depth: depth + 1) }
    guard cases.contains(where: { $0.kind == .child }) else { return nil }
    var group = ActionCase(
      name: raw.name, kind: .group, typeName: typeName, cases: cases,
      casePathable: nestedEnum.attributes.contains("CasePathable") ? true : nil)
    group.declaredIn = nestedEnum.name
    group.declaredAt = nestedEnum.location
    return group
  }

  /// How deep lane enums may nest in one another before their cases are read as plain leaves.
  private static let maximumGroupDepth = 4

  /// `Editor` for `Editor.Action`, `Errors` for `Errors<ErrorID>.Action`; `nil` for anything else.
  static func featureName(fromAction written: String) -> String? {
    guard written.hasSuffix(".Action") else { return nil }
    let feature = SyntaxReading.genericParts(String(written.dropLast(".Action".count))).base
    guard !feature.isEmpty, !feature.contains("<") else { return nil }
    return feature
  }
}
