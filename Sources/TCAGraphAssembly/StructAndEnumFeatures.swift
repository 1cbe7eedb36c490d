import TCAGraphSyntax
import TreeIntrospect

extension FeatureReader {
  mutating func enumFeature(_ type: MergedType) -> Feature {
    var actions: [ActionCase] = []
    var children: [ChildScope] = []
    // `static var body` written by hand: the macro then scopes no case, the body does.
    let body = type.body ?? type.reducerMembers["body"]
    for raw in type.cases {
      let isChild =
        raw.payload.count == 1 && !raw.attributes.contains("ReducerCaseIgnored")
        && !raw.attributes.contains("ReducerCaseEphemeral")
        && !Self.stateOnlyPayloads.contains(
          shortName(SyntaxReading.genericParts(raw.payload[0].type).base))
        && SyntaxReading.isTypeName(raw.payload[0].type)
      guard isChild else {
        if let group = presentedValueGroup(raw, in: type.name) {
          actions.append(group)
          continue
        }
        var leaf = ActionCase.leaf(raw.name, raw.payload.map(\.written))
        leaf.location = raw.location
        actions.append(leaf)
        continue
      }
      let child = featureID(
        Self.reducerOfBody(raw.payload[0].type), from: type.name, at: raw.location)
      var action = ActionCase.child(raw.name, child, wrapper: .bare)
      action.location = raw.location
      actions.append(action)
      guard body == nil else { continue }
      children.append(
        ChildScope(
          operator: .enumCase, statePath: raw.name, actionPath: raw.name, child: child,
          order: children.count, location: raw.location))
    }
    for (order, element) in bodyElements(body ?? [], of: type).enumerated() {
      var visited: Set<String> = []
      children += childScopes(
        of: element, in: type, stateIsEnum: true, fields: [], order: order, visited: &visited)
    }
    return Feature(
      id: FeatureID(type.name), kind: .enumReducer, actions: actions, children: children,
      location: type.location)
  }

  /// `case alert(AlertState<Alert>)` or a `@ReducerCaseEphemeral` state generic over its action
  /// enum: the macro's `Action.alert(Alert)`, with `Alert`'s cases.
  private func presentedValueGroup(_ raw: RawCase, in scope: String) -> ActionCase? {
    guard raw.payload.count == 1, !raw.attributes.contains("ReducerCaseIgnored") else {
      return nil
    }
    let (base, arguments) = SyntaxReading.genericParts(raw.payload[0].type)
    guard arguments.count == 1,
      Self.stateOnlyPayloads.contains(shortName(base))
        || raw.attributes.contains("ReducerCaseEphemeral")
    else { return nil }
    return PresentedValueActions.group(
      raw, payloadType: arguments[0], in: scope, excluding: nil, wrapper: nil, table: table)
  }

  mutating func structFeature(_ type: MergedType) -> Feature {
    let id = FeatureID(type.name)
    let domain = bodyDomain(of: type)
    let stateName = table.member("State", of: type.name) ?? domain.state
    let stateType = stateName.flatMap { table[$0] }
    let dialect = FeatureDialects.dialect(of: type)
    let fields =
      stateType.map { state in
        state.fields.compactMap { stateField($0, scope: state.name, dialect: dialect) }
      } ?? []
    let actionName = table.member("Action", of: type.name) ?? domain.action
    let builder = actionTreeBuilder()
    var actions = actionName.map { builder.actions(of: $0) } ?? []
    if !type.attributes.contains(where: SyntaxReading.isReducerMacro),
      type.inherits.contains(where: { shortName($0) == "ReducerProtocol" })
        || actionName.map({ table[$0]?.attributes.contains("CasePathable") == false }) == true
    {
      // Before TCA 1.4 there was no `@CasePathable`: `/Action.x` case paths read any enum. A
      // `struct X: Reducer` whose own `Action` is not `@CasePathable` is of that age too.
      actions = actions.map(Self.withoutCasePathableRequirement)
    }
    for index in actions.indices where actions[index].kind == .child {
      // `case root(Root.Action)` of `TabNavigation<Root: FeatureProtocol>`: each use chooses
      // the child, which the feature itself does not name.
      // Its body's children are then the reducers each use builds (`TabNavigation { A() }`).
      guard let child = actions[index].child, type.genericParameters[child.rawValue] != nil
      else { continue }
      if wrappedUses(of: type.name).isEmpty {
        note(
          "child '\(child.rawValue)' of \(type.name) is a generic parameter, which each use of "
            + "\(type.name) chooses; the scanner found no use of it", actions[index].location)
      }
      actions[index] = ActionCase(
        name: actions[index].name, payload: ["\(child.rawValue).Action"],
        location: actions[index].location)
    }
    for action in actions where action.kind == .child {
      if let child = action.child, !isDeclaredFeature(child) {
        note("reducer '\(child.rawValue)' is not declared in the scanned sources", action.location)
      }
    }
    var feature = Feature(
      id: id, stateFields: fields, storedStateFieldCount: stateType?.storedFieldCount,
      actions: actions, location: type.location)
    var elements = type.body ?? []
    if elements.isEmpty, let reduceBody = type.reducerMembers["body"] { elements = reduceBody }
    for (order, element) in bodyElements(elements, of: type).enumerated() {
      var visited: Set<String> = []
      feature.children += childScopes(
        of: element, in: type, stateIsEnum: stateType?.isEnum ?? false, fields: fields,
        order: order, visited: &visited)
    }
    if dialect.vocabulary.stacksArePlainArrays { Self.markStacks(of: &feature) }
    return feature
  }

