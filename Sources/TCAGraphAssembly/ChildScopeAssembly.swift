import TCAGraphSyntax
import TreeIntrospect

extension KnownReducerReading {
  /// Payloads that are state with no reducer, which a case or field presents as a value.
  static var stateOnlyPayloads: Set<String> { ["AlertState", "ConfirmationDialogState"] }

  /// A state field that holds a child's state, with its container.
  /// A `State` field that holds child state, read as `dialect` writes it: TCA 2's plain arrays
  /// (`[X.State]`, `[Spawn<X>]`) as collections and `Spawn<X>` as `X.State`.
  func stateField(_ field: RawField, scope: String, dialect: FeatureDialect = .historical)
    -> StateField?
  {
    guard let written = field.type else { return nil }
    let vocabulary = dialect.vocabulary
    var type = expandingStateAliases(written, from: scope)
    if !vocabulary.childHolders.isEmpty { type = FeatureDialects.spawnedState(type) }
    let (base, arguments) = SyntaxReading.genericParts(type)
    let short = shortName(base)
    let container: StateContainer
    let element: String
    if field.attributes.contains(where: DialectVocabulary.union(\.presentationWrappers).contains) {
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
    } else if vocabulary.plainArraysHoldChildren, type.hasPrefix("["), type.hasSuffix("]"),
      !type.contains(":")
    {
      container = .identifiedArray
      element = String(type.dropFirst().dropLast()).trimmingCharacters()
    } else if type.hasSuffix("?") {
      container = .optional
      element = String(type.dropLast())
    } else {
      container = .value
      element = type
    }
    guard Self.childName(ofElement: element) != nil else { return nil }
    return StateField(
      name: field.name, typeName: written, container: container, location: field.location)
  }

  /// The declared type of the stored property `name` of `type` (`let homeStore: HomeStore`),
  /// when it is written as a type name; `nil` for a computed member, `some`/`any` or no type.
  func storedReducerType(_ name: String, in type: MergedType) -> String? {
    guard type.reducerMembers[name] == nil,
      let written = type.fields.first(where: { $0.name == name })?.type,
      SyntaxReading.isTypeName(written), !written.hasSuffix("?"), !written.hasSuffix("!")
    else { return nil }
    return SyntaxReading.genericParts(written).base
  }

