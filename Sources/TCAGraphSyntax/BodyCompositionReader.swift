internal import SwiftSyntax
internal import TCAGraphSupport
internal import TreeIntrospect

/// Reads a reducer `body` (or a helper returning part of one) into its top-level elements and the
/// child domains each composes.
struct BodyCompositionReader {
  let locate: (any SyntaxProtocol) -> TreeIntrospect.SourceLocation
  /// Constructs read but not understood, with where they are.
  private(set) var unresolved: [ScanDiagnostic] = []
  /// The UTF-8 offsets each top-level element was read from, in the order of the elements.
  private(set) var elementSpans: [Range<Int>] = []
  /// How deep inside an element's expression the reader is; 0 between top-level elements.
  private var nesting = 0
  /// In a reducer operator's body, its parameters' names, which may hold the paths it scopes by.
  var pathParameters: Set<String> = []

  private static let modifierOperators: [String: RawComposition.Operator] = [
    "ifLet": .ifLet, "ifCaseLet": .ifCaseLet, "forEach": .forEach,
  ]
  /// Whether a called name is a reducer that composes no child itself, in any dialect
  /// (`Reduce`, `EmptyReducer`, TCA 2's `Update`, `EmptyFeature`).
  private static func composesNoChild(_ name: String) -> Bool {
    DialectVocabulary.anySpells(\.childlessReducers, name)
  }

  init(locate: @escaping (any SyntaxProtocol) -> TreeIntrospect.SourceLocation) {
    self.locate = locate
  }

