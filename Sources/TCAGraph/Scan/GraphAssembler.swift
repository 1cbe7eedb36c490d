import TreeIntrospect

/// Joins every file's facts into one ``ArchitectureGraph``: finds the reducers, builds their state
/// fields, action trees and child scopes, then resolves handlers, emissions and roots.
struct GraphAssembler {
  private let table: TypeTable
  private var unresolved: [ScanDiagnostic] = []
  /// Reducer types that run on another feature's domain, mapped to that feature.
  private var hosts: [String: String] = [:]
  private var featureNames: Set<String> = []
  /// Destination reducers written inline in a composition's closure, by their action enum.
  private var inlineReducers: [String: InlineReducer] = [:]
  /// Features whose action enum is a type of its own (`FavoritingAction`), by that enum.
  private var actionTypeOwners: [String: FeatureID] = [:]

  /// A reducer a parent writes inline (`ifLet(…) { Scope(state: /S.a, action: /A.a) { A() } }`)
  /// over plain `State`/`Action` enums of its own, which the graph shows as a feature.
  private struct InlineReducer {
    var id: FeatureID
    var host: String
    var scopes: [RawComposition]
    var location: TreeIntrospect.SourceLocation
  }

  private static let reducerProtocols: Set<String> = ["Reducer", "ReducerProtocol"]
  private static let stateOnlyPayloads: Set<String> = ["AlertState", "ConfirmationDialogState"]

  init(types: [RawType], modules: Set<String> = []) {
    table = TypeTable(types, modules: modules)
  }

  /// The graph, and the constructs that could not be resolved.
  mutating func assemble(
    handlers: [RawHandler], emissions: [RawEmission], root: String?
  ) -> (graph: ArchitectureGraph, unresolved: [ScanDiagnostic], diagnostics: [ScanDiagnostic]) {
    findReducers()
    findInlineReducers()
    findActionTypeOwners()
    var features: [FeatureID: Feature] = [:]
    for name in featureNames.sorted() {
      guard let type = table[name] else { continue }
      features[FeatureID(name)] = type.isEnum ? enumFeature(type) : structFeature(type)
    }
    for actionType in inlineReducers.keys.sorted() {
      guard let inline = inlineReducers[actionType], features[inline.id] == nil else { continue }
      features[inline.id] = inlineFeature(inline, actionType: actionType)
    }
    let resolver = RouteResolver(features: features)
    for handler in handlers {
      guard let owner = owningFeature(of: handler.typeName), features[owner] != nil else {
        continue
      }
      if let resolved = resolver.handler(handler, in: owner) {
        features[owner]?.handlers.append(resolved)
      } else if resolver.firstCaseIsUnknown(handler.route, in: owner) {
        note(
          "pattern '\(handler.pattern)' names no case of \(owner.rawValue).Action", handler.location
        )
      }
    }
    for emission in emissions {
      guard let owner = emittingFeature(emission) else {
        if emission.inView {
          note("cannot tell which feature's store this view sends to", emission.location)
        }
        continue
      }
      guard features[owner] != nil else { continue }
      features[owner]?.emissions.append(resolver.emission(emission, in: owner))
    }
    var diagnostics: [ScanDiagnostic] = []
    var list = features.values.map { feature -> Feature in
      var sorted = feature
      sorted.handlers.sort { Self.precedes($0.location, $0.route, $1.location, $1.route) }
      sorted.emissions.sort { Self.precedes($0.location, $0.route, $1.location, $1.route) }
      return sorted
    }
    let composed = Set(
      list.flatMap { feature in feature.children.map { $0.child }.filter { $0 != feature.id } })
    var roots = list.map { $0.id }.filter { !composed.contains($0) }.sorted()
    if let root {
      let matches = list.filter { $0.id.rawValue == root || $0.id.shortName == root }.map { $0.id }
      if matches.count == 1, let chosen = matches.first {
        roots = [chosen]
        let reachable = Self.reachable(from: chosen, in: list)
        list = list.filter { reachable.contains($0.id) }
      } else {
        let known = roots.map { $0.rawValue }.joined(separator: ", ")
        let problem =
          matches.isEmpty ? "is not a feature in the scanned sources" : "names several features"
        diagnostics.append(
          ScanDiagnostic(
            severity: .warning,
            message: "root '\(root)' \(problem); roots found: \(known.isEmpty ? "none" : known)"))
      }
    }
    return (ArchitectureGraph(roots: roots, features: list), unresolved.sorted(), diagnostics)
  }

