internal import SwiftSyntax
internal import TreeIntrospect

/// Reads what one handler arm does: stack writes, pops, pushes, dismissals, sends, and whether it
/// mutates state or returns an effect.
final class ArmEffectReader: PruningSyntaxVisitor {
  private let locate: (any SyntaxProtocol) -> TreeIntrospect.SourceLocation
  private let armRoot: SyntaxIdentifier
  /// Whether `.init(value: .x)` is an effect sending `x`: in a reducer value's closure.
  private let readsInitValueEffects: Bool
  private(set) var effects: [RawEffect] = []
  private(set) var mutatesState = false
  private(set) var returnsEffect = false

  private static let pureMethods: Set<String> = [
    "contains", "first", "last", "filter", "map", "compactMap", "flatMap", "reduce", "sorted",
    "firstIndex", "lastIndex", "index", "allSatisfy", "min", "max", "prefix", "suffix", "count",
    "isEmpty", "description", "ids", "elements", "joined", "starts", "hasPrefix", "hasSuffix",
  ]

  /// Reads the statements of an arm; `readsInitValueEffects` in a reducer value's closure.
  static func read(
    _ node: some SyntaxProtocol, readsInitValueEffects: Bool = false,
    locate: @escaping (any SyntaxProtocol) -> TreeIntrospect.SourceLocation
  ) -> ArmEffectReader {
    let reader = ArmEffectReader(
      root: Syntax(node), readsInitValueEffects: readsInitValueEffects, locate: locate)
    reader.walk(node)
    return reader
  }

  private init(
    root: Syntax, readsInitValueEffects: Bool,
    locate: @escaping (any SyntaxProtocol) -> TreeIntrospect.SourceLocation
  ) {
    self.locate = locate
    self.armRoot = root.id
    self.readsInitValueEffects = readsInitValueEffects
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    guard elements.count >= 3 else { return .visitChildren }
    let isAssignment =
      elements[1].is(AssignmentExprSyntax.self)
      || (elements[1].as(BinaryOperatorExprSyntax.self).map { operatorText in
        let text = operatorText.operator.text
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(text)
      } ?? false)
    guard isAssignment, SyntaxReading.rootName(elements[0]) == "state" else {
      return .visitChildren
    }
    mutatesState = true
    if let stackWrite = stackSubscript(in: elements[0]) {
      effects.append(stackWrite)
    } else if elements[1].is(AssignmentExprSyntax.self), elements.count == 3,
      elements[2].is(NilLiteralExprSyntax.self), let target = statePath(elements[0])
    {
      effects.append(RawEffect(kind: .assignNil, target: target, location: locate(elements[0])))
    }
    return .visitChildren
  }

  override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
    if SyntaxReading.rootName(node.expression) == "state" { mutatesState = true }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else {
      if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "send"
        || ValueReducerReader.isValueEffect(node)
      {
        recordSend(node)
      }
      return .visitChildren
    }
    let name = member.declName.baseName.text
    if readsInitValueEffects, ValueReducerReader.isInitValueEffect(node) {
      recordSend(node)
      return .visitChildren
    }
    guard let base = member.base else {
      if name == "send" { recordSend(node) }
      return .visitChildren
    }
    if name == "send",
      DialectVocabulary.anySpells(\.effectTypes, SyntaxReading.text(base))
        || DeclarationCollector.isStore(base)
    {
      // `store` is a TCA 2 feature's own: `try store.send(.child(.refresh))` in a task.
      recordSend(node)
      return .visitChildren
    }
    guard SyntaxReading.rootName(base) == "state", !Self.pureMethods.contains(name) else {
      return .visitChildren
    }
    mutatesState = true
    if let stackWrite = stackSubscript(in: base) {
      effects.append(stackWrite)
      return .visitChildren
    }
    let target = statePath(base)
    let location = locate(member.declName)
    switch name {
    case "pop":
      if node.arguments.first?.label?.text == "from" {
        effects.append(RawEffect(kind: .popFrom, target: target, location: location))
      }
    case "removeLast", "popLast":
      effects.append(RawEffect(kind: .removeLast, target: target, location: location))
    case "append":
      let pushed = node.arguments.first.flatMap {
        CasePathReading.route(ofExpression: $0.expression)?.cases.first
      }
      effects.append(RawEffect(kind: .append, target: target, detail: pushed, location: location))
    default:
      break
    }
    return .visitChildren
  }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    guard !isInsideClosure(node) else { return .visitChildren }
    guard let expression = node.expression else { return .visitChildren }
    if !Self.isNoEffect(expression) { returnsEffect = true }
    return .visitChildren
  }

  /// Whether a returned expression is the empty effect, however spaced or spelled: `.none`,
  /// `. none`, `Effect.none`, `EffectTask.none`, `Effect<Action>.none`, `EffectOf<Self>.none`.
  static func isNoEffect(_ expression: ExprSyntax) -> Bool {
    guard let member = SyntaxReading.unwrap(expression).as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "none", member.declName.argumentNames == nil
    else { return false }
    guard let base = member.base else { return true }
    return DialectVocabulary.anySpells(\.effectTypes, SyntaxReading.text(base))
  }

  private func recordSend(_ call: FunctionCallExprSyntax) {
    guard let argument = call.arguments.first?.expression,
      let route = CasePathReading.route(ofExpression: argument)
    else { return }
    effects.append(
      RawEffect(
        kind: .send, detail: route.cases.joined(separator: "."), route: route.cases,
        location: locate(call)))
  }

  /// `state.path[id: id, case: \.x]` somewhere in an access chain, as a stack write.
  private func stackSubscript(in expression: ExprSyntax) -> RawEffect? {
    var current: ExprSyntax? = SyntaxReading.unwrap(expression)
    while let node = current {
      if let subscriptCall = node.as(SubscriptCallExprSyntax.self) {
        if let caseArgument = subscriptCall.arguments.first(where: { $0.label?.text == "case" }),
          subscriptCall.arguments.contains(where: { $0.label?.text == "id" })
        {
          let detail = CasePathReading.path(of: caseArgument.expression)?.path
          return RawEffect(
            kind: .stackWrite, target: statePath(subscriptCall.calledExpression), detail: detail,
            location: locate(subscriptCall))
        }
        current = SyntaxReading.unwrap(subscriptCall.calledExpression)
      } else if let member = node.as(MemberAccessExprSyntax.self), let base = member.base {
        current = SyntaxReading.unwrap(base)
      } else if let call = node.as(FunctionCallExprSyntax.self) {
        current = SyntaxReading.unwrap(call.calledExpression)
      } else {
        current = nil
      }
    }
    return nil
  }

  /// `camino` for `state.camino`, `settings.user` for `state.settings.user`.
  private func statePath(_ expression: ExprSyntax) -> String? {
    var names: [String] = []
    var current: ExprSyntax? = SyntaxReading.unwrap(expression)
    while let node = current {
      if let member = node.as(MemberAccessExprSyntax.self) {
        names.insert(member.declName.baseName.text, at: 0)
        current = member.base.map(SyntaxReading.unwrap)
      } else if let reference = node.as(DeclReferenceExprSyntax.self),
        reference.baseName.text == "state"
      {
        return names.isEmpty ? nil : names.joined(separator: ".")
      } else {
        return nil
      }
    }
    return nil
  }

  private func isInsideClosure(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current, parent.id != armRoot {
      if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) { return true }
      current = parent.parent
    }
    return false
  }
}
