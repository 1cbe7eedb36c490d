import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// The reducer values from before TCA 0.40 the scan saw, by feature id, with their domains.
struct ValueReducerTable {
  /// The values by id.
  var byID: [String: RawValueReducer] = [:]
  /// The keys of each value's `State` and `Action`, where the table knows them.
  var stateKeys: [String: String] = [:]
  var actionKeys: [String: String] = [:]

  /// The id of the value a reference names (`childReducer`, `ChildCore.reducer`, `.settings`,
  /// `Reducer.settings`, `Self.settings`), looked up outwards from the referring value's scope.
  func valueID(_ written: String, from scope: String) -> String? {
    var name = written
    var implicit = false
    if name.hasPrefix(".") {
      name.removeFirst()
      implicit = true
    }
    if name.hasPrefix("Self.") {
      name.removeFirst(5)
      implicit = true
    }
    let dot = name.firstIndex(of: ".") ?? name.endIndex
    let head = SyntaxReading.genericParts(String(name[..<dot])).base
    name = head + name[dot...]
    var candidates = SymbolTable.enclosingScopes(scope).map { $0 + "." + name } + [name]
    if implicit || scope == "Reducer" || scope == "AnyReducer" {
      candidates += ["Reducer." + name, "AnyReducer." + name]
    }
    if head == "Reducer" || head == "AnyReducer" {
      let member = name.dropFirst(head.count + 1)
      candidates += ["Reducer." + member, "AnyReducer." + member]
    }
    return candidates.first { byID[$0] != nil }
  }
}

/// The last discovery pass: the reducer values from before TCA 0.40, which it adds to the
/// reducers the earlier passes found.
struct ValueReducerDiscovery: SymbolReading, NoteTaking {
  let table: SymbolTable
  let reducers: RecognizedReducers
  let actionTypeOwners: [String: FeatureID]
  /// Every value read, in file order, before duplicates are set aside.
  let read: [RawValueReducer]
  var notes = AssemblyNotes()

  init(
    table: SymbolTable, reducers: RecognizedReducers, actionTypeOwners: [String: FeatureID],
    read: [RawValueReducer]
  ) {
    self.table = table
    self.reducers = reducers
    self.actionTypeOwners = actionTypeOwners
    self.read = read
  }

  /// What the pass found: the reducers and action enum owners with the values', and the values.
  struct Output {
    var reducers: RecognizedReducers
    var actionTypeOwners: [String: FeatureID]
    var values: ValueReducerTable
    var notes: [ScanDiagnostic]
  }

  /// Indexes the values, finds the ones combined on another value's domain, registers the rest
  /// as features and each value's `Action` enum as that feature's (`case child(ChildAction)`).
  consuming func run() -> Output {
    var values = ValueReducerTable()
    var reducers = reducers
    var actionTypeOwners = actionTypeOwners
    for value in read.sorted(by: { GraphAssembler.precedes($0.location, [], $1.location, []) }) {
      if let first = values.byID[value.name] {
        note(
          "reducer value '\(value.name)' is declared again (first at \(first.location)); "
            + "this one is not read", value.location)
        continue
      }
      values.byID[value.name] = value
      let scope = scopeKey(of: value)
      if let state = value.stateType, let key = table.resolve(state, from: scope) {
        values.stateKeys[value.name] = key
      }
      if let action = value.actionType, let key = table.resolve(action, from: scope) {
        values.actionKeys[value.name] = key
      }
    }
    for id in values.byID.keys.sorted() {
      guard let value = values.byID[id] else { continue }
      for case .value(let written, _) in value.elements.flatMap(\.parts) {
        guard let combined = values.valueID(written, from: value.scope), combined != id,
          reducers.hosts[combined] == nil, values.actionKeys[combined] != nil,
          values.actionKeys[combined] == values.actionKeys[id],
          values.stateKeys[combined] == values.stateKeys[id]
        else { continue }
        reducers.hosts[combined] = id
        reducers.logicReducers.insert(combined)
      }
    }
    var claims: [String: [String]] = [:]
    for id in values.byID.keys.sorted() where reducers.hosts[id] == nil {
      reducers.featureNames.insert(id)
      if let action = values.actionKeys[id], table[action]?.isEnum == true {
        claims[action, default: []].append(id)
      }
    }
    for (action, owners) in claims where owners.count == 1 && actionTypeOwners[action] == nil {
      actionTypeOwners[action] = FeatureID(owners[0])
    }
    return Output(
      reducers: reducers, actionTypeOwners: actionTypeOwners, values: values, notes: notes.all)
  }
}

