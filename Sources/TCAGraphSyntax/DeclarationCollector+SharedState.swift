internal import SwiftSyntax
internal import TreeIntrospect

/// Shared state: `@Shared`/`@SharedReader` fields, custom keys declared in extensions of
/// `SharedKey`, string constants a key may name, the places code reads and writes a field
/// (`state.x`, `state.$x.withLock { … }`), and the projections a parent hands to a child's state.
extension DeclarationCollector {
  /// Methods that mutate the value they are called on, so `state.x.append(…)` writes `x`.
  private static let mutatingMethods: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue",
    "removeSubrange", "replaceSubrange", "toggle", "sort", "reverse", "shuffle", "updateValue",
    "merge", "formUnion", "formIntersection", "formSymmetricDifference", "subtract", "popLast",
    "popFirst", "swapAt", "updateOrAppend", "updateOrInsert",
  ]

  /// Compound assignments and the plain one: an operator that writes its left operand.
  private static func isAssignment(_ element: ExprSyntax) -> Bool {
    if element.is(AssignmentExprSyntax.self) { return true }
    guard let binary = element.as(BinaryOperatorExprSyntax.self) else { return false }
    let text = binary.operator.text
    return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
  }

  /// The file's shared-state facts, kept `nil` in ``FileFacts`` while there are none.
  var sharedState: SharedStateFacts {
    get { facts.sharedState ?? SharedStateFacts() }
    set { facts.sharedState = newValue.isEmpty ? nil : newValue }
  }

  // MARK: Declarations

  /// Records a `@Shared`/`@SharedReader` field of the enclosing type, a local one declared in its
  /// code (`@Shared(.syncUps) var syncUps` in a reducer's arm), or a string constant.
  func readSharedDeclaration(_ node: VariableDeclSyntax) {
    let isStatement = node.parent?.is(CodeBlockItemSyntax.self) == true
    let isFileScope =
      typeStack.isEmpty && isStatement
      && node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    let isLocal = isStatement && !typeStack.isEmpty
    guard node.parent?.is(MemberBlockItemSyntax.self) == true || isFileScope || isLocal else {
      return
    }
    if let attribute = Self.sharedAttribute(node.attributes) {
      readSharedField(node, attribute: attribute, isLocal: isLocal)
    } else if !isLocal {
      readStringConstant(node)
      readRawValueTemplate(node)
    }
  }

  private static func sharedAttribute(_ attributes: AttributeListSyntax) -> AttributeSyntax? {
    for element in attributes {
      guard case .attribute(let attribute) = element else { continue }
      let name = SyntaxReading.text(attribute.attributeName)
      if name == "Shared" || name == "SharedReader" { return attribute }
    }
    return nil
  }

  private func readSharedField(
    _ node: VariableDeclSyntax, attribute: AttributeSyntax, isLocal: Bool
  ) {
    guard let index = currentTypeIndex, let typeName = currentTypeName,
      let binding = node.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else { return }
    var keyExpression: ExprSyntax?
    if case .argumentList(let arguments)? = attribute.arguments,
      let first = arguments.first, first.label == nil
    {
      keyExpression = first.expression
    }
    if isLocal && keyExpression == nil { return }
    let value = binding.initializer?.value
    sharedState.fields.append(
      RawSharedField(
        typeName: typeName, typeIndex: index, name: name, isLocal: isLocal,
        isReader: SyntaxReading.text(attribute.attributeName) == "SharedReader",
        key: keyExpression.map(SharedKeyExpressionReader.key),
        keyText: keyExpression.map { SyntaxReading.text($0) },
        valueType: binding.typeAnnotation.map { SyntaxReading.typeText($0.type) }
          ?? value.flatMap(SharedKeyExpressionReader.literalType),
        defaultValue: value.map { SyntaxReading.text($0) },
        location: locate(binding.pattern)))
  }

  /// Records `static let x = "…"` (or a file-scope `let`) holding a plain string literal.
  private func readStringConstant(_ node: VariableDeclSyntax) {
    guard node.bindingSpecifier.tokenKind == .keyword(.let), node.bindings.count == 1,
      let binding = node.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let literal = binding.initializer?.value.as(StringLiteralExprSyntax.self),
      literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
    else { return }
    guard node.modifiers.contains(where: { $0.name.text == "static" }) || typeStack.isEmpty
    else { return }
    sharedState.stringConstants.append(
      RawStringConstant(
        typeName: currentTypeName, typeIndex: currentTypeIndex, name: name,
        value: literal.segments.map { SyntaxReading.text($0) }.joined()))
  }

  /// Records the static keys of `extension SharedKey where Self == …` (and its sibling protocols).
  func readSharedKeyExtension(_ node: ExtensionDeclSyntax) {
    let extended = SyntaxReading.genericParts(SyntaxReading.text(node.extendedType)).base
    guard SharedKeyExpressionReader.keyProtocols.contains(extended) else { return }
    let constraint = node.genericWhereClause?.requirements.lazy.compactMap { requirement in
      requirement.requirement.as(SameTypeRequirementSyntax.self)
    }.first { SyntaxReading.text($0.leftType) == "Self" }
    let valueType = constraint.flatMap {
      SharedKeyExpressionReader.valueType(constrainedTo: SyntaxReading.text($0.rightType))
    }
    for member in node.memberBlock.members {
      guard let (name, nameNode, expression) = Self.staticKeyMember(member.decl) else { continue }
      let body = expression.map(SharedKeyExpressionReader.body)
      sharedState.keyDeclarations.append(
        RawSharedKeyDeclaration(
          name: name, body: body?.key, bodyText: expression.map { SyntaxReading.text($0) },
          valueType: valueType, defaultValue: body?.defaultValue, location: locate(nameNode)))
    }
  }

  /// A static member's name, its name token, and the one expression its body returns.
  private static func staticKeyMember(_ decl: DeclSyntax) -> (
    String, TokenSyntax, ExprSyntax?
  )? {
    if let variable = decl.as(VariableDeclSyntax.self),
      variable.modifiers.contains(where: { $0.name.text == "static" }),
      let binding = variable.bindings.first,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
    {
      if let value = binding.initializer?.value {
        return (SyntaxReading.name(identifier), identifier, value)
      }
      var statements: CodeBlockItemListSyntax?
      switch binding.accessorBlock?.accessors {
      case .getter(let list)?: statements = list
      case .accessors(let accessors)?:
        statements = accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
      default: statements = nil
      }
      return (SyntaxReading.name(identifier), identifier, statements.flatMap(returnedExpression))
    }
    if let function = decl.as(FunctionDeclSyntax.self),
      function.modifiers.contains(where: { $0.name.text == "static" })
    {
      return (
        SyntaxReading.name(function.name), function.name,
        function.body.flatMap { returnedExpression($0.statements) }
      )
    }
    return nil
  }

  /// The expression a body returns: its one statement (`x` or `return x`), or the `return x`
  /// that ends it after statements that return nothing (a default computed into a local first).
  private static func returnedExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
    if statements.count > 1, let last = statements.last?.item.as(ReturnStmtSyntax.self) {
      let returnsEarlier = statements.dropLast().contains { statement in
        statement.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.return) }
      }
      return returnsEarlier ? nil : last.expression
    }
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    if let expression = item.as(ExprSyntax.self) { return expression }
    if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
    if let statement = item.as(ExpressionStmtSyntax.self) { return statement.expression }
    return nil
  }

  // MARK: Reads and writes

  /// Records `state.x`, `state.$x` and `$x.member` in the enclosing type's code: a write through
  /// `withLock`, an assignment, `&`, or a mutating call; a read otherwise.
  func recordSharedAccess(_ node: MemberAccessExprSyntax) {
    guard let typeName = currentTypeName,
      let base = node.base?.as(DeclReferenceExprSyntax.self)
    else { return }
    let baseName = base.baseName.text
    let member = node.declName.baseName.text
    let field: String
    let isWrite: Bool
    var isBare = false
    if baseName == "state" || (baseName == "self" && typeName.hasSuffix("State")) {
      guard !member.isEmpty, member != "self" else { return }
      if member.hasPrefix("$") {
        field = String(member.dropFirst())
        isWrite = Self.isLockedWrite(node.parent)
      } else {
        field = member
        isWrite = Self.isMutated(node)
      }
    } else if let use = storeUse(node, baseName: baseName, member: member) {
      sharedState.accesses.append(
        RawSharedAccess(
          typeName: typeName, typeIndex: currentTypeIndex, field: use.field, isWrite: use.isWrite,
          location: locate(node), storeVariable: use.store))
      return
    } else if baseName.hasPrefix("$"), baseName.count > 1 {
      field = String(baseName.dropFirst())
      isWrite = member == "withLock"
      isBare = true
    } else {
      return
    }
    sharedState.accesses.append(
      RawSharedAccess(
        typeName: typeName, typeIndex: currentTypeIndex, field: field, isBare: isBare,
        isWrite: isWrite, location: locate(node)))
  }

  /// A view's use of its store's state field: `$store.x` (`$store.x.y`) is a binding, a write;
  /// `store.$x` is a write in `Binding(store.$x)` or `store.$x.withLock { … }`, a read
  /// otherwise; `store.x` is a write when assigned or mutated, a read otherwise. `nil` for a
  /// base that is no store (a name ending in `store`, as a view's sends are read) or inside a
  /// feature that owns its store, whose `store.x` is the feature's own code.
  private func storeUse(_ node: MemberAccessExprSyntax, baseName: String, member: String)
    -> (store: String, field: String, isWrite: Bool)?
  {
    let isBinding = baseName.hasPrefix("$")
    let store = isBinding ? String(baseName.dropFirst()) : baseName
    guard !member.isEmpty, member != "$", store.lowercased().hasSuffix("store"),
      !isInsideStoreOwningFeature
    else { return nil }
    if isBinding {
      guard !member.hasPrefix("$") else { return nil }
      return (store, member, true)
    }
    if member.hasPrefix("$") {
      let isWrite = Self.isLockedWrite(node.parent) || Self.isBindingArgument(node)
      return (store, String(member.dropFirst()), isWrite)
    }
    return (store, member, Self.isMutated(node))
  }

  /// Whether `node` is the one argument of `Binding(…)`.
  private static func isBindingArgument(_ node: MemberAccessExprSyntax) -> Bool {
    guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      call.arguments.count == 1
    else { return false }
    return SyntaxReading.calleeName(call) == "Binding"
  }

  /// Whether `parent` is `.withLock` on the projection it holds.
  private static func isLockedWrite(_ parent: Syntax?) -> Bool {
    parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "withLock"
  }

  /// Whether the access chain starting at `node` (`state.x.items[0]?.name`) is assigned, passed
  /// `inout`, or has a mutating method called on it.
  private static func isMutated(_ node: MemberAccessExprSyntax) -> Bool {
    var outer = Syntax(node)
    while let parent = outer.parent {
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == outer.id {
        outer = parent
      } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self),
        subscriptCall.calledExpression.id == outer.id
      {
        outer = parent
      } else if parent.is(OptionalChainingExprSyntax.self)
        || parent.is(ForceUnwrapExprSyntax.self)
      {
        outer = parent
      } else {
        break
      }
    }
    if outer.parent?.is(InOutExprSyntax.self) == true { return true }
    if let member = outer.as(MemberAccessExprSyntax.self),
      mutatingMethods.contains(member.declName.baseName.text),
      outer.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == outer.id
    {
      return true
    }
    guard let list = outer.parent?.as(ExprListSyntax.self) else { return false }
    let elements = Array(list)
    guard let position = elements.firstIndex(where: { $0.id == outer.id }),
      position + 1 < elements.count
    else { return false }
    return isAssignment(elements[position + 1])
  }

  // MARK: Hand-offs

  /// Records the labelled arguments of a call that hand a `@Shared` projection or a fresh
  /// `Shared(value)` to the state being built.
  func recordSharedHandOffs(_ call: FunctionCallExprSyntax, typeName: String) {
    for argument in call.arguments {
      guard let label = argument.label?.text else { continue }
      let value = SyntaxReading.unwrap(argument.expression)
      let projected: String?
      var storeVariable: String?
      var boundAt: TreeIntrospect.SourceLocation?
      if let (field, store) = Self.projection(value) {
        projected = field
        storeVariable = store
      } else if let inner = value.as(FunctionCallExprSyntax.self),
        SyntaxReading.calleeName(inner).map({ $0 == "Shared" || $0.hasPrefix("Shared<") }) == true
      {
        projected = nil
      } else if let reference = value.as(DeclReferenceExprSyntax.self),
        let binding = payloadBinding(of: reference.baseName.text, around: argument)
      {
        projected = nil
        boundAt = binding
      } else {
        continue
      }
      sharedState.handOffs.append(
        RawSharedHandOff(
          typeName: typeName, typeIndex: currentTypeIndex,
          callee: SyntaxReading.text(call.calledExpression), label: label,
          projectedField: projected, storeVariable: storeVariable, payloadBinding: boundAt,
          location: locate(argument)))
    }
  }

  /// The field a projection names, and the store it goes through when it is a view's: `x` for
  /// `$x`, `state.$x`, `self.$x`, `$x.member` and `state.$x.member`; `x` through `store` for
  /// `store.$x` and `self.store.$x`; and for `$item`, the parameter of a
  /// `ForEach(store.$items) { $item in … }` (also `ForEach(Array(state.$items))`) around it, the
  /// collection's field `items`.
  private static func projection(_ expression: ExprSyntax) -> (field: String, store: String?)? {
    var current = expression
    while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
      let name = member.declName.baseName.text
      if name.hasPrefix("$"), name.count > 1 {
        let root = SyntaxReading.text(SyntaxReading.unwrap(base))
        if root == "state" || root == "self" { return (String(name.dropFirst()), nil) }
        if root == "store" || root == "self.store" { return (String(name.dropFirst()), "store") }
      }
      current = base
    }
    guard let reference = current.as(DeclReferenceExprSyntax.self) else { return nil }
    let name = reference.baseName.text
    guard name.hasPrefix("$"), name.count > 1 else { return nil }
    if let element = forEachElementProjection(named: name, around: reference) { return element }
    return (String(name.dropFirst()), nil)
  }

  /// The collection a `ForEach` closure's `$item` parameter named `name` is an element of, when
  /// `node` is inside that closure: `ForEach(store.$items) { $item in … }` gives `items` through
  /// `store`.
  private static func forEachElementProjection(named name: String, around node: some SyntaxProtocol)
    -> (field: String, store: String?)?
  {
    guard let call = SyntaxReading.callDeclaringClosureParameter(name, around: node),
      SyntaxReading.calleeName(call) == "ForEach", let first = call.arguments.first?.expression
    else { return nil }
    var source = SyntaxReading.unwrap(first)
    if let wrapped = source.as(FunctionCallExprSyntax.self),
      SyntaxReading.calleeName(wrapped) == "Array", wrapped.arguments.count == 1,
      let inner = wrapped.arguments.first?.expression
    {
      source = SyntaxReading.unwrap(inner)
    }
    guard !source.is(DeclReferenceExprSyntax.self) || SyntaxReading.text(source).hasPrefix("$")
    else { return nil }
    return projection(source)
  }
}
