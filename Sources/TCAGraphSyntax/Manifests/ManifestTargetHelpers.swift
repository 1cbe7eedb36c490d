internal import SwiftSyntax

/// Functions of a manifest that wrap a target factory (`static func feature(name: String, …)
/// -> Target { .target(name: name, …) }`), so that each call `.feature(name: "Feed")` declares
/// a target too.
struct ManifestTargetHelpers {
  /// One helper: which factory it calls, and which of its parameters carry the target's name,
  /// path and dependencies.
  struct Helper {
    var kind: ManifestTarget.Kind
    /// Parameter labels as callers write them (`nil` for `_`), in order.
    var labels: [String?]
    var nameParameter: Int
    var pathParameter: Int?
    var dependenciesParameter: Int?
  }

  private(set) var helpers: [String: Helper] = [:]

  /// Finds the helpers declared anywhere in the manifest.
  init(_ tree: SourceFileSyntax) {
    let finder = HelperFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    helpers = finder.helpers
  }

  /// The helper a call invokes (`.feature(…)`, `Target.feature(…)`, `feature(…)`), if any.
  func helper(calledBy call: FunctionCallExprSyntax) -> Helper? {
    let name: String
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
    } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else {
      return nil
    }
    return helpers[name]
  }

  /// The argument a call passes for the helper's parameter at `index`, matched by label.
  static func argument(_ index: Int, of helper: Helper, in call: FunctionCallExprSyntax)
    -> ExprSyntax?
  {
    var position = 0
    for argument in call.arguments {
      while position < helper.labels.count, helper.labels[position] != argument.label?.text {
        position += 1
      }
      if position == index { return argument.expression }
      position += 1
    }
    return nil
  }
}

/// Collects the functions returning `Target` whose body calls a factory with a parameter as name.
private final class HelperFinder: SyntaxVisitor {
  private(set) var helpers: [String: ManifestTargetHelpers.Helper] = [:]

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let returned = node.signature.returnClause?.type.trimmedDescription,
      returned == "Target" || returned == "PackageDescription.Target", let body = node.body
    else { return .skipChildren }
    let parameters = Array(node.signature.parameterClause.parameters)
    let names = parameters.map { ($0.secondName ?? $0.firstName).text }
    let labels = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
    for call in body.tokens(viewMode: .sourceAccurate).compactMap({ factoryCall(at: $0) }) {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let kind = ManifestTarget.Kind(rawValue: member.declName.baseName.text),
        let nameIndex = parameterIndex(of: "name", in: call, names: names)
      else { continue }
      helpers[node.name.text] = ManifestTargetHelpers.Helper(
        kind: kind, labels: labels, nameParameter: nameIndex,
        pathParameter: parameterIndex(of: "path", in: call, names: names),
        dependenciesParameter: parameterIndex(of: "dependencies", in: call, names: names))
      break
    }
    return .skipChildren
  }

  /// The call a `.target`-style member name token belongs to.
  private func factoryCall(at token: TokenSyntax) -> FunctionCallExprSyntax? {
    guard ManifestTarget.Kind(rawValue: token.text) != nil,
      let member = token.parent?.parent?.as(MemberAccessExprSyntax.self)
    else { return nil }
    return member.parent?.as(FunctionCallExprSyntax.self)
  }

  /// Which parameter the factory's `label:` argument passes straight through.
  private func parameterIndex(of label: String, in call: FunctionCallExprSyntax, names: [String])
    -> Int?
  {
    guard
      let reference = call.arguments.first(where: { $0.label?.text == label })?.expression
        .as(DeclReferenceExprSyntax.self)
    else { return nil }
    return names.firstIndex(of: reference.baseName.text)
  }
}