/// Features for reducer values from before TCA 0.40: each value is a feature named after it, its
/// action tree is its `Action` enum's, its children are its `pullback`s, `optional().pullback`s
/// and `forEach`s in `combine` order, and another value combined on its own domain is `logic`.
extension FeatureReader {
  /// The features of the values, `logic` ones included.
  mutating func valueReducerFeatures() -> [Feature] {
    var result: [Feature] = []
    for id in values.byID.keys.sorted() {
      guard let value = values.byID[id] else { continue }
      let stateType = values.stateKeys[id] ?? value.stateType
      let actionType = values.actionKeys[id] ?? value.actionType
      if let host = hosts[id] {
        result.append(
          Feature(
            id: FeatureID(id), kind: .logic, location: value.location, module: value.module,
            runsOn: FeatureID(host), stateType: stateType, actionType: actionType))
        continue
      }
      let actions =
        values.actionKeys[id].map { actionTreeBuilder().actions(of: $0) }?.map(
          Self.withoutCasePathableRequirement) ?? []
      let fields = valueStateFields(of: id)
      var children: [ChildScope] = []
      for (order, element) in value.elements.enumerated() {
        children += valueChildScopes(of: element, in: value, fields: fields, order: order)
      }
      result.append(
        Feature(
          id: FeatureID(id), stateFields: fields,
          storedStateFieldCount: values.stateKeys[id].flatMap { table[$0]?.storedFieldCount },
          actions: actions, children: children, location: value.location, module: value.module,
          stateType: stateType, actionType: actionType))
    }
    return result
  }

  private mutating func valueChildScopes(
    of element: RawValueElement, in value: RawValueReducer, fields: [StateField], order: Int
  ) -> [ChildScope] {
    var scopes: [ChildScope] = []
    for part in element.parts {
      switch part {
      case .pullback(let composition, let childIsType):
        guard let written = composition.children.first else { continue }
        let child: FeatureID
        if childIsType {
          child = featureID(written, from: scopeKey(of: value), at: composition.location)
        } else if let id = values.valueID(written, from: value.scope) {
          child = FeatureID(hosts[id] ?? id)
        } else {
          note(
            "reducer value '\(written)' is not declared in the scanned sources",
            composition.location)
          child = FeatureID(written)
        }
        let op: ScopeOperator
        switch composition.op {
        case .scope: op = composition.stateIsCasePath ? .enumCase : .scope
        case .ifLet: op = .ifLet
        case .ifCaseLet: op = .ifCaseLet
        case .forEach:
          let field = fields.first { $0.name == composition.statePath }
          op = field?.container == .stack ? .stackForEach : .forEach
        }
        scopes.append(
          ChildScope(
            operator: op, statePath: composition.statePath, actionPath: composition.actionPath,
            child: child, order: order, location: composition.location))
      case .value(let written, let location):
        guard let id = values.valueID(written, from: value.scope) else {
          note("reducer value '\(written)' is not declared in the scanned sources", location)
          continue
        }
        if hosts[id] == value.name {
          scopes.append(
            ChildScope(
              operator: .sameDomain, statePath: "", actionPath: "", child: FeatureID(id),
              order: order, location: location))
        } else if id != value.name {
          note(
            "reducer value '\(written)' is combined without a pullback but its State or Action "
              + "is not '\(value.name)''s", location)
        }
      }
    }
    return scopes
  }

  /// The value's `State` fields that hold a child's state: one of the values' `State` types
  /// (`var child: ChildState`), or a reducer's `X.State`, plain, optional or in a collection.
  private func valueStateFields(of id: String) -> [StateField] {
    guard let stateKey = values.stateKeys[id], let state = table[stateKey] else { return [] }
    let childStates = Set(values.stateKeys.filter { $0.key != id }.map(\.value))
    return state.fields.compactMap { field in
      guard let type = field.type else { return nil }
      let (base, arguments) = SyntaxReading.genericParts(type)
      let short = shortName(base)
      let container: StateContainer
      let element: String
      if short == "IdentifiedArrayOf", let first = arguments.first {
        container = .identifiedArray
        element = first
      } else if short == "IdentifiedArray", arguments.count == 2 {
        container = .identifiedArray
        element = arguments[1]
      } else if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
        container = .identifiedArray
        element = String(type.dropFirst().dropLast())
      } else if type.hasSuffix("?") {
        container = .optional
        element = String(type.dropLast())
      } else {
        container = .value
        element = type
      }
      let isChild =
        Self.childName(ofElement: element) != nil
        || table.resolve(element, from: stateKey).map(childStates.contains) == true
      guard isChild else { return nil }
      return StateField(
        name: field.name, typeName: type, container: container, location: field.location)
    }
  }

}

extension SymbolReading {
  /// The table key to resolve a value's written types from: its enclosing type, if any.
  func scopeKey(of value: RawValueReducer) -> String {
    guard !value.scope.isEmpty else { return "" }
    return table[value.scope] != nil ? value.scope : (table.resolve(value.scope, from: "") ?? "")
  }
}
