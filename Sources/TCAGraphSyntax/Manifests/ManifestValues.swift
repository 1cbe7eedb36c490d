internal import SwiftSyntax

/// The literal values a manifest's arguments hold, following the variables they name: a
/// variable's initializer, and what `+=`, `append` and `append(contentsOf:)` add to it.
struct ManifestValues {
  /// The expressions that make up each variable, by name.
  private var contributions: [String: [ExprSyntax]] = [:]

  /// Indexes the variables of `tree`.
  init(_ tree: SourceFileSyntax) {
    let indexer = VariableIndexer(viewMode: .sourceAccurate)
    indexer.walk(tree)
    contributions = indexer.contributions
  }

  /// The string `expression` stands for: a literal without interpolation, or a variable that
  /// holds one.
  func literal(_ expression: ExprSyntax) -> String? {
    literal(expression, visited: [])
  }

  /// The names an array argument lists: its string literals and the `name:` of calls such as
  /// `.target(name:)`, `.product(name:package:)` and `.byName(name:)`, through `+` and variables.
  func names(_ expression: ExprSyntax) -> [String] {
    var found: [String] = []
    collectNames(expression, into: &found, visited: [])
    return found
  }

  /// `literal(_:)`, not following a variable twice.
  private func literal(_ expression: ExprSyntax, visited: Set<String>) -> String? {
    if let string = expression.as(StringLiteralExprSyntax.self) {
      return string.representedLiteralValue
    }
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
    let name = reference.baseName.text
    guard !visited.contains(name), let values = contributions[name], values.count == 1 else {
      return nil
    }
    return literal(values[0], visited: visited.union([name]))
  }

  /// Walks `expression` for names, following variables it refers to.
  private func collectNames(
    _ expression: ExprSyntax, into found: inout [String], visited: Set<String>
  ) {
    if let string = expression.as(StringLiteralExprSyntax.self) {
      if let value = string.representedLiteralValue { found.append(value) }
      return
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      guard !visited.contains(name) else { return }
      for value in contributions[name] ?? [] {
        collectNames(value, into: &found, visited: visited.union([name]))
      }
      return
    }
    if let array = expression.as(ArrayExprSyntax.self) {
      for element in array.elements {
        collectNames(element.expression, into: &found, visited: visited)
      }
      return
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      if let name = call.arguments.first(where: { $0.label?.text == "name" }) {
        if let value = literal(name.expression, visited: visited) { found.append(value) }
        return
      }
      if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
        // `[...].map { … }` or `x.filter { … }`: the names come from the base.
        collectNames(base, into: &found, visited: visited)
      }
      return
    }
    for child in expression.children(viewMode: .sourceAccurate) {
      if let child = child.as(ExprSyntax.self) {
        collectNames(child, into: &found, visited: visited)
      } else if let list = child.as(ExprListSyntax.self) {
        for element in list { collectNames(element, into: &found, visited: visited) }
      }
    }
  }
}

/// Collects, for every variable name, its initializer and what is added to it later.
private final class VariableIndexer: SyntaxVisitor {
  private(set) var contributions: [String: [ExprSyntax]] = [:]

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer?.value
    {
      contributions[name, default: []].append(value)
    }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    // `x += [...]`, as the parser leaves it unfolded: the operator between two elements.
    let elements = Array(node.elements)
    if elements.count == 3,
      elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=",
      let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text
    {
      contributions[name, default: []].append(elements[2])
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "append",
      let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let argument = node.arguments.first?.expression
    {
      contributions[name, default: []].append(argument)
    }
    return .visitChildren
  }
}
