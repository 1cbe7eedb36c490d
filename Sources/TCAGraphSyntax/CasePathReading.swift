internal import SwiftSyntax

/// Reads action routes out of patterns, constructed actions, and key and case paths.
enum CasePathReading {
  /// A route through enum cases and, if the pattern ends by binding the rest, the bound name.
  struct Route {
    var cases: [String]
    var binding: String?

    /// Whether the deepest case's payload is bound to a name (not `_`).
    var bindsPayload: Bool { binding.map { $0 != "_" } ?? false }
  }

  /// The route of a pattern such as `let .camino(.element(id: _, action: .resena(.delegate(let x))))`.
  static func route(ofPattern pattern: PatternSyntax) -> Route? {
    if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      return route(ofPattern: binding.pattern)
    }
    if let expressionPattern = pattern.as(ExpressionPatternSyntax.self) {
      return route(ofExpression: expressionPattern.expression, inPattern: true)
    }
    return nil
  }

  /// Every name a pattern binds, in source order: `action` and `image` in
  /// `let .loaded(action, image)`, in `.loaded(let action, let image)` or in `let (action, image)`.
  static func boundNames(in pattern: PatternSyntax) -> [String] {
    let underLet = pattern.is(ValueBindingPatternSyntax.self)
    var names: [String] = []
    for token in pattern.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, let parent = token.parent else {
        continue
      }
      if parent.is(IdentifierPatternSyntax.self) {
        names.append(name)
      } else if underLet, let reference = parent.as(DeclReferenceExprSyntax.self),
        reference.parent?.is(LabeledExprSyntax.self) == true
      {
        names.append(name)
      }
    }
    return names
  }

  /// The route of the pattern's element `index` when the switch subject is a tuple
  /// (`case let (.browsing, .payment(.delegate(.paid(x))))`), else of the whole pattern.
  static func route(ofPattern pattern: PatternSyntax, tupleElement index: Int?) -> Route? {
    guard let index else { return route(ofPattern: pattern) }
    var inner = pattern
    if let binding = inner.as(ValueBindingPatternSyntax.self) { inner = binding.pattern }
    if let tuple = inner.as(TuplePatternSyntax.self) {
      let elements = Array(tuple.elements)
      return index < elements.count ? route(ofPattern: elements[index].pattern) : nil
    }
    guard let expression = inner.as(ExpressionPatternSyntax.self)?.expression,
      let tuple = SyntaxReading.unwrap(expression).as(TupleExprSyntax.self)
    else { return nil }
    let elements = Array(tuple.elements)
    guard index < elements.count else { return nil }
    return route(ofExpression: elements[index].expression, inPattern: true)
  }

  /// The route of an action built or matched by an expression: `.delegate(.perfilGuardado(p))`.
  static func route(ofExpression expression: ExprSyntax, inPattern: Bool = false) -> Route? {
    var cases: [String] = []
    var current: ExprSyntax? = SyntaxReading.unwrap(expression)
    var binding: String?
    while let node = current {
      current = nil
      if let member = node.as(MemberAccessExprSyntax.self) {
        guard isCaseReference(member) else { break }
        cases.append(member.declName.baseName.text)
      } else if let call = node.as(FunctionCallExprSyntax.self) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          isCaseReference(member)
        else { break }
        cases.append(member.declName.baseName.text)
        guard let next = followedArgument(call.arguments) else { break }
        let unwrapped = SyntaxReading.unwrap(next)
        if let boundName = boundName(unwrapped, inPattern: inPattern) {
          binding = boundName
        } else {
          current = unwrapped
        }
      }
    }
    return cases.isEmpty ? nil : Route(cases: cases, binding: binding)
  }

  /// The route of `action.is(\.a.b)` or a case key path `\.a.b`.
  static func route(ofKeyPath keyPath: KeyPathExprSyntax) -> [String] {
    keyPathComponents(keyPath).filter { $0 != "Cases" }
  }

  /// Property names of a key path, `$` kept (`$editor`), optional markers and subscripts skipped.
  static func keyPathComponents(_ keyPath: KeyPathExprSyntax) -> [String] {
    keyPath.components.compactMap { component in
      guard case .property(let property) = component.component else { return nil }
      return property.declName.baseName.text
    }
  }

  /// A state or action path as the IR writes it, and whether it was written as a case path.
  static func path(of expression: ExprSyntax) -> (path: String, isCasePath: Bool)? {
    let node = SyntaxReading.unwrap(expression)
    if let keyPath = node.as(KeyPathExprSyntax.self) {
      var components = keyPathComponents(keyPath)
      var isCasePath = false
      if components.first == "Cases" {
        components.removeFirst()
        isCasePath = true
      }
      if let root = keyPath.root.map(SyntaxReading.text), root.hasSuffix("Cases") {
        isCasePath = true
      }
      return components.isEmpty ? nil : (components.joined(separator: "."), isCasePath)
    }
    if let sequence = node.as(SequenceExprSyntax.self) {
      return appendedCasePath(sequence)
    }
    if let prefix = node.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "/" {
      return casePathNames(prefix.expression).map { ($0.joined(separator: "."), true) }
    }
    return nil
  }

  /// `/Action.internal..Action.InternalAction.sortOrder` (CasePaths' `..` appends one case path to
  /// another) as `internal.sortOrder`.
  private static func appendedCasePath(_ sequence: SequenceExprSyntax) -> (String, Bool)? {
    let elements = Array(sequence.elements)
    guard elements.count >= 3, elements.count % 2 == 1,
      let first = elements.first?.as(PrefixOperatorExprSyntax.self), first.operator.text == "/"
    else { return nil }
    var names: [String] = []
    for (index, element) in elements.enumerated() {
      if index % 2 == 1 {
        guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == ".." else { return nil }
        continue
      }
      let part = element.as(PrefixOperatorExprSyntax.self)?.expression ?? element
      guard let partNames = casePathNames(part) else { return nil }
      names += partNames
    }
    return (names.joined(separator: "."), true)
  }

  /// The case names of the expression after `/` (`Action.internal` → `internal`).
  private static func casePathNames(_ expression: ExprSyntax) -> [String]? {
    var names: [String] = []
    var current: ExprSyntax? = SyntaxReading.unwrap(expression)
    while let part = current {
      current = nil
      if let member = part.as(MemberAccessExprSyntax.self) {
        names.insert(member.declName.baseName.text, at: 0)
        current = member.base
      } else if let reference = part.as(DeclReferenceExprSyntax.self) {
        names.insert(reference.baseName.text, at: 0)
      } else if let call = part.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      }
    }
    while let first = names.first, SyntaxReading.isTypeName(first), names.count > 1 {
      names.removeFirst()
    }
    return names.isEmpty ? nil : names
  }

  /// `.x` or `Action.x` / `Self.Action.x`, but not a value such as `state.x`.
  private static func isCaseReference(_ member: MemberAccessExprSyntax) -> Bool {
    guard let base = member.base else { return true }
    guard let root = SyntaxReading.rootName(base) else { return false }
    return SyntaxReading.isTypeName(root)
  }

  /// The argument a route continues through: the only one, the one labelled `action`, or the last
  /// one that is itself a case.
  private static func followedArgument(_ arguments: LabeledExprListSyntax) -> ExprSyntax? {
    if arguments.count == 1 { return arguments.first?.expression }
    if let labelled = arguments.first(where: { $0.label?.text == "action" }) {
      return labelled.expression
    }
    return arguments.last(where: { argument in
      let expression = SyntaxReading.unwrap(argument.expression)
      return expression.is(MemberAccessExprSyntax.self)
        || expression.is(FunctionCallExprSyntax.self)
    })?.expression ?? (arguments.count == 2 ? arguments.last?.expression : nil)
  }

  /// The name a pattern argument binds (`let x`, `x` inside `case let`), if it binds one.
  private static func boundName(_ expression: ExprSyntax, inPattern: Bool) -> String? {
    if let patternExpression = expression.as(PatternExprSyntax.self) {
      var pattern = patternExpression.pattern
      if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
      return pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "_"
    }
    if expression.is(DiscardAssignmentExprSyntax.self) { return "_" }
    if inPattern, let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    return nil
  }
}