  /// The elements of a result-builder block, one per top-level statement.
  mutating func elements(of items: CodeBlockItemListSyntax) -> [RawBodyElement] {
    var result: [RawBodyElement] = []
    for item in items {
      switch item.item {
      case .expr(let expression):
        var element = RawBodyElement()
        collect(expression, into: &element)
        result.append(element)
        recordSpan(of: item)
      case .stmt(let statement):
        if let returned = statement.as(ReturnStmtSyntax.self), let expression = returned.expression
        {
          var element = RawBodyElement()
          collect(expression, into: &element)
          result.append(element)
          recordSpan(of: item)
        } else if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
          var element = RawBodyElement()
          collect(expressionStatement.expression, into: &element)
          result.append(element)
          recordSpan(of: item)
        }
      case .decl(let declaration):
        if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
          for clause in ifConfig.clauses {
            if case .statements(let statements)? = clause.elements {
              result += elements(of: statements)
            }
          }
        }
      @unknown default:
        continue
      }
    }
    return result
  }

  private mutating func recordSpan(of item: CodeBlockItemSyntax) {
    if nesting == 0 { elementSpans.append(item.position.utf8Offset..<item.endPosition.utf8Offset) }
  }

  /// Everything one element composes, following modifier chains and builder blocks.
  private mutating func collect(_ expression: ExprSyntax, into element: inout RawBodyElement) {
    nesting += 1
    defer { nesting -= 1 }
    let node = SyntaxReading.unwrap(expression)
    if let ifExpression = node.as(IfExprSyntax.self) {
      for part in elements(of: ifExpression.body.statements) { merge(part, into: &element) }
      if case .codeBlock(let block)? = ifExpression.elseBody {
        for part in elements(of: block.statements) { merge(part, into: &element) }
      } else if case .ifExpr(let nested)? = ifExpression.elseBody {
        collect(ExprSyntax(nested), into: &element)
      }
      return
    }
    if let switchExpression = node.as(SwitchExprSyntax.self) {
      for switchCase in switchExpression.cases {
        guard case .switchCase(let arm) = switchCase else { continue }
        for part in elements(of: arm.statements) { merge(part, into: &element) }
      }
      return
    }
    if let member = node.as(MemberAccessExprSyntax.self) {
      guard let base = member.base else { return }
      let name = member.declName.baseName.text
      let baseText = SyntaxReading.text(base)
      if baseText == "self" || baseText == "Self" {
        element.parts.append(.member(name))
      } else if name == "body" || name == "init", SyntaxReading.isTypeName(baseText) {
        element.parts.append(.type(baseText, locate(node)))
      } else {
        collect(base, into: &element)
      }
      return
    }
    if let reference = node.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if !SyntaxReading.isTypeName(name) { element.parts.append(.member(name)) }
      return
    }
    guard let call = node.as(FunctionCallExprSyntax.self) else { return }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      guard let base = member.base else { return }
      let baseText = SyntaxReading.text(base)
      if let op = Self.modifierOperators[name] {
        collect(base, into: &element)
        if let composition = modifierComposition(op, call) {
          element.parts.append(.composition(composition))
        }
      } else if name == "onChange" {
        collect(base, into: &element)
        // TCA 2's `.onChange(of: store.x) { state in … }` runs code, not reducers.
        if !Self.observesStore(call) {
          for part in onChangeReducers(call) { merge(part, into: &element) }
        }
      } else if baseText == "self" || baseText == "Self" {
        element.parts.append(.member(name))
      } else if name == "init", SyntaxReading.isTypeName(baseText) {
        element.parts.append(.type(baseText, locate(node)))
      } else if SyntaxReading.isTypeName(name), SyntaxReading.isTypeName(baseText),
        !base.is(FunctionCallExprSyntax.self)
      {
        element.parts.append(.type(baseText + "." + name, locate(node)))
      } else {
        collect(base, into: &element)
        element.parts.append(.operatorCall(operatorCall(call, name: name, at: member.declName)))
      }
      return
    }
    guard let name = SyntaxReading.calleeName(call) else { return }
    switch name {
    case "Scope":
      if let composition = scopeComposition(call) {
        element.parts.append(.composition(composition))
      }
    case _ where DialectVocabulary.anySpells(\.groupBuilders, name):
      if let closure = call.trailingClosure {
        for part in elements(of: closure.statements) { merge(part, into: &element) }
      }
    case _ where Self.composesNoChild(name):
      return
    case _ where SyntaxReading.isTypeName(name):
      element.parts.append(.type(SyntaxReading.genericParts(name).base, locate(call)))
      if let closure = Self.builderClosure(of: call) {
        for part in elements(of: closure.statements) { merge(part, into: &element) }
      }
    default:
      element.parts.append(.member(name))
    }
  }

  /// Whether an `onChange` observes a value of the store (TCA 2's `.onChange(of: store.x)`),
  /// not a key path of the state (1.x's `.onChange(of: \\.x)`).
  private static func observesStore(_ call: FunctionCallExprSyntax) -> Bool {
    guard let observed = call.arguments.first(where: { $0.label?.text == "of" })?.expression,
      let member = SyntaxReading.unwrap(observed).as(MemberAccessExprSyntax.self)
    else { return false }
    return member.base.map(SyntaxReading.text) == "store"
  }

  /// A modifier the scanner does not know, with its arguments' paths, for the assembly to
  /// expand when the app declares it as an operator
  /// (`.observation(state: \.list, action: \.list)`).
  private func operatorCall(
    _ call: FunctionCallExprSyntax, name: String, at nameToken: some SyntaxProtocol
  ) -> RawOperatorCall {
    let arguments = call.arguments.map { argument in
      let path = CasePathReading.path(of: argument.expression)
      return RawOperatorArgument(
        label: argument.label?.text, path: path?.path, isCasePath: path?.isCasePath ?? false)
    }
    return RawOperatorCall(name: name, arguments: arguments, location: locate(nameToken))
  }

  /// The operator parameter an argument names (`state` in `Scope(state: state, …)`), if any.
  private func parameterName(_ expression: ExprSyntax) -> String? {
    guard
      let name = SyntaxReading.unwrap(expression).as(DeclReferenceExprSyntax.self)?.baseName.text,
      pathParameters.contains(name)
    else { return nil }
    return name
  }

  /// The trailing closure of a reducer built around a builder of reducers on its own domain
  /// (`Logged { Scope(…) }`, `Recursing { (me) in core(me: me) }`): a call with no other
  /// argument whose closure takes at most one parameter. A closure of two or more parameters
  /// (`Audit { state, action in … }`) reduces rather than builds, and is not read as one.
  private static func builderClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    guard call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty,
      let closure = call.trailingClosure
    else { return nil }
    return (SyntaxReading.closureParameterNames(closure)?.count ?? 0) <= 1 ? closure : nil
  }

  private func merge(_ part: RawBodyElement, into element: inout RawBodyElement) {
    element.parts += part.parts
  }

  /// What the reducer closure of `onChange(of:) { old, new in … }` composes (`Scope`, child types).
  private mutating func onChangeReducers(_ call: FunctionCallExprSyntax) -> [RawBodyElement] {
    let closure =
      call.trailingClosure
      ?? call.arguments.first { $0.label == nil && $0.expression.is(ClosureExprSyntax.self) }?
      .expression.as(ClosureExprSyntax.self)
    guard let closure else { return [] }
    return elements(of: closure.statements)
  }

  private mutating func scopeComposition(_ call: FunctionCallExprSyntax) -> RawComposition? {
    let arguments = Array(call.arguments)
    let stateArgument =
      arguments.first { $0.label?.text == "state" } ?? arguments.first { $0.label == nil }
    let actionArgument = arguments.first { $0.label?.text == "action" }
    let stateParameter = stateArgument.flatMap { parameterName($0.expression) }
    let actionParameter = actionArgument.flatMap { parameterName($0.expression) }
    guard let stateArgument,
      let state = CasePathReading.path(of: stateArgument.expression)
        ?? stateParameter.map({ _ in (path: "", isCasePath: false) }),
      let action = actionArgument.map({
        CasePathReading.path(of: $0.expression)
          ?? actionParameter.map { _ in (path: "", isCasePath: false) }
      }) ?? Self.samePathAction(state: stateArgument, state)
    else {
      unresolved.append(.unreadPaths(of: "Scope", at: locate(call)))
      return nil
    }
    let read = childReducers(call, labels: ["child"])
    var composition = RawComposition(
      op: .scope, statePath: state.path, stateIsCasePath: state.isCasePath,
      actionPath: action.path, children: read.names, hasClosure: true,
      inlineScopes: read.inlineScopes, wrappers: read.wrappers, memberChildren: read.members,
      location: locate(call))
    composition.stateParameter = stateParameter
    composition.actionParameter = actionParameter
    return composition
  }

  private mutating func modifierComposition(
    _ op: RawComposition.Operator, _ call: FunctionCallExprSyntax
  ) -> RawComposition? {
    let arguments = Array(call.arguments)
    let actionArgument = arguments.first { $0.label?.text == "action" }
    let stateArgument =
      arguments.first { $0.label == nil } ?? arguments.first { $0.label?.text == "state" }
    let stateParameter = stateArgument.flatMap { parameterName($0.expression) }
    let actionParameter = actionArgument.flatMap { parameterName($0.expression) }
    let stateReference =
      stateParameter == nil ? stateArgument.flatMap { Self.storedPathName($0.expression) } : nil
    guard let stateArgument,
      let state = CasePathReading.path(of: stateArgument.expression)
        ?? (stateParameter ?? stateReference).map({ _ in (path: "", isCasePath: false) }),
      let action = actionArgument.map({
        CasePathReading.path(of: $0.expression)
          ?? actionParameter.map { _ in (path: "", isCasePath: false) }
      }) ?? Self.samePathAction(state: stateArgument, state)
    else {
      unresolved.append(
        .unreadModifierPaths(
          of: SyntaxReading.calleeName(call) ?? "modifier",
          at: locate(
            call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) }
              ?? Syntax(call))))
      return nil
    }
    let labels: Set<String> = ["then", "element", "destination"]
    let read = childReducers(call, labels: labels)
    let hasClosure =
      call.trailingClosure != nil
      || call.arguments.contains { labels.contains($0.label?.text ?? "") }
    let location = locate(
      call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) }
        ?? Syntax(call))
    var composition = RawComposition(
      op: op, statePath: state.path, stateIsCasePath: state.isCasePath,
      actionPath: action.path, children: read.names, hasClosure: hasClosure,
      inlineScopes: read.inlineScopes, wrappers: read.wrappers, memberChildren: read.members,
      location: location)
    if state.path.isEmpty { composition.stateReference = stateReference }
    composition.stateParameter = stateParameter
    composition.actionParameter = actionParameter
    composition.isStack = Self.dismissesAsStack(call)
    return composition
  }

  /// The action path of TCA 2's `Scope(\.x) { X() }`, `.ifLet(\.x) { X() }` and
  /// `.forEach(\.x) { X() }`, which write none: the state path's own name. Only for an unlabelled
  /// plain key path of one component, a form 1.x does not have.
  private static func samePathAction(
    state argument: LabeledExprSyntax, _ state: (path: String, isCasePath: Bool)
  ) -> (path: String, isCasePath: Bool)? {
    guard argument.label == nil, argument.expression.is(KeyPathExprSyntax.self),
      !state.isCasePath, !state.path.isEmpty, !state.path.hasPrefix("$"),
      !state.path.contains(".")
    else { return nil }
    return state
  }

  /// Whether a `forEach` passes TCA 2's `dismissStyle: .stack`: a navigation stack, where the
  /// default `.list` is a collection.
  private static func dismissesAsStack(_ call: FunctionCallExprSyntax) -> Bool {
    guard let style = call.arguments.first(where: { $0.label?.text == "dismissStyle" }),
      let member = SyntaxReading.unwrap(style.expression).as(MemberAccessExprSyntax.self)
    else { return false }
    return member.declName.baseName.text == "stack"
  }

  /// `sheetPath` for a state path held in a property (`sheetPath`, `self.sheetPath`,
  /// `Self.sheetPath`), which the assembly looks up in the reducer's stored key paths.
  private static func storedPathName(_ expression: ExprSyntax) -> String? {
    let node = SyntaxReading.unwrap(expression)
    if let reference = node.as(DeclReferenceExprSyntax.self),
      !SyntaxReading.isTypeName(reference.baseName.text)
    {
      return reference.baseName.text
    }
    if let member = node.as(MemberAccessExprSyntax.self),
      let base = member.base.map(SyntaxReading.text), base == "self" || base == "Self"
    {
      return member.declName.baseName.text
    }
    return nil
  }

  /// The reducer types a composition's closure (trailing or labelled) builds, the `Scope`s it
  /// writes inline, the reducers in it that take a closure of reducers of their own, and the
  /// stored properties it names as reducers (`workoutHomeStore`, `self.child`).
  private mutating func childReducers(_ call: FunctionCallExprSyntax, labels: Set<String>)
    -> (
      names: [String], inlineScopes: [RawComposition], wrappers: [RawWrapper], members: [String]
    )
  {
    var expressions: [ExprSyntax] = []
    if let closure = call.trailingClosure {
      expressions = closure.statements.compactMap { itemExpression($0) }
    } else if let argument = call.arguments.first(where: { labels.contains($0.label?.text ?? "") })
    {
      if let closure = argument.expression.as(ClosureExprSyntax.self) {
        expressions = closure.statements.compactMap { itemExpression($0) }
      } else {
        expressions = [argument.expression]
      }
    } else {
      return ([], [], [], [])
    }
    var names: [String] = []
    var inlineScopes: [RawComposition] = []
    var wrappers: [RawWrapper] = []
    var members: [String] = []
    for expression in expressions {
      if let scope = SyntaxReading.unwrap(expression).as(FunctionCallExprSyntax.self),
        SyntaxReading.calleeName(scope) == "Scope"
      {
        guard let composition = scopeComposition(scope) else { continue }
        if composition.actionPath == "self" {
          // `Scope(state: \Identified<ID, X.State>.value, action: /.self) { X() }` only narrows
          // the state: its reducers are the composition's own children.
          names += composition.children
          inlineScopes += composition.inlineScopes
          members += composition.memberChildren
        } else {
          inlineScopes.append(composition)
        }
      } else if Self.isCaseLetChain(expression) {
        inlineScopes += caseLetCompositions(expression)
      } else if let name = reducerTypeName(expression) {
        names.append(name)
        if let wrapper = wrapperReading(expression, name: name) { wrappers.append(wrapper) }
      } else if let member = Self.propertyName(expression) {
        members.append(member)
      } else if let closure = Self.closurePropertyCall(expression) {
        members.append(closure + "()")
      } else if !isKnownReducerWithoutChild(expression) {
        unresolved.append(
          .unfollowableChildReducer(SyntaxReading.text(expression), at: locate(expression)))
      }
    }
    return (names, inlineScopes, wrappers, members)
  }

  /// `child`, `self.child`, also with modifiers (`child._printChanges()`): a reducer held in a
  /// property of the composing reducer, whose declared type the assembly reads.
  private static func propertyName(_ expression: ExprSyntax) -> String? {
    var node = SyntaxReading.unwrap(expression)
    while let call = node.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      !SyntaxReading.isTypeName(member.declName.baseName.text)
    {
      node = SyntaxReading.unwrap(base)
    }
    if let reference = node.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return SyntaxReading.isTypeName(name) || name == "self" || name == "Self" ? nil : name
    }
    if let member = node.as(MemberAccessExprSyntax.self),
      let base = member.base.map(SyntaxReading.text), base == "self"
    {
      return member.declName.baseName.text
    }
    return nil
  }

  /// `root` for `root()` or `self.root()`: a call with no arguments of a stored property that
  /// holds a closure building the child (`let root: () -> Root`), which the assembly reads by
  /// the property's type.
  private static func closurePropertyCall(_ expression: ExprSyntax) -> String? {
    guard let call = SyntaxReading.unwrap(expression).as(FunctionCallExprSyntax.self),
      call.arguments.isEmpty, call.trailingClosure == nil
    else { return nil }
    let callee = call.calledExpression
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return SyntaxReading.isTypeName(name) ? nil : name
    }
    if let member = callee.as(MemberAccessExprSyntax.self),
      member.base.map(SyntaxReading.text) == "self",
      !SyntaxReading.isTypeName(member.declName.baseName.text)
    {
      return member.declName.baseName.text
    }
    return nil
  }

  /// Whether an expression is `EmptyReducer()` followed by `ifCaseLet` modifiers only
  /// (`EmptyReducer().ifCaseLet(/Route.a, action: /RouteAction.a) { A() }.ifCaseLet(…)`): a
  /// reducer over an enum running one child per case, as inline `Scope`s over the cases do.
  private static func isCaseLetChain(_ expression: ExprSyntax) -> Bool {
    var node = SyntaxReading.unwrap(expression)
    var modifiers = 0
    while let call = node.as(FunctionCallExprSyntax.self) {
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
      {
        guard member.declName.baseName.text == "ifCaseLet" else { return false }
        modifiers += 1
        node = SyntaxReading.unwrap(base)
        continue
      }
      return modifiers > 0 && call.arguments.isEmpty && call.trailingClosure == nil
        && SyntaxReading.calleeName(call) == "EmptyReducer"
    }
    return false
  }

  /// The `ifCaseLet`s of a chain that ``isCaseLetChain(_:)`` accepts, in the order written.
  private mutating func caseLetCompositions(_ expression: ExprSyntax) -> [RawComposition] {
    var compositions: [RawComposition] = []
    var node = SyntaxReading.unwrap(expression)
    while let call = node.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
    {
      if let composition = modifierComposition(.ifCaseLet, call) {
        compositions.insert(composition, at: 0)
      }
      node = SyntaxReading.unwrap(base)
    }
    return compositions
  }

  /// `StackReducer(state: \.a, action: \.a) { FeatureA() }` read as a wrapper of `FeatureA`:
  /// a call to the reducer `name` whose trailing closure builds reducer types.
  private mutating func wrapperReading(_ expression: ExprSyntax, name: String) -> RawWrapper? {
    guard let call = SyntaxReading.unwrap(expression).as(FunctionCallExprSyntax.self),
      call.trailingClosure != nil
    else { return nil }
    let saved = unresolved
    let inner = childReducers(call, labels: [])
    unresolved = saved
    guard !inner.names.isEmpty, inner.inlineScopes.isEmpty, inner.wrappers.isEmpty else {
      return nil
    }
    let state = call.arguments.first { $0.label?.text == "state" }
      .flatMap { CasePathReading.path(of: $0.expression)?.path }
    return RawWrapper(name: name, statePath: state, children: inner.names)
  }

  private func itemExpression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
    switch item.item {
    case .expr(let expression): return expression
    case .stmt(let statement):
      if let returned = statement.as(ReturnStmtSyntax.self) { return returned.expression }
      return statement.as(ExpressionStmtSyntax.self)?.expression
    case .decl: return nil
    @unknown default: return nil
    }
  }

  /// `X()`, `Module.X()`, `X.body`, `X.init`, `X()` with modifiers, as `X` / `Module.X`.
  private func reducerTypeName(_ expression: ExprSyntax) -> String? {
    var node = SyntaxReading.unwrap(expression)
    while true {
      if let call = node.as(FunctionCallExprSyntax.self) {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
          let name = SyntaxReading.name(reference.baseName)
          guard SyntaxReading.isTypeName(name), !Self.composesNoChild(name) else {
            return nil
          }
          return name
        }
        if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
          let name = SyntaxReading.text(specialized.expression)
          return SyntaxReading.isTypeName(name) ? name : nil
        }
        node = call.calledExpression
        continue
      }
      if let member = node.as(MemberAccessExprSyntax.self), let base = member.base {
        let baseText = SyntaxReading.text(base)
        let name = SyntaxReading.name(member.declName.baseName)
        if base.is(FunctionCallExprSyntax.self) {
          node = base
          continue
        }
        if name == "body" || name == "init" {
          return SyntaxReading.isTypeName(baseText) ? baseText : nil
        }
        if !SyntaxReading.isTypeName(name) {
          // `Destination.body.dependency(\.a, b)`, `Path.body._printChanges()`: a modifier.
          node = base
          continue
        }
        let whole = baseText + "." + name
        if SyntaxReading.isTypeName(name), SyntaxReading.isTypeName(baseText) {
          return Self.composesNoChild(name) ? nil : whole
        }
        return nil
      }
      return nil
    }
  }

  private func isKnownReducerWithoutChild(_ expression: ExprSyntax) -> Bool {
    guard let call = SyntaxReading.unwrap(expression).as(FunctionCallExprSyntax.self),
      let name = SyntaxReading.calleeName(call)
    else { return false }
    return Self.composesNoChild(name)
  }
}
