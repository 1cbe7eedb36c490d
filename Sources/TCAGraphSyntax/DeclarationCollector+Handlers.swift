internal import SwiftSyntax
internal import TreeIntrospect

/// The patterns reducers match: `switch` arms, `if case`, `guard case` and `action.is(\.x)` on
/// the names that hold an action, the names those patterns bind, and helpers taking an action.
extension DeclarationCollector {
  /// Starts a function's frame of bindings and its action names: its `Action` parameters, and
  /// the action of `reduce(into:action:)`.
  func enterFunctionActionNames(_ node: FunctionDeclSyntax) {
    let parameters = Array(node.signature.parameterClause.parameters)
    functionActionNames.append(helperActionNames(parameters))
    bindingFrames.append([:])
    if node.name.text == "reduce", parameters.count == 2 {
      let second = parameters[1]
      actionNames.insert((second.secondName ?? second.firstName).text)
    }
  }

  /// Ends a function's frame of bindings and forgets the action names its parameters added.
  func leaveFunctionActionNames() {
    bindingFrames.removeLast()
    for name in functionActionNames.removeLast() {
      if subActionNames.removeValue(forKey: name) == nil { actionNames.remove(name) }
    }
  }

  /// Starts a closure's frame of bindings; the second parameter of a `Reduce` closure (TCA 2's
  /// `Update`) is an action.
  func enterClosure(_ node: ClosureExprSyntax) {
    if let call = node.parent?.as(FunctionCallExprSyntax.self),
      let callee = SyntaxReading.calleeName(call),
      DialectVocabulary.anySpells(\.logicBuilders, callee),
      let names = SyntaxReading.closureParameterNames(node), names.count == 2
    {
      actionNames.insert(names[1])
    }
    bindingFrames.append([:])
  }

  /// Starts a switch: the route its subject (or the action element of a tuple subject) holds.
  func enterSwitch(_ node: SwitchExprSyntax) {
    var prefix: SubjectRoute?
    var element: Int?
    if currentTypeName != nil {
      if let tuple = SyntaxReading.unwrap(node.subject).as(TupleExprSyntax.self),
        tuple.elements.count > 1
      {
        // `switch (state.mode, action)`: the arms match the action in that element.
        for (index, item) in tuple.elements.enumerated() {
          guard let found = routePrefix(ofSubject: item.expression) else { continue }
          (prefix, element) = (found, index)
          break
        }
      } else {
        prefix = routePrefix(ofSubject: node.subject)
      }
    }
    switchArms.append(prefix == nil ? nil : lastPrefixArm)
    switchBoundHandlers.append(prefix == nil ? nil : lastPrefixHandler)
    switchPrefixes.append(prefix)
    switchTupleElements.append(element)
  }

  /// Records the handlers of a switch arm's patterns, and returns the names they bind.
  func matchingArm(_ node: SwitchCaseSyntax) -> [String: (route: SubjectRoute?, handler: Int?)] {
    var frame: [String: (route: SubjectRoute?, handler: Int?)] = [:]
    guard case .case(let label) = node.label, let prefix = switchPrefixes.last ?? nil else {
      return frame
    }
    let element = switchTupleElements.last ?? nil
    for item in label.caseItems {
      guard let route = CasePathReading.route(ofPattern: item.pattern, tupleElement: element)
      else { continue }
      let index = recordHandler(
        route: prefix + route.cases, pattern: item.pattern, armBody: node.statements,
        arm: switchArms.last ?? nil, replacing: switchBoundHandlers.last ?? nil,
        bindsPayload: route.bindsPayload)
      for name in CasePathReading.boundNames(in: item.pattern) where name != route.binding {
        frame[name] = (nil, nil)
      }
      if let binding = route.binding, binding != "_" {
        frame[binding] = (prefix + route.cases, index)
      }
    }
    return frame
  }

  /// Records the handlers of `if case` or `guard case` conditions, and returns the names they
  /// bind.
  func matchingConditions(_ conditions: ConditionElementListSyntax, body: CodeBlockSyntax?)
    -> [String: (route: SubjectRoute?, handler: Int?)]
  {
    var frame: [String: (route: SubjectRoute?, handler: Int?)] = [:]
    guard currentTypeName != nil else { return frame }
    for element in conditions {
      guard case .matchingPattern(let matching) = element.condition,
        let prefix = routePrefix(ofSubject: matching.initializer.value),
        let route = CasePathReading.route(ofPattern: matching.pattern)
      else { continue }
      let index = recordHandler(
        route: prefix + route.cases, pattern: matching.pattern, armBody: body, arm: lastPrefixArm,
        replacing: lastPrefixHandler, bindsPayload: route.bindsPayload)
      for name in CasePathReading.boundNames(in: matching.pattern) where name != route.binding {
        frame[name] = (nil, nil)
      }
      if let binding = route.binding, binding != "_" {
        frame[binding] = (prefix + route.cases, index)
      }
    }
    return frame
  }

