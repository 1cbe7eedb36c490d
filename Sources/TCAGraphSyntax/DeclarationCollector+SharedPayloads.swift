internal import SwiftSyntax
internal import TreeIntrospect

/// A `@Shared` projection handed up through an action's payload and on to another child: the
/// child sends `.delegate(.startCooking(state.$recipe))`, and its parent's arm
/// `case .detail(.delegate(.startCooking(let sharedRecipe))):` builds
/// `CookingTimer.State(recipe: sharedRecipe)`. Both ends are recorded here; the assembly joins
/// them through the parent's handler.
extension DeclarationCollector {
  /// Records a send whose action's deepest payload is a projection of a `@Shared` field of the
  /// state (`state.$recipe`, `$recipe`).
  func recordSharedPayloadSend(_ argument: ExprSyntax, route: [String], typeName: String) {
    guard !route.isEmpty, let payload = Self.deepestPayload(of: argument),
      let field = Self.stateProjection(payload)
    else { return }
    sharedState.payloadSends.append(
      RawSharedPayloadSend(
        typeName: typeName, typeIndex: currentTypeIndex, route: route, projectedField: field,
        location: locate(payload)))
  }

  /// Where the pattern that binds `name` from an action's payload is, when `node` is in the arm
  /// of a `switch` case or an `if case` that binds it: the place of that case's pattern, which
  /// is its handler's.
  func payloadBinding(of name: String, around node: some SyntaxProtocol)
    -> TreeIntrospect.SourceLocation?
  {
    var current = node.parent
    while let parent = current {
      current = parent.parent
      if parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
      if let switchCase = parent.as(SwitchCaseSyntax.self),
        case .case(let label) = switchCase.label
      {
        for item in label.caseItems
        where CasePathReading.boundNames(in: item.pattern).contains(name) {
          return locate(item.pattern)
        }
      }
      if let ifExpression = parent.as(IfExprSyntax.self) {
        for condition in ifExpression.conditions {
          guard case .matchingPattern(let matching) = condition.condition,
            CasePathReading.boundNames(in: matching.pattern).contains(name)
          else { continue }
          return locate(matching.pattern)
        }
      }
    }
    return nil
  }

  /// The innermost payload of a nested case construction: `state.$recipe` for
  /// `.delegate(.startCooking(state.$recipe))`; `nil` when a case takes other than one argument.
  private static func deepestPayload(of expression: ExprSyntax) -> ExprSyntax? {
    var current = SyntaxReading.unwrap(expression)
    var depth = 0
    while let call = current.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
      guard call.arguments.count == 1, let only = call.arguments.first?.expression else {
        return nil
      }
      current = SyntaxReading.unwrap(only)
      depth += 1
    }
    return depth > 0 ? current : nil
  }

  /// `x` for `state.$x`, `self.$x` and `$x`.
  private static func stateProjection(_ expression: ExprSyntax) -> String? {
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      ["state", "self"].contains(SyntaxReading.text(SyntaxReading.unwrap(base)))
    {
      let name = member.declName.baseName.text
      return name.hasPrefix("$") && name.count > 1 ? String(name.dropFirst()) : nil
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return name.hasPrefix("$") && name.count > 1 ? String(name.dropFirst()) : nil
    }
    return nil
  }
}
