internal import SwiftSyntax
internal import TCAGraphSupport
internal import TreeIntrospect

/// Reads a file-scope or static reducer value's initialiser into its combined parts, its domain
/// and the action parameter names of its `Reducer { state, action, environment in … }` closures.
struct ValueReducerReader {
  let locate: (any SyntaxProtocol) -> TreeIntrospect.SourceLocation
  /// Constructs read but not understood, with where they are.
  private(set) var unresolved: [ScanDiagnostic] = []
  /// The names the value's reducer closures give their action parameter.
  private(set) var actionNames: Set<String> = []
  /// The domain a combined `Reducer<S, A, E> { … }` closure names, when the value's own
  /// declaration does not (`let timerReducer = Reducer.combine(…, Reducer<S, A, E> { … })`).
  private var closureDomain: (state: String, action: String)?
  /// The roots the value's pullbacks name (`\TimerState.x`, `/TimerAction.x`), in order.
  private var pullbackRoots: [(state: String?, action: String?)] = []

  private static let valueTypeNames: Set<String> = ["Reducer", "AnyReducer"]
  /// Modifiers that return a reducer on the same domain as their base.
  private static let passthroughModifiers: Set<String> = [
    "debug", "debugActions", "debugState", "signpost", "binding", "optional", "resending",
    "haptics", "onChange",
  ]

  init(locate: @escaping (any SyntaxProtocol) -> TreeIntrospect.SourceLocation) {
    self.locate = locate
  }

  /// The value a declaration holds, or `nil` when it does not hold a reducer value.
  /// `scope` is the enclosing type's qualified name (`nil` at file scope).
  mutating func read(_ node: VariableDeclSyntax, scope: String?) -> RawValueReducer? {
    guard node.bindings.count == 1, let binding = node.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = Self.valueExpression(binding)
    else { return nil }
    var domain = binding.typeAnnotation.flatMap { Self.domain(SyntaxReading.typeText($0.type)) }
    let rooted = Self.rootDomain(value)
    if domain == nil, let written = rooted.domain { domain = Self.domain(written) }
    var extensionDomain: (state: String?, action: String?)?
    if let scope, Self.valueTypeNames.contains(scope) {
      extensionDomain = Self.whereClauseDomain(of: node)
    }
    let isValue =
      domain != nil
      || (rooted.isValueType && (scope == nil || extensionDomain != nil))
      || (extensionDomain != nil && rooted.isSelf)
    guard isValue else { return nil }
    var state = domain?.state ?? extensionDomain?.state
    var action = domain?.action ?? extensionDomain?.action
    let id = scope.map { $0 + "." + name } ?? name
    var elements: [RawValueElement] = []
    if let arguments = Self.combineArguments(value) {
      for argument in arguments {
        var element = RawValueElement()
        collect(argument, into: &element)
        elements.append(element)
      }
    } else {
      var element = RawValueElement()
      collect(value, into: &element)
      elements.append(element)
    }
    if domain == nil, extensionDomain == nil, let inferred = inferredDomain() {
      state = inferred.state
      action = inferred.action
    }
    if state == nil || action == nil {
      unresolved.append(.valueReducerTypesUnknown(name: id, at: locate(binding.pattern)))
    }
    return RawValueReducer(
      name: id, scope: scope ?? "", stateType: state, actionType: action, elements: elements,
      location: locate(binding.pattern))
  }

  /// The domain of a value whose declaration names none: the one its own reducer closure
  /// names, else the one every pullback's roots agree on (`\TimerState.x` with `/TimerAction.x`).
  private func inferredDomain() -> (state: String, action: String)? {
    if let closureDomain { return closureDomain }
    let states = Set(pullbackRoots.map(\.state))
    let actions = Set(pullbackRoots.map(\.action))
    guard states.count == 1, actions.count == 1, let state = states.first ?? nil,
      let action = actions.first ?? nil
    else { return nil }
    return (state, action)
  }

  /// The initialiser, or the single expression a computed value's getter returns.
  private static func valueExpression(_ binding: PatternBindingSyntax) -> ExprSyntax? {
    if let value = binding.initializer?.value { return value }
    guard let accessors = binding.accessorBlock,
      case .getter(let statements) = accessors.accessors, statements.count == 1,
      let item = statements.first
    else { return nil }
    switch item.item {
    case .expr(let expression): return expression
    case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
    default: return nil
    }
  }

  /// `(AppState, AppAction)` for `Reducer<AppState, AppAction, AppEnvironment>` or `AnyReducer<…>`.
  private static func domain(_ written: String) -> (state: String, action: String)? {
    let (base, arguments) = SyntaxReading.genericParts(written)
    let short = base.split(separator: ".").last.map(String.init) ?? base
    guard valueTypeNames.contains(short), arguments.count == 3 else { return nil }
    return (arguments[0], arguments[1])
  }