  // MARK: - Which types are reducers

  private mutating func findReducers() {
    for (name, type) in table.types where type.kind != .extensionType {
      let conforms =
        type.attributes.contains("Reducer")
        || type.inherits.contains { Self.reducerProtocols.contains(shortName($0)) }
      guard conforms else { continue }
      if let host = domainHost(of: type) {
        hosts[name] = host
      } else {
        featureNames.insert(name)
      }
    }
  }

  /// For a reducer whose body runs on another feature's domain (`some ReducerOf<App>`), that
  /// feature. (A reducer that only aliases another's `State` and `Action` stays a feature: it is
  /// what lesson 002's second reducer inside one `Scope` looks like.)
  private func domainHost(of type: MergedType) -> String? {
    if type.bodyType == nil, let stateType = type.reduceStateType, stateType.hasSuffix(".State"),
      let host = table.resolve(String(stateType.dropLast(6)), from: type.name), host != type.name,
      isReducerType(host)
    {
      return host
    }
    if let bodyType = type.bodyType {
      let written = bodyType.hasPrefix("some ") ? String(bodyType.dropFirst(5)) : bodyType
      let (base, arguments) = SyntaxReading.genericParts(written)
      var hostName: String?
      if base.hasSuffix("ReducerOf") { hostName = arguments.first }
      if arguments.count == 2, arguments[0].hasSuffix(".State") {
        hostName = String(arguments[0].dropLast(6))
      }
      if let hostName, hostName != "Self", let host = table.resolve(hostName, from: type.name),
        host != type.name, isReducerType(host)
      {
        return host
      }
    }
    return nil
  }

  private func isReducerType(_ name: String) -> Bool {
    guard let type = table[name] else { return false }
    return type.attributes.contains("Reducer")
      || type.inherits.contains { Self.reducerProtocols.contains(shortName($0)) }
  }