  /// TCA 2 (a dialect whose stacks are plain arrays) writes a stack as a collection (`var path: [Path.State]`, `case path(Path.State.ID,
  /// Path.Action)`) that `.forEach(…, dismissStyle: .stack)` runs: the field and the action case
  /// that stack composes are a stack's.
  private static func markStacks(of feature: inout Feature) {
    let stacks = feature.children.filter { $0.operator == .stackForEach }
    for index in feature.stateFields.indices
    where feature.stateFields[index].container == .identifiedArray
      && stacks.contains(where: { $0.statePath == feature.stateFields[index].name })
    {
      feature.stateFields[index].container = .stack
    }
    for index in feature.actions.indices
    where feature.actions[index].wrapper == .identified
      && stacks.contains(where: { $0.actionPath == feature.actions[index].name })
    {
      feature.actions[index].wrapper = .stack
    }
  }

  static func withoutCasePathableRequirement(_ actionCase: ActionCase) -> ActionCase {
    var copy = actionCase
    if copy.casePathable == false { copy.casePathable = nil }
    copy.cases = copy.cases.map(withoutCasePathableRequirement)
    return copy
  }

  /// A body's elements in run order, with an element that only names a member of the type
  /// (`var body: some ReducerOf<Self> { core }`) replaced by that member's own elements, so
  /// children composed in the member keep their order.
  func bodyElements(_ elements: [RawBodyElement], of type: MergedType) -> [RawBodyElement] {
    var expanded: [RawBodyElement] = []
    var pending = elements[...]
    var visited: Set<String> = []
    while let element = pending.popFirst() {
      if element.parts.count == 1, case .member(let name) = element.parts[0],
        let members = type.reducerMembers[name], visited.insert(name).inserted
      {
        pending = members[...] + pending
      } else {
        expanded.append(element)
      }
    }
    return expanded
  }

  func actionTreeBuilder() -> ActionTreeBuilder {
    var builder = ActionTreeBuilder(
      table: table,
      featuresByActionType: actionTypeOwners.merging(inlineReducers.mapValues(\.id)) { $1 }
    ) { [self] written, scope, _ in
      self.featureIDNoting(written, from: scope)
    }
    builder.isScannedNonReducer = { [self] written, scope in
      self.isScannedNonReducer(written, from: scope)
    }
    return builder
  }

  /// Whether a written type is one the scan saw that is no reducer (`SocketClient`, whose
  /// `Action` enum a case carries), so the case is a plain leaf, not a child feature.
  private func isScannedNonReducer(_ written: String, from scope: String) -> Bool {
    guard let resolved = table.resolve(written, from: scope), table[resolved]?.module != nil
    else { return false }
    return !featureNames.contains(resolved) && hosts[resolved] == nil
      && !isReducerType(resolved) && actionTypeOwners[resolved + ".Action"] == nil
  }

}