  /// Records `action.is(\.a.b)` as a handler whose arm is the enclosing `if`'s body.
  func recordIsCheck(_ call: FunctionCallExprSyntax, base: ExprSyntax?) {
    guard let base, let prefix = routePrefix(ofSubject: base),
      let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self)
    else { return }
    recordHandler(
      route: prefix + CasePathReading.route(ofKeyPath: keyPath), pattern: keyPath,
      armBody: enclosingIfBody(call), arm: lastPrefixArm, replacing: lastPrefixHandler)
  }

  /// The route a switch or match subject holds: `[]` for an action name, the bound route for a
  /// name a pattern bound, the lane's head for a lane parameter; `nil` for anything else.
  func routePrefix(ofSubject subject: ExprSyntax) -> SubjectRoute? {
    guard let name = SyntaxReading.unwrap(subject).as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return nil }
    lastPrefixArm = nil
    lastPrefixHandler = nil
    for frame in bindingFrames.reversed() {
      if let bound = frame[name] {
        // A name a pattern binds to a payload other than an action shadows the action.
        guard let route = bound.route else { return nil }
        if let handler = bound.handler {
          lastPrefixHandler = handler
          lastPrefixArm = facts.handlers[handler].arm ?? facts.handlers[handler].location
        }
        return route
      }
    }
    if let head = subActionNames[name] { return SubjectRoute(head: head, cases: []) }
    return actionNames.contains(name) ? SubjectRoute(head: .action, cases: []) : nil
  }

  @discardableResult
  private func recordHandler(
    route: SubjectRoute, pattern: some SyntaxProtocol, armBody: (some SyntaxProtocol)?,
    arm: TreeIntrospect.SourceLocation? = nil, replacing bound: Int? = nil,
    bindsPayload: Bool = false
  )
    -> Int?
  {
    guard let typeName = currentTypeName, !route.isEmpty else { return nil }
    if let bound { suppressedHandlers.insert(bound) }
    let reader = armBody.map {
      ArmEffectReader.read(
        $0, readsInitValueEffects: !valueReducerNodes.isEmpty,
        locate: { [unowned self] in self.locate($0) })
    }
    facts.handlers.append(
      RawHandler(
        typeName: typeName, typeIndex: currentTypeIndex, head: route.head, route: route.cases,
        pattern: SyntaxReading.text(pattern),
        location: locate(pattern), effects: reader?.effects ?? [],
        mutatesState: reader?.mutatesState ?? false, returnsEffect: reader?.returnsEffect ?? false,
        arm: arm, bindsPayload: bindsPayload))
    return facts.handlers.count - 1
  }

  /// The names of a helper's parameters typed `Action` (`_ action: Action`, `event: Self.Action`)
  /// not yet action names, which are action names inside the helper, and of its parameters typed
  /// as a lane enum of the action (see ``subActionType(_:)``).
  private func helperActionNames(_ parameters: [FunctionParameterSyntax]) -> [String] {
    var added: [String] = []
    for parameter in parameters {
      var type = parameter.type
      if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
      let written = SyntaxReading.typeText(type)
      let name = (parameter.secondName ?? parameter.firstName).text
      guard name != "_" else { continue }
      if written == "Action" || written.hasSuffix(".Action") {
        if let other = otherFeatureAction(written) {
          guard subActionNames[name] == nil else { continue }
          subActionNames[name] = .carrying(other)
          added.append(name)
        } else if actionNames.insert(name).inserted {
          added.append(name)
        }
      } else if let lane = Self.subActionType(written), subActionNames[name] == nil {
        subActionNames[name] = .lane(lane)
        added.append(name)
      }
    }
    return added
  }

  /// `written` (`Child.Action`) when it names the action of a type other than the one the walk
  /// is in (`Self.Action`, `Parent.Action` inside `Parent`, `App.Parent.Action`); `nil` for the
  /// walk's own action, or outside a type.
  private func otherFeatureAction(_ written: String) -> String? {
    guard let current = currentTypeName, written != "Action" else { return nil }
    let owner = String(written.dropLast(".Action".count))
    let own =
      owner == "Self" || owner == current || current.hasSuffix("." + owner)
      || owner.hasSuffix("." + current)
    return own ? nil : written
  }

  /// `View` for a parameter typed `Action.View` or `Feature.Action.ViewAction`: a lane enum of
  /// the action, whose cases the helper's switch matches under the case that carries it.
  private static func subActionType(_ written: String) -> String? {
    let components = written.split(separator: ".").map(String.init)
    guard components.count >= 2, components[components.count - 2] == "Action",
      let last = components.last, SyntaxReading.isTypeName(last)
    else { return nil }
    return last
  }

  private func enclosingIfBody(_ node: some SyntaxProtocol) -> CodeBlockSyntax? {
    var current = node.parent
    while let parent = current {
      if let ifExpression = parent.as(IfExprSyntax.self) { return ifExpression.body }
      if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
      current = parent.parent
    }
    return nil
  }
}
