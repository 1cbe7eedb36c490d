internal import SwiftSyntax

/// Reads the dependency forms of one declaration or call: `@Dependency(…)` attributes, the
/// overriding modifiers `.dependency(…)` and `.dependencies { … }`, the properties of
/// `extension DependencyValues` and the values of key types.
enum DependencyReader {
  /// The `liveValue`, `testValue` and `previewValue` members of a `DependencyKey`.
  static let keyValueNames: Set<String> = ["liveValue", "testValue", "previewValue"]

  /// What the `@Dependency` attribute among `attributes` names: `nil` when there is none, a
  /// `nil` reference when its argument is no key path or `Type.self`, with the argument as written.
  static func dependencyAttribute(_ attributes: AttributeListSyntax)
    -> (reference: RawDependencyReference?, written: String)?
  {
    for element in attributes {
      guard case .attribute(let attribute) = element else { continue }
      let name = SyntaxReading.text(attribute.attributeName)
      guard name == "Dependency" || name == "Dependencies.Dependency" else { continue }
      guard case .argumentList(let arguments)? = attribute.arguments,
        let first = arguments.first?.expression
      else { return (nil, "") }
      return (reference(of: first), SyntaxReading.text(first))
    }
    return nil
  }

  /// `property("apiClient")` for `\.apiClient`, `\.apiClient.fetch` or
  /// `\DependencyValues.apiClient`; `keyType("APIClient")` for `APIClient.self`.
  static func reference(of expression: ExprSyntax) -> RawDependencyReference? {
    if let keyPath = expression.as(KeyPathExprSyntax.self) {
      let root = keyPath.root.map { SyntaxReading.text($0) }
      guard root == nil || root == "DependencyValues" || root == "Dependencies.DependencyValues"
      else { return nil }
      return firstProperty(of: keyPath).map { .property($0) }
    }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.self), let base = member.base
    {
      let written = SyntaxReading.text(base)
      return SyntaxReading.isTypeName(written) ? .keyType(written) : nil
    }
    return nil
  }

  private static func firstProperty(of keyPath: KeyPathExprSyntax) -> String? {
    guard let first = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
    else { return nil }
    return SyntaxReading.name(first.declName.baseName)
  }

  /// What a `.dependency(…)` call overrides: the key path's property for `.dependency(\.x, v)`,
  /// the value's type for `.dependency(APIClient.mock)` or `.dependency(APIClient(…))`; `nil`
  /// when neither can be read.
  static func overriddenByDependencyCall(_ arguments: LabeledExprListSyntax)
    -> RawDependencyReference?
  {
    guard let first = arguments.first?.expression else { return nil }
    if arguments.count == 2 { return reference(of: first) }
    guard arguments.count == 1 else { return nil }
    let value = SyntaxReading.unwrap(first)
    var typeName: String?
    if let member = value.as(MemberAccessExprSyntax.self), let base = member.base {
      typeName = SyntaxReading.text(base)
    } else if let call = value.as(FunctionCallExprSyntax.self) {
      typeName = SyntaxReading.text(call.calledExpression)
      if typeName?.hasSuffix(".init") == true { typeName?.removeLast(5) }
    }
    guard let typeName, SyntaxReading.isTypeName(typeName) else { return nil }
    return .keyType(typeName)
  }

  /// The properties a `.dependencies { $0.x = … }` closure assigns, in source order, with where.
  static func assignedProperties(in closure: ClosureExprSyntax)
    -> [(property: String, node: Syntax)]
  {
    let parameter = SyntaxReading.closureParameterNames(closure)?.first ?? "$0"
    let finder = AssignmentFinder(root: parameter)
    finder.walk(closure.statements)
    return finder.found
  }

  /// The key type the first `self[APIClientKey.self]` of a `DependencyValues` property's
  /// accessors names.
  static func subscriptedKey(in getter: some SyntaxProtocol) -> String? {
    let finder = SelfSubscriptFinder()
    finder.walk(getter)
    return finder.key
  }

  /// The type a key's value member has: its annotation, else the type its initialiser
  /// constructs (`APIClient(…)`, `Self(…)`, `APIClient.init(…)`).
  static func valueType(of binding: PatternBindingSyntax) -> String? {
    if let annotation = binding.typeAnnotation { return SyntaxReading.typeText(annotation.type) }
    guard let value = binding.initializer?.value,
      let call = SyntaxReading.unwrap(value).as(FunctionCallExprSyntax.self)
    else { return nil }
    var callee = SyntaxReading.text(call.calledExpression)
    if callee.hasSuffix(".init") { callee.removeLast(5) }
    return SyntaxReading.isTypeName(callee) ? callee : nil
  }
}

/// Finds `root.x… = value` assignments, keeping `x`.
private final class AssignmentFinder: SyntaxVisitor {
  let root: String
  var found: [(property: String, node: Syntax)] = []

  init(root: String) {
    self.root = root
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
      let property = firstMember(of: elements[0])
    {
      found.append((property, Syntax(elements[0])))
    }
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  /// `x` for `root.x`, `root.x.y`.
  private func firstMember(of expression: ExprSyntax) -> String? {
    var current = expression
    while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
      if let reference = base.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text == root ? SyntaxReading.name(member.declName.baseName) : nil
      }
      current = base
    }
    return nil
  }
}

/// Finds the first `self[Key.self]` subscript.
private final class SelfSubscriptFinder: SyntaxVisitor {
  var key: String?

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard key == nil, node.calledExpression.is(DeclReferenceExprSyntax.self),
      SyntaxReading.text(node.calledExpression) == "self", node.arguments.count == 1,
      let argument = node.arguments.first?.expression,
      case .keyType(let written)? = DependencyReader.reference(of: argument)
    else { return .visitChildren }
    key = written
    return .skipChildren
  }
}