  /// The reducers a composition's closure wraps when every reducer in it is a type the scanned
  /// sources do not declare that takes a closure of reducers (a user-written generic around
  /// `Scope`, `StackReducer(state: \.a, action: \.a) { FeatureA() }`): `FeatureA`, not the
  /// wrapper. When the field's element is an enum reducer of the scanned sources whose cases the
  /// wrappers scope to (`StackState<Path.State>`, `state: \.featureA`), the wrappers stand in for
  /// that reducer, which is then the child.
  func wrappedChildren(
    of composition: RawComposition, field: StateField?, from scope: String
  ) -> [String]? {
    guard !composition.wrappers.isEmpty,
      composition.wrappers.map(\.name) == composition.children,
      composition.wrappers.allSatisfy({ wrapper in
        table.resolve(wrapper.name, from: scope) == nil
          && !isDeclaredFeature(featureIDNoting(wrapper.name, from: scope))
      })
    else { return nil }
    if let field,
      let element = childName(ofField: field, from: table.member("State", of: scope) ?? scope),
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

  /// Whether `name` is a stored property typed by one of the type's generic parameters (`let
  /// base: Base` in `Sounds<Base: Reducer<Game.State, Game.Action>>`): the reducer it wraps,
  /// read where the wrapper is built (`.sounds()` on the host's body).
  func holdsWrappedBase(_ name: String, in type: MergedType) -> Bool {
    guard type.reducerMembers[name] == nil,
      let written = type.fields.first(where: { $0.name == name })?.type
    else { return false }
    return type.genericParameters[written] != nil
  }

  /// `Tab` for the custom-body case payload `Tab.Body` (`case tab(Tab.Body = Tab.body)`).
  /// `X` for `X.Body`, and for TCA 2's `Spawn<X>`, which wraps a child (of either dialect).
  static func reducerOfBody(_ written: String) -> String {
    if let spawned = FeatureDialects.spawned(written) { return spawned }
    guard written.hasSuffix(".Body"), written.count > 5 else { return written }
    return String(written.dropLast(5))
  }

  /// Whether the state field presents a value with no reducer (`@Presents var alert: AlertState<…>?`).
  func holdsStateOnlyValue(_ fieldName: String, in type: MergedType) -> Bool {
    guard let stateName = table.member("State", of: type.name) ?? bodyDomain(of: type).state,
      let field = table[stateName]?.fields.first(where: { $0.name == fieldName }),
      let written = field.type
    else { return false }
    var unwrapped = written
    while unwrapped.hasSuffix("?") { unwrapped.removeLast() }
    let (full, arguments) = SyntaxReading.genericParts(unwrapped)
    let base = shortName(full)
    // `BottomMenuState<Action.BottomMenu>`: a value state generic over an action enum, like
    // `AlertState`, with no reducer of its own.
    let valueState =
      base.hasSuffix("State") && arguments.count == 1 && !base.hasPrefix("Stack")
      && !arguments[0].hasSuffix(".State")
    return Self.stateOnlyPayloads.contains(base) || valueState
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
  static func childName(ofElement written: String) -> String? {
    guard written.hasSuffix(".State") else { return nil }
    let reducer = SyntaxReading.genericParts(String(written.dropLast(6))).base
    guard !reducer.isEmpty, !reducer.contains("<"), SyntaxReading.isTypeName(reducer) else {
      return nil
    }
    return reducer
  }

}

extension FeatureReader {
  /// The children a call of the stored closure or reducer function `name` builds (`root()` for
  /// `let root: () -> Root`): the type the closure returns, or the reducers the function's body
  /// builds; for a generic parameter (`TabNavigation<Root:
  /// FeatureProtocol>`), the reducers each use of the type builds in its trailing closure
  /// (`TabNavigation { ChildOne() }`), found in every scanned body. Noted as unread when neither
  /// gives a child.
  mutating func closureChildren(
    _ name: String, of composition: RawComposition, in type: MergedType
  ) -> [String] {
    let written = type.fields.first(where: { $0.name == name })?.type ?? ""
    let returned = Self.returnedType(ofClosure: written)
    if let returned, type.genericParameters[returned] != nil {
      let uses = wrappedUses(of: type.name)
      if !uses.isEmpty { return uses }
    } else if let returned, SyntaxReading.isTypeName(returned) {
      return [SyntaxReading.genericParts(returned).base]
    }
    // `func makeChild() -> some ReducerOf<Child> { Child() }`: the reducers the member builds,
    // when it builds nothing else.
    let parts = (type.reducerMembers[name] ?? []).flatMap(\.parts)
    let built = parts.compactMap { part -> String? in
      if case .type(let written, _) = part { return written }
      return nil
    }
    if !built.isEmpty, built.count == parts.count { return built }
    note(
      "child reducer '\(name)()' is not a type the scanner can follow", composition.location,
      incompleteBody: true)
    return []
  }

  /// `Root` for `() -> Root`, `@escaping () -> Root` or `(() -> Root)`; `nil` for anything else.
  static func returnedType(ofClosure written: String) -> String? {
    guard let arrow = written.range(of: "->", options: .backwards) else { return nil }
    var returned = written[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
    while returned.hasSuffix(")") && !returned.contains("(") { returned.removeLast() }
    returned = returned.trimmingCharacters(in: .whitespaces)
    return returned.isEmpty ? nil : returned
  }

  /// The reducers built in the trailing closures of every use of the wrapper `wrapper` in the
  /// scanned bodies (`TabNavigation { ChildOne() }` → `ChildOne`), resolved from each use's type,
  /// sorted and given once.
  func wrappedUses(of wrapper: String) -> [String] {
    var found: Set<String> = []
    for user in table.types.values {
      let elements = (user.body ?? []) + user.reducerMembers.values.joined()
      for element in elements {
        for case .composition(let composition) in element.parts {
          for use in composition.wrappers + composition.inlineScopes.flatMap(\.wrappers)
          where table.resolve(use.name, from: user.name) == wrapper {
            for child in use.children {
              found.insert(table.resolve(child, from: user.name) ?? child)
            }
          }
        }
      }
    }
    return found.sorted()
  }

  mutating func childScopes(
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
        guard !visited.contains(member), !holdsWrappedBase(member, in: type) else { continue }
        visited.insert(member)
        if type.reducerMembers[member] == nil {
          note(
            "body runs '\(member)', which no scanned member of \(type.name) declares as a reducer",
            type.location, incompleteBody: true)
        }
        for memberElement in type.reducerMembers[member] ?? [] {
          scopes += childScopes(
            of: memberElement, in: type, stateIsEnum: stateIsEnum, fields: fields, order: order,
            visited: &visited)
        }
      case .imperative(let member, let location):
        guard let memberElements = type.reducerMembers[member] else {
          note(
            "'\(member)' runs with reduce(into:action:) but is no reducer member of \(type.name) "
              + "the scanner can read", location)
          continue
        }
        guard !visited.contains(member) else { continue }
        visited.insert(member)
        for memberElement in memberElements {
          scopes += childScopes(
            of: memberElement, in: type, stateIsEnum: stateIsEnum, fields: fields, order: order,
            visited: &visited
          ).map { scope in
            var imperative = scope
            imperative.imperative = true
            return imperative
          }
        }
      case .operatorCall:
        // Written out by ``ReducerOperatorExpansion`` before assembly; what is left is unread.
        continue
      case .type(let reference, let location):
        guard let resolved = table.resolve(reference, from: type.name),
          hosts[resolved] == type.name, !visited.contains(resolved), let hosted = table[resolved]
        else { continue }
        visited.insert(resolved)
        if logicReducers.contains(resolved) {
          scopes.append(
            ChildScope(
              operator: .sameDomain, statePath: "", actionPath: "", child: FeatureID(resolved),
              order: order, location: location))
        }
        for hostedElement in hosted.body ?? [] {
          scopes += childScopes(
            of: hostedElement, in: hosted, stateIsEnum: stateIsEnum, fields: fields, order: order,
            visited: &visited)
        }
      }
    }
    return scopes
  }

  mutating func childScopes(
    of composition: RawComposition, in type: MergedType, stateIsEnum: Bool, fields: [StateField],
    order: Int
  ) -> [ChildScope] {
    var composition = composition
    if let reference = composition.stateReference {
      guard let path = type.keyPaths[reference] else {
        note(
          "state path '\(reference)' is a property whose key path the scanner cannot read",
          composition.location, incompleteBody: true)
        return []
      }
      composition.statePath = path
    }
    let fieldName =
      composition.statePath.hasPrefix("$")
      ? String(composition.statePath.dropFirst()) : composition.statePath
    let field =
      fields.first { $0.name == fieldName } ?? stateField(alongPath: fieldName, of: type.name)
    let op: ScopeOperator
    switch composition.op {
    case .scope: op = composition.stateIsCasePath || stateIsEnum ? .enumCase : .scope
    case .ifLet: op = .ifLet
    case .ifCaseLet: op = .ifCaseLet
    case .forEach:
      op = composition.isStack || field?.container == .stack ? .stackForEach : .forEach
    }
    var children = composition.children.map { $0 == "Self" ? type.name : $0 }
    for member in composition.memberChildren {
      if member.hasSuffix("()") {
        children += closureChildren(String(member.dropLast(2)), of: composition, in: type)
        continue
      }
      guard let written = storedReducerType(member, in: type) else {
        note(
          "child reducer '\(member)' is not a stored property of \(type.name) with a declared type",
          composition.location, incompleteBody: true)
        continue
      }
      children.append(written)
    }
    if let wrapped = wrappedChildren(of: composition, field: field, from: type.name) {
      children = wrapped
    }
    if children.isEmpty, !composition.inlineScopes.isEmpty,
      let actionType = inlineActionType(of: composition, in: type),
      let inline = inlineReducers[actionType]
    {
      children = [inline.id.rawValue]
    }
    if children.isEmpty, composition.op == .scope, !composition.inlineScopes.isEmpty {
      // `Scope(state: \.mode, action: \.self) { Scope(state: \.left, action: \.left) { Left() } }`:
      // the inner scopes compose this feature's children through the outer paths.
      return composition.inlineScopes.flatMap { inner in
        var nested = inner
        nested.statePath = composition.statePath + "." + inner.statePath
        if composition.actionPath != "self" {
          nested.actionPath = composition.actionPath + "." + inner.actionPath
        }
        return childScopes(
          of: nested, in: type, stateIsEnum: stateIsEnum, fields: fields, order: order)
      }
    }
    if children.isEmpty && !composition.hasClosure {
      if holdsStateOnlyValue(fieldName, in: type) { return [] }
      if let field,
        let inferred = childName(
          ofField: field, from: table.member("State", of: type.name) ?? type.name)
      {
        children = [inferred]
      } else {
        note(
          "cannot tell which reducer '\(composition.statePath)' composes: no closure and no child state field",
          composition.location, incompleteBody: true)
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
}