  private func shortName(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  /// The feature a type's code belongs to: the type itself or the nearest enclosing feature.
  private func owningFeature(of typeName: String) -> FeatureID? {
    for scope in TypeTable.enclosingScopes(canonicalTypeName(typeName)) {
      if featureNames.contains(scope) { return FeatureID(scope) }
      if let host = hosts[scope] { return FeatureID(host) }
    }
    return nil
  }

  private func canonicalTypeName(_ name: String) -> String {
    table[name] != nil ? name : (table.resolve(name, from: "") ?? name)
  }

  private func emittingFeature(_ emission: RawEmission) -> FeatureID? {
    guard emission.inView else { return owningFeature(of: emission.typeName) }
    let typeName = canonicalTypeName(emission.typeName)
    guard let view = table[typeName] else { return nil }
    if emission.storeVariable == nil, let target = view.viewActionFor {
      return table.resolve(target, from: typeName).map { FeatureID($0) }
    }
    let variable = emission.storeVariable ?? "store"
    let field =
      view.fields.first { $0.name == variable } ?? view.fields.first { $0.name == "store" }
    if let type = field?.type, let feature = storeFeature(type, from: typeName) {
      return feature
    }
    if let target = view.viewActionFor {
      return table.resolve(target, from: typeName).map { FeatureID($0) }
    }
    return owningFeature(of: typeName)
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

  // MARK: - Features

  private mutating func enumFeature(_ type: MergedType) -> Feature {
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
    for (order, element) in (body ?? []).enumerated() {
      var visited: Set<String> = []
      children += childScopes(
        of: element, in: type, stateIsEnum: true, fields: [], order: order, visited: &visited)
    }
    return Feature(
      id: FeatureID(type.name), kind: .enumReducer, actions: actions, children: children,
      location: type.location)
  }

  private mutating func structFeature(_ type: MergedType) -> Feature {
    let id = FeatureID(type.name)
    let domain = bodyDomain(of: type)
    let stateName = table.member("State", of: type.name) ?? domain.state
    let stateType = stateName.flatMap { table[$0] }
    let fields =
      stateType.map { state in
        state.fields.compactMap { stateField($0, scope: state.name) }
      } ?? []
    let actionName = table.member("Action", of: type.name) ?? domain.action
    let builder = actionTreeBuilder()
    var actions = actionName.map { builder.actions(of: $0) } ?? []
    if !type.attributes.contains("Reducer"),
      type.inherits.contains(where: { shortName($0) == "ReducerProtocol" })
        || actionName.map({ table[$0]?.attributes.contains("CasePathable") == false }) == true
    {
      // Before TCA 1.4 there was no `@CasePathable`: `/Action.x` case paths read any enum. A
      // `struct X: Reducer` whose own `Action` is not `@CasePathable` is of that age too.
      actions = actions.map(Self.withoutCasePathableRequirement)
    }
    for action in actions where action.kind == .child {
      if let child = action.child, !isDeclaredFeature(child) {
        note("reducer '\(child.rawValue)' is not declared in the scanned sources", action.location)
      }
    }
    var feature = Feature(id: id, stateFields: fields, actions: actions, location: type.location)
    var elements = type.body ?? []
    if elements.isEmpty, let reduceBody = type.reducerMembers["body"] { elements = reduceBody }
    for (order, element) in elements.enumerated() {
      var visited: Set<String> = []
      feature.children += childScopes(
        of: element, in: type, stateIsEnum: stateType?.isEnum ?? false, fields: fields,
        order: order, visited: &visited)
    }
    return feature
  }

  private static func withoutCasePathableRequirement(_ actionCase: ActionCase) -> ActionCase {
    var copy = actionCase
    if copy.casePathable == false { copy.casePathable = nil }
    copy.cases = copy.cases.map(withoutCasePathableRequirement)
    return copy
  }

  private func actionTreeBuilder() -> ActionTreeBuilder {
    ActionTreeBuilder(
      table: table,
      featuresByActionType: actionTypeOwners.merging(inlineReducers.mapValues(\.id)) { $1 }
    ) { [self] written, scope, _ in
      self.featureIDNoting(written, from: scope)
    }
  }

  /// Finds features whose body names an action enum of its own
  /// (`some Reducer<FavoritingState<ID>, FavoritingAction>`), so a parent's
  /// `case favorite(FavoritingAction)` is that child. An `X.Action` is left to its name, and an
  /// enum two features claim is nobody's.
  private mutating func findActionTypeOwners() {
    var claims: [String: [String]] = [:]
    for name in featureNames.sorted() {
      guard let type = table[name], !type.isEnum,
        let actionName = table.member("Action", of: name) ?? bodyDomain(of: type).action,
        !actionName.hasSuffix(".Action"),
        table[actionName]?.isEnum == true
      else { continue }
      claims[actionName, default: []].append(name)
    }
    for (actionName, owners) in claims where owners.count == 1 {
      actionTypeOwners[actionName] = FeatureID(owners[0])
    }
  }

  /// The `State` and `Action` a body names when they are not called so
  /// (`some Reducer<AppState, AppAction>`).
  private func bodyDomain(of type: MergedType) -> (state: String?, action: String?) {
    guard let bodyType = type.bodyType else { return (nil, nil) }
    let written = bodyType.hasPrefix("some ") ? String(bodyType.dropFirst(5)) : bodyType
    let (base, arguments) = SyntaxReading.genericParts(written)
    guard shortName(base).hasPrefix("Reducer"), arguments.count == 2 else { return (nil, nil) }
    return (
      table.resolve(arguments[0], from: type.name), table.resolve(arguments[1], from: type.name)
    )
  }

  // MARK: - Inline reducers

  /// Finds compositions whose closure writes `Scope`s inline and names the feature they make.
  private mutating func findInlineReducers() {
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
  }

  private static func compositions(_ element: RawBodyElement) -> [RawComposition] {
    element.parts.compactMap { part in
      if case .composition(let composition) = part { return composition }
      return nil
    }
  }

  /// The qualified action enum an inline composition's action case carries (`DestinationAction`
  /// for `case destination(DestinationAction)`, also inside `PresentationAction<…>`).
  private func inlineActionType(of composition: RawComposition, in type: MergedType) -> String? {
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

  private mutating func inlineFeature(_ inline: InlineReducer, actionType: String) -> Feature {
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

  private func isDeclaredFeature(_ id: FeatureID) -> Bool {
    featureNames.contains(id.rawValue) || inlineReducers.values.contains { $0.id == id }
  }

  private func featureIDNoting(_ written: String, from scope: String) -> FeatureID {
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

  private mutating func featureID(
    _ written: String, from scope: String, at location: TreeIntrospect.SourceLocation?
  ) -> FeatureID {
    let id = featureIDNoting(written, from: scope)
    if !isDeclaredFeature(id) {
      note("reducer '\(written)' is not declared in the scanned sources", location)
    }
    return id
  }

  /// A state field that holds a child's state, with its container.
  private func stateField(_ field: RawField, scope: String) -> StateField? {
    guard let type = field.type else { return nil }
    let (base, arguments) = SyntaxReading.genericParts(type)
    let short = shortName(base)
    let container: StateContainer
    let element: String
    if field.attributes.contains("Presents") || field.attributes.contains("PresentationState") {
      container = .presented
      element = type.hasSuffix("?") ? String(type.dropLast()) : type
    } else if short == "StackState", let first = arguments.first {
      container = .stack
      element = first
    } else if short == "IdentifiedArrayOf", let first = arguments.first {
      container = .identifiedArray
      element = first
    } else if short == "IdentifiedArray", arguments.count == 2 {
      container = .identifiedArray
      element = arguments[1]
    } else if type.hasSuffix("?") {
      container = .optional
      element = String(type.dropLast())
    } else {
      container = .value
      element = type
    }
    guard Self.childName(ofElement: element) != nil else { return nil }
    return StateField(
      name: field.name, typeName: type, container: container, location: field.location)
  }

  private mutating func childScopes(
    of element: RawBodyElement, in type: MergedType, stateIsEnum: Bool, fields: [StateField],
    order: Int, visited: inout Set<String>
  ) -> [ChildScope] {
    var scopes: [ChildScope] = []
    for part in element.parts {
      switch part {
      case .composition(let composition):
        scopes += childScopes(
          of: composition, in: type, stateIsEnum: stateIsEnum, fields: fields, order: order)
      case .member(let member):
        guard !visited.contains(member) else { continue }
        visited.insert(member)
        for memberElement in type.reducerMembers[member] ?? [] {
          scopes += childScopes(
            of: memberElement, in: type, stateIsEnum: stateIsEnum, fields: fields, order: order,
            visited: &visited)
        }
      case .type(let reference):
        guard let resolved = table.resolve(reference, from: type.name),
          hosts[resolved] == type.name, !visited.contains(resolved), let hosted = table[resolved]
        else { continue }
        visited.insert(resolved)
        for hostedElement in hosted.body ?? [] {
          scopes += childScopes(
            of: hostedElement, in: hosted, stateIsEnum: stateIsEnum, fields: fields, order: order,
            visited: &visited)
        }
      }
    }
    return scopes
  }

  private mutating func childScopes(
    of composition: RawComposition, in type: MergedType, stateIsEnum: Bool, fields: [StateField],
    order: Int
  ) -> [ChildScope] {
    let fieldName =
      composition.statePath.hasPrefix("$")
      ? String(composition.statePath.dropFirst()) : composition.statePath
    let field = fields.first { $0.name == fieldName }
    let op: ScopeOperator
    switch composition.op {
    case .scope: op = composition.stateIsCasePath || stateIsEnum ? .enumCase : .scope
    case .ifLet: op = .ifLet
    case .ifCaseLet: op = .ifCaseLet
    case .forEach: op = field?.container == .stack ? .stackForEach : .forEach
    }
    var children = composition.children.map { $0 == "Self" ? type.name : $0 }
    if let wrapped = wrappedChildren(of: composition, field: field, from: type.name) {
      children = wrapped
    }
    if children.isEmpty, !composition.inlineScopes.isEmpty,
      let actionType = inlineActionType(of: composition, in: type),
      let inline = inlineReducers[actionType]
    {
      children = [inline.id.rawValue]
    }
    if children.isEmpty && !composition.hasClosure {
      if holdsStateOnlyValue(fieldName, in: type) { return [] }
      if let field, let inferred = Self.childName(ofStateType: field.typeName) {
        children = [inferred]
      } else {
        note(
          "cannot tell which reducer '\(composition.statePath)' composes: no closure and no child state field",
          composition.location)
        return []
      }
    }
    return children.map { written in
      ChildScope(
        operator: op, statePath: composition.statePath, actionPath: composition.actionPath,
        child: featureID(written, from: type.name, at: composition.location), order: order,
        location: composition.location)
    }
  }

  /// The reducers a composition's closure wraps when every reducer in it is a type the scanned
  /// sources do not declare that takes a closure of reducers (a user-written generic around
  /// `Scope`, `StackReducer(state: \.a, action: \.a) { FeatureA() }`): `FeatureA`, not the
  /// wrapper. When the field's element is an enum reducer of the scanned sources whose cases the
  /// wrappers scope to (`StackState<Path.State>`, `state: \.featureA`), the wrappers stand in for
  /// that reducer, which is then the child.
  private func wrappedChildren(
    of composition: RawComposition, field: StateField?, from scope: String
  ) -> [String]? {
    guard !composition.wrappers.isEmpty,
      composition.wrappers.map(\.name) == composition.children,
      composition.wrappers.allSatisfy({ wrapper in
        table.resolve(wrapper.name, from: scope) == nil
          && !isDeclaredFeature(featureIDNoting(wrapper.name, from: scope))
      })
    else { return nil }
    if let field, let element = Self.childName(ofStateType: field.typeName),
      let resolved = table.resolve(element, from: scope), featureNames.contains(resolved),
      let elementType = table[resolved], elementType.isEnum,
      composition.wrappers.allSatisfy({ wrapper in
        elementType.cases.contains { $0.name == wrapper.statePath }
      })
    {
      return [element]
    }
    return composition.wrappers.flatMap(\.children)
  }

  /// `Tab` for the custom-body case payload `Tab.Body` (`case tab(Tab.Body = Tab.body)`).
  static func reducerOfBody(_ written: String) -> String {
    guard written.hasSuffix(".Body"), written.count > 5 else { return written }
    return String(written.dropLast(5))
  }

  /// Whether the state field presents a value with no reducer (`@Presents var alert: AlertState<…>?`).
  private func holdsStateOnlyValue(_ fieldName: String, in type: MergedType) -> Bool {
    guard let stateName = table.member("State", of: type.name) ?? bodyDomain(of: type).state,
      let field = table[stateName]?.fields.first(where: { $0.name == fieldName }),
      let written = field.type
    else { return false }
    var unwrapped = written
    while unwrapped.hasSuffix("?") { unwrapped.removeLast() }
    let base = shortName(SyntaxReading.genericParts(unwrapped).base)
    return Self.stateOnlyPayloads.contains(base)
  }

  /// `Editor` for `Editor.State?`, `Path` for `StackState<Path.State>`, `Row` for
  /// `IdentifiedArrayOf<Row<Item>.State>`.
  static func childName(ofStateType written: String) -> String? {
    var type = written
    while type.hasSuffix("?") { type.removeLast() }
    let (base, arguments) = SyntaxReading.genericParts(type)
    if !arguments.isEmpty {
      guard
        base.hasSuffix("StackState") || base.hasSuffix("IdentifiedArrayOf")
          || base.hasSuffix("IdentifiedArray"), let last = arguments.last
      else { return nil }
      type = last
    }
    return childName(ofElement: type)
  }

  /// `Editor` for `Editor.State`, `Row` for the generic `Row<Item>.State`; `nil` for a type that
  /// is not a reducer's `State`.
  private static func childName(ofElement written: String) -> String? {
    guard written.hasSuffix(".State") else { return nil }
    let reducer = SyntaxReading.genericParts(String(written.dropLast(6))).base
    guard !reducer.isEmpty, !reducer.contains("<"), SyntaxReading.isTypeName(reducer) else {
      return nil
    }
    return reducer
  }

  private static func precedes(
    _ leftLocation: TreeIntrospect.SourceLocation?, _ leftRoute: [String],
    _ rightLocation: TreeIntrospect.SourceLocation?, _ rightRoute: [String]
  ) -> Bool {
    let left = leftLocation ?? TreeIntrospect.SourceLocation(file: "", line: 0)
    let right = rightLocation ?? TreeIntrospect.SourceLocation(file: "", line: 0)
    if left != right { return left < right }
    return leftRoute.lexicographicallyPrecedes(rightRoute)
  }

  private static func reachable(from root: FeatureID, in features: [Feature]) -> Set<FeatureID> {
    let byID = Dictionary(features.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var seen: Set<FeatureID> = [root]
    var stack = [root]
    while let next = stack.popLast() {
      guard let feature = byID[next] else { continue }
      let children = feature.children.map { $0.child } + feature.actions.compactMap { $0.child }
      for child in children where !seen.contains(child) {
        seen.insert(child)
        stack.append(child)
      }
    }
    return seen
  }

  private mutating func note(_ message: String, _ location: TreeIntrospect.SourceLocation?) {
    unresolved.append(ScanDiagnostic(severity: .note, message: message, location: location))
  }
}
