internal import SwiftSyntax
internal import TreeIntrospect

/// Reads the dependency forms of one declaration or call: `@Dependency(…)` and TCA 2's
/// `@FeatureEnvironment(…)` attributes, the overriding modifiers `.dependency(…)`,
/// `.dependencies { … }` and `.environment(\.x, …)`, the properties of `extension
/// DependencyValues`, the `@FeatureEnvironmentEntry` entries of `extension
/// FeatureEnvironmentValues` and the values of key types. Every word comes from the dialects'
/// ``DependencyWrapperWords``.
enum DependencyReader {
  /// The `liveValue`, `testValue` and `previewValue` members of a `DependencyKey`.
  static let keyValueNames: Set<String> = ["liveValue", "testValue", "previewValue"]

  /// The label of an entry macro's argument that gives the live value (`liveValue:`).
  private static let liveValueLabel = "liveValue"

  /// What the dependency wrapper among `attributes` names, with the wrapper's words: `nil` when
  /// there is none, a `nil` reference when its argument is no key path or `Type.self`, with the
  /// argument as written.
  static func dependencyAttribute(_ attributes: AttributeListSyntax)
    -> (reference: RawDependencyReference?, written: String, words: DependencyWrapperWords)?
  {
    for element in attributes {
      guard case .attribute(let attribute) = element,
        let words = DialectVocabulary.dependencyWrapper(
          ofAttribute: SyntaxReading.text(attribute.attributeName))
      else { continue }
      guard case .argumentList(let arguments)? = attribute.arguments,
        let first = arguments.first, first.label == nil
      else { return (nil, "", words) }
      let expression = first.expression
      return (reference(of: expression, words: words), SyntaxReading.text(expression), words)
    }
    return nil
  }

  /// `property("apiClient")` for `\.apiClient`, `\.apiClient.fetch` or
  /// `\DependencyValues.apiClient` (the root being `words`' values type); `keyType("APIClient")`
  /// for `APIClient.self`.
  static func reference(of expression: ExprSyntax, words: DependencyWrapperWords)
    -> RawDependencyReference?
  {
    if let keyPath = expression.as(KeyPathExprSyntax.self) {
      if let root = keyPath.root, !words.spellsValuesType(SyntaxReading.text(root)) { return nil }
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

  /// The wrapper whose override modifier `name` is (`dependency`, `environment`), or whose
  /// closure override it is (`dependencies`), with which of the two; `nil` for any other name.
  static func overrideModifier(_ name: String)
    -> (words: DependencyWrapperWords, assignsInClosure: Bool)?
  {
    for words in DependencyWrapperWords.all {
      if words.overrideModifier == name { return (words, false) }
      if words.closureOverrideModifier == name { return (words, true) }
    }
    return nil
  }

  /// What an override call of `words` overrides: the key path's property for `.dependency(\.x,
  /// v)` (or `.environment(\.x, v)`); for `@Dependency` also the value's type for
  /// `.dependency(APIClient.mock)` or `.dependency(APIClient(…))`; `nil` when none can be read.
  static func overridden(by arguments: LabeledExprListSyntax, words: DependencyWrapperWords)
    -> RawDependencyReference?
  {
    guard let first = arguments.first?.expression else { return nil }
    if arguments.count == 2 {
      let reference = reference(of: first, words: words)
      guard words.mechanism == nil || reference.map(Self.isProperty) == true else { return nil }
      return reference
    }
    guard arguments.count == 1, words.mechanism == nil else { return nil }
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

  private static func isProperty(_ reference: RawDependencyReference) -> Bool {
    if case .property = reference { return true }
    return false
  }

  /// The type a value expression names: `APIClient` for `APIClient.mock`, `APIClient(…)`,
  /// `APIClient.init(…)` and `APIClient.live(…)`; `nil` when it names none, or only `Self`.
  static func typeNamed(by expression: ExprSyntax) -> String? {
    let value = SyntaxReading.unwrap(expression)
    if let call = value.as(FunctionCallExprSyntax.self) {
      var callee = SyntaxReading.text(call.calledExpression)
      if callee.hasSuffix(".init") { callee.removeLast(5) }
      let last = callee.split(separator: ".").last.map(String.init) ?? callee
      guard SyntaxReading.isTypeName(last) else { return typeNamed(by: call.calledExpression) }
      return callee == "Self" ? nil : callee
    }
    guard let member = value.as(MemberAccessExprSyntax.self), let base = member.base else {
      return nil
    }
    let typeName = SyntaxReading.text(base)
    return SyntaxReading.isTypeName(typeName) && typeName != "Self" ? typeName : nil
  }

  /// The entry macro of `words` among `attributes` (`@FeatureEnvironmentEntry(liveValue: …)`),
  /// if any.
  static func entryAttribute(_ attributes: AttributeListSyntax, words: DependencyWrapperWords)
    -> AttributeSyntax?
  {
    guard let macro = words.entryMacro else { return nil }
    for element in attributes {
      guard case .attribute(let attribute) = element,
        DialectVocabulary.spells(
          macro, SyntaxReading.text(attribute.attributeName), modules: words.modules)
      else { continue }
      return attribute
    }
    return nil
  }

  /// The type of an entry a macro declares: its annotation, else the type its initialiser
  /// names (`SessionDiaryClient.unimplemented`, `PurchaseClient(…)`), else the type of the
  /// macro's `liveValue:` argument.
  static func entryValueType(of binding: PatternBindingSyntax, macro: AttributeSyntax) -> String? {
    if let annotation = binding.typeAnnotation { return SyntaxReading.typeText(annotation.type) }
    if let value = binding.initializer?.value, let type = typeNamed(by: value) { return type }
    guard case .argumentList(let arguments)? = macro.arguments,
      let live = arguments.first(where: { $0.label?.text == liveValueLabel })
    else { return nil }
    return typeNamed(by: live.expression)
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
      case .keyType(let written)? = DependencyReader.reference(
        of: argument, words: .swiftDependencies)
    else { return .visitChildren }
    key = written
    return .skipChildren
  }
}
