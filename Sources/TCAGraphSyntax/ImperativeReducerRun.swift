internal import SwiftSyntax

/// Reads a reducer member run by hand from inside a `Reduce` closure:
/// `self.core.reduce(into: &state, action: action)`, `core.reduce(…)`, `Self.core.reduce(…)`,
/// `core().reduce(…)`.
enum ImperativeReducerRun {
  /// The member a `reduce(into:action:)` call runs (`core`), or `nil` for any other call.
  static func member(of call: FunctionCallExprSyntax) -> String? {
    guard let called = call.calledExpression.as(MemberAccessExprSyntax.self),
      called.declName.baseName.text == "reduce",
      call.arguments.map({ $0.label?.text }) == ["into", "action"],
      var base = called.base.map(SyntaxReading.unwrap)
    else { return nil }
    if let memberCall = base.as(FunctionCallExprSyntax.self), memberCall.arguments.isEmpty,
      memberCall.trailingClosure == nil
    {
      base = memberCall.calledExpression
    }
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return SyntaxReading.isTypeName(name) || name == "self" ? nil : name
    }
    guard let member = base.as(MemberAccessExprSyntax.self),
      let owner = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      owner == "self" || owner == "Self"
    else { return nil }
    return member.declName.baseName.text
  }
}