  /// What the chain of an initialiser starts from: `Reducer<S, A, E>` (with its domain as
  /// written), a bare `Reducer`/`AnyReducer`, or `Self`.
  private static func rootDomain(_ expression: ExprSyntax)
    -> (domain: String?, isValueType: Bool, isSelf: Bool)
  {
    var node = SyntaxReading.unwrap(expression)
    while true {
      if let call = node.as(FunctionCallExprSyntax.self) {
        node = call.calledExpression
      } else if let member = node.as(MemberAccessExprSyntax.self) {
        guard let base = member.base else {
          // `.combine(…)` with the type from the declaration or the extension.
          return (nil, false, member.declName.baseName.text == "combine")
        }
        node = base
      } else if let specialized = node.as(GenericSpecializationExprSyntax.self) {
        let name = SyntaxReading.text(specialized.expression)
        guard valueTypeNames.contains(name) else { return (nil, false, false) }
        return (SyntaxReading.text(specialized), true, false)
      } else if let reference = node.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        return (nil, valueTypeNames.contains(name), name == "Self")
      } else {
        return (nil, false, false)
      }
    }
  }

  /// `State == AppState, Action == AppAction` in `extension Reducer where …`.
  private static func whereClauseDomain(of node: VariableDeclSyntax)
    -> (state: String?, action: String?)?
  {
    var current = node.parent
    while let parent = current, !parent.is(ExtensionDeclSyntax.self) { current = parent.parent }
    guard let requirements = current?.as(ExtensionDeclSyntax.self)?.genericWhereClause?.requirements
    else { return nil }
    var state: String?
    var action: String?
    for requirement in requirements {
      guard case .sameTypeRequirement(let same) = requirement.requirement else { continue }
      switch SyntaxReading.text(same.leftType) {
      case "State": state = SyntaxReading.text(same.rightType)
      case "Action": action = SyntaxReading.text(same.rightType)
      default: break
      }
    }
    return state == nil && action == nil ? nil : (state, action)
  }

  /// The reducers a `combine(…)` call lists (its arguments, or the elements of its one array).
  private static func combineArguments(_ expression: ExprSyntax) -> [ExprSyntax]? {
    guard let call = SyntaxReading.unwrap(expression).as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "combine"
    else { return nil }
    if call.arguments.count == 1,
      let array = call.arguments.first?.expression.as(
        ArrayExprSyntax.self)
    {
      return array.elements.map(\.expression)
    }
    return call.arguments.map(\.expression)
  }

  /// Everything one combined reducer composes, following `combine`, `combined(with:)` and
  /// same-domain modifiers.
  private mutating func collect(_ expression: ExprSyntax, into element: inout RawValueElement) {
    let node = SyntaxReading.unwrap(expression)
    if let arguments = Self.combineArguments(node) {
      for argument in arguments { collect(argument, into: &element) }
      return
    }
    if let reference = node.as(DeclReferenceExprSyntax.self) {
      element.parts.append(.value(reference.baseName.text, locate(node)))
      return
    }
    if let member = node.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if name != "empty" { element.parts.append(.value(SyntaxReading.text(member), locate(node))) }
      return
    }
    guard let call = node.as(FunctionCallExprSyntax.self) else {
      unresolved.append(.unfollowableReducer(SyntaxReading.text(node), at: locate(node)))
      return
    }
    if isHandlerClosure(call) { return }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
      unresolved.append(
        .unfollowableReducerValue(builtBy: SyntaxReading.text(node), at: locate(node)))
      return
    }
    let name = member.declName.baseName.text
    switch name {
    case "pullback", "forEach":
      if let base = member.base { pullback(call, name: name, base: base, into: &element) }
    case "combined":
      if let base = member.base { collect(base, into: &element) }
      if let other = call.arguments.first?.expression { collect(other, into: &element) }
    case _ where Self.passthroughModifiers.contains(name):
      if let base = member.base { collect(base, into: &element) }
    default:
      unresolved.append(
        .unfollowableReducerValue(builtBy: SyntaxReading.text(node), at: locate(node)))
    }
  }

  /// `Reducer { state, action, environment in … }` (also `Reducer<S, A, E>`, `AnyReducer`,
  /// `.init { … }`, `Self { … }`): its action parameter's name is remembered for its `switch`.
  private mutating func isHandlerClosure(_ call: FunctionCallExprSyntax) -> Bool {
    let callee = SyntaxReading.calleeName(call) ?? ""
    guard Self.valueTypeNames.contains(callee) || callee == "init" || callee == "Self",
      let closure = call.trailingClosure
        ?? call.arguments.first?.expression.as(
          ClosureExprSyntax.self)
    else { return false }
    if let names = SyntaxReading.closureParameterNames(closure), names.count == 3 {
      actionNames.insert(names[1])
    }
    if closureDomain == nil,
      let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self)
    {
      closureDomain = Self.domain(SyntaxReading.text(specialized))
    }
    return true
  }

  private mutating func pullback(
    _ call: FunctionCallExprSyntax, name: String, base: ExprSyntax,
    into element: inout RawValueElement
  ) {
    let stateArgument = call.arguments.first { $0.label?.text == "state" }
    let actionArgument = call.arguments.first { $0.label?.text == "action" }
    let location = locate(call.calledExpression.as(MemberAccessExprSyntax.self)?.declName ?? call)
    guard let stateExpression = stateArgument?.expression,
      let state = CasePathReading.path(of: stateExpression),
      let actionExpression = actionArgument?.expression,
      let action = CasePathReading.path(of: actionExpression)
    else {
      unresolved.append(.unreadPaths(of: name, at: locate(call)))
      return
    }
    pullbackRoots.append(
      (Self.keyPathRoot(stateExpression), Self.casePathRoot(actionExpression)))
    var isOptional = false
    var node = SyntaxReading.unwrap(base)
    while let inner = node.as(FunctionCallExprSyntax.self),
      let member = inner.calledExpression.as(MemberAccessExprSyntax.self),
      Self.passthroughModifiers.contains(member.declName.baseName.text),
      let innerBase = member.base
    {
      if member.declName.baseName.text == "optional" { isOptional = true }
      node = SyntaxReading.unwrap(innerBase)
    }
    let child: String
    var childIsType = false
    if let reference = node.as(DeclReferenceExprSyntax.self) {
      child = reference.baseName.text
    } else if let member = node.as(MemberAccessExprSyntax.self) {
      child = SyntaxReading.text(member)
    } else if let bridged = Self.bridgedReducerType(node) {
      child = bridged
      childIsType = true
    } else {
      unresolved.append(
        .notAReducerValue(SyntaxReading.text(node), operator: name, at: locate(node)))
      return
    }
    let op: RawComposition.Operator =
      name == "forEach" ? .forEach : (isOptional && !state.isCasePath ? .ifLet : .scope)
    let composition = RawComposition(
      op: op, statePath: state.path, stateIsCasePath: state.isCasePath, actionPath: action.path,
      children: [child], hasClosure: true, location: location)
    element.parts.append(.pullback(composition, childIsType: childIsType))
  }

  /// `TimerState` for `\TimerState.x`; `nil` for a key path without a root.
  private static func keyPathRoot(_ expression: ExprSyntax) -> String? {
    SyntaxReading.unwrap(expression).as(KeyPathExprSyntax.self)?.root.map(SyntaxReading.typeText)
  }

  /// `TimerAction` for `/TimerAction.x` and `/TimerAction.x(action:)`; `nil` for `/.x`.
  private static func casePathRoot(_ expression: ExprSyntax) -> String? {
    guard let prefixed = SyntaxReading.unwrap(expression).as(PrefixOperatorExprSyntax.self),
      prefixed.operator.text == "/"
    else { return nil }
    var node = SyntaxReading.unwrap(prefixed.expression)
    if let call = node.as(FunctionCallExprSyntax.self) { node = call.calledExpression }
    guard let member = node.as(MemberAccessExprSyntax.self), let root = member.base else {
      return nil
    }
    let written = SyntaxReading.text(root)
    return SyntaxReading.isTypeName(written) ? written : nil
  }

  /// `Settings` for `AnyReducer { _ in Settings() }` (TCA 0.40–0.52 wrapping a `ReducerProtocol`).
  private static func bridgedReducerType(_ node: ExprSyntax) -> String? {
    guard let call = node.as(FunctionCallExprSyntax.self),
      SyntaxReading.calleeName(call) == "AnyReducer", let closure = call.trailingClosure,
      closure.statements.count == 1, let item = closure.statements.first
    else { return nil }
    var expression: ExprSyntax?
    switch item.item {
    case .expr(let value): expression = value
    case .stmt(let statement): expression = statement.as(ReturnStmtSyntax.self)?.expression
    default: return nil
    }
    guard let constructed = expression.flatMap({ $0.as(FunctionCallExprSyntax.self) }),
      let name = SyntaxReading.calleeName(constructed), SyntaxReading.isTypeName(name),
      !valueTypeNames.contains(name)
    else { return nil }
    return SyntaxReading.text(constructed.calledExpression)
  }

  /// `Effect(value: .x)` / `EffectTask(value: .x)`: an action sent as the reducer's effect.
  static func isValueEffect(_ call: FunctionCallExprSyntax) -> Bool {
    guard let callee = SyntaxReading.calleeName(call),
      ["Effect", "EffectTask"].contains(callee), call.arguments.count == 1,
      call.arguments.first?.label?.text == "value"
    else { return false }
    return true
  }

  /// `.init(value: .x)` and `Effect.init(value: .x)`, the spelling a value reducer's closure
  /// returns its effect in: only read inside a reducer value, where `.init` is an `Effect`.
  static func isInitValueEffect(_ call: FunctionCallExprSyntax) -> Bool {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "init", call.arguments.count == 1,
      let argument = call.arguments.first, argument.label?.text == "value",
      CasePathReading.route(ofExpression: argument.expression) != nil
    else { return false }
    guard let base = member.base else { return true }
    return ["Effect", "EffectTask"].contains(SyntaxReading.text(base))
  }
}
