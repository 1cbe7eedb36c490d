internal import SwiftSyntax
internal import TCAGraphSupport
internal import TreeIntrospect

/// Types and their members: declarations, extensions, protocols, cases, fields, type aliases,
/// reducer bodies and members, and the reducer values from before TCA 0.40.
extension DeclarationCollector {
  func pushType(
    _ name: String, kind: RawType.Kind, attributes: AttributeListSyntax,
    modifiers: DeclModifierListSyntax, inheritance: InheritanceClauseSyntax?,
    nameToken: some SyntaxProtocol
  ) {
    let qualified = (typeStack.last.map { $0.name + "." } ?? "") + name
    var type = RawType(name: qualified, kind: kind, location: locate(nameToken))
    type.enclosingExtension = extensionIndex
    type.isFilePrivate = modifiers.contains {
      $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
    }
    type.attributes = SyntaxReading.attributeNames(attributes)
    type.inherits =
      inheritance?.inheritedTypes.flatMap { SyntaxReading.conformances($0.type) } ?? []
    type.viewActionFor = SyntaxReading.attributeArgument(
      attributes, named: "ViewAction", label: "for")
    facts.types.append(type)
    typeStack.append((qualified, facts.types.count - 1))
  }

  /// Pushes a struct, with its generic parameters and their constraints.
  func enterStruct(_ node: StructDeclSyntax) {
    pushType(
      SyntaxReading.name(node.name), kind: .structType, attributes: node.attributes,
      modifiers: node.modifiers, inheritance: node.inheritanceClause, nameToken: node.name)
    if let parameters = node.genericParameterClause?.parameters, let index = currentTypeIndex {
      for parameter in parameters {
        facts.types[index].genericParameters[parameter.name.text] =
          parameter.inheritedType.map { SyntaxReading.text($0) } ?? ""
      }
    }
  }

  /// Records a protocol: what it refines and the defaults of its associated types.
  func readProtocol(_ node: ProtocolDeclSyntax) {
    var defaults: [String: String] = [:]
    for member in node.memberBlock.members {
      guard let associated = member.decl.as(AssociatedTypeDeclSyntax.self),
        let initializer = associated.initializer
      else { continue }
      defaults[associated.name.text] = SyntaxReading.text(initializer.value)
    }
    facts.protocols.append(
      RawProtocol(
        name: (currentTypeName.map { $0 + "." } ?? "") + SyntaxReading.name(node.name),
        inherits: node.inheritanceClause?.inheritedTypes.flatMap { inherited in
          SyntaxReading.conformances(inherited.type)
        } ?? [],
        associatedDefaults: defaults, location: locate(node.name)))
  }

  /// Pushes an extension under the extended type's name.
  func enterExtension(_ node: ExtensionDeclSyntax) {
    let extended = SyntaxReading.genericParts(SyntaxReading.text(node.extendedType)).base
    var type = RawType(name: extended, kind: .extensionType, location: locate(node.extendedType))
    type.attributes = SyntaxReading.attributeNames(node.attributes)
    type.inherits =
      node.inheritanceClause?.inheritedTypes.flatMap { SyntaxReading.conformances($0.type) } ?? []
    type.reducerDomain = ReducerExtensionDomain.written(of: node)
    facts.types.append(type)
    typeStack.append((extended, facts.types.count - 1))
    if extensionIndex == nil { extensionIndex = facts.types.count - 1 }
  }

  /// Records a type alias in its type, or in the file at file scope.
  func readTypeAlias(_ node: TypeAliasDeclSyntax) {
    let value = SyntaxReading.text(node.initializer.value)
    if let index = currentTypeIndex {
      facts.types[index].typeAliases[SyntaxReading.name(node.name)] = value
    } else if typeStack.isEmpty {
      facts.typeAliases[SyntaxReading.name(node.name)] = value
    }
  }

  /// Records the cases of an enum case declaration in the enclosing type.
  func readCases(_ node: EnumCaseDeclSyntax) {
    guard let index = currentTypeIndex else { return }
    let attributes = SyntaxReading.attributeNames(node.attributes)
    for element in node.elements {
      let payload =
        element.parameterClause?.parameters.map { parameter in
          RawPayload(
            label: parameter.firstName.map { $0.text == "_" ? nil : $0.text } ?? nil,
            type: SyntaxReading.text(parameter.type))
        } ?? []
      facts.types[index].cases.append(
        RawCase(
          name: Self.withoutBackticks(element.name.text), payload: payload,
          attributes: attributes,
          location: locate(element.name)))
    }
  }

  /// `name` without the backticks that escape it; most names have none, and are returned as
  /// they are.
  static func withoutBackticks(_ name: String) -> String {
    name.utf8.contains(UInt8(ascii: "`")) ? String(name.filter { $0 != "`" }) : name
  }

  /// Records a member variable: a reducer body or member, a key path, or a stored field; not a
  /// feature's local state (``DialectVocabulary/localStateWrappers``).
  func readProperties(_ node: VariableDeclSyntax) {
    guard let index = currentTypeIndex, node.parent?.is(MemberBlockItemSyntax.self) == true else {
      return
    }
    let attributes = SyntaxReading.attributeNames(node.attributes)
    // `@FeatureState private var totalMinutes = 0`: state the feature keeps to itself, outside
    // its `State`, which holds no child and is handed in by no parent.
    guard !attributes.contains(where: { DialectVocabulary.anySpells(\.localStateWrappers, $0) })
    else { return }
    let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        continue
      }
      let declared = binding.typeAnnotation.map { SyntaxReading.typeText($0.type) }
      if let accessors = binding.accessorBlock, let getter = getterStatements(accessors) {
        guard let declared, SyntaxReading.isReducerType(declared) else { continue }
        var reader = BodyCompositionReader(locate: { [unowned self] in self.locate($0) })
        let elements = reader.elements(of: getter)
        facts.unresolved += reader.unresolved
        facts.types[index].unread += reader.unresolved
        let isBody = name == "body" && !isStatic
        if isBody {
          facts.types[index].body = elements
          facts.types[index].bodyType = declared
        } else {
          facts.types[index].reducerMembers[name] = elements
        }
        readingMembers.append(
          MemberReading(
            node: node.id, typeIndex: index, member: isBody ? nil : name,
            spans: reader.elementSpans))
        continue
      }
      if let value = binding.initializer?.value, value.is(KeyPathExprSyntax.self),
        let path = CasePathReading.path(of: value)
      {
        facts.types[index].keyPaths[name] = path.path
      }
      guard !isStatic else { continue }
      if binding.accessorBlock == nil, let declared, Self.isStoredReduce(declared) {
        // `let reducer: Reduce<State, Action>`, handed in by an initialiser: running it runs a
        // `Reduce` closure, whose handlers are read wherever it is written; it composes nothing.
        facts.types[index].reducerMembers[name] = facts.types[index].reducerMembers[name] ?? []
      }
      var type = declared
      if type == nil, let value = binding.initializer?.value {
        type = guessedType(of: value)
      }
      facts.types[index].fields.append(
        RawField(name: name, type: type, attributes: attributes, location: locate(binding.pattern)))
    }
  }

  /// Reads a file-scope or static reducer value (before TCA 0.40); while its initialiser is
  /// walked, its handlers and sends belong to it as if it were a type.
  func enterValueReducer(_ node: VariableDeclSyntax) -> Bool {
    let isStaticMember =
      node.parent?.is(MemberBlockItemSyntax.self) == true
      && node.modifiers.contains { $0.name.text == "static" }
    let isFileScope =
      typeStack.isEmpty && node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    guard isStaticMember || isFileScope else { return false }
    var reader = ValueReducerReader(locate: { [unowned self] in self.locate($0) })
    guard let value = reader.read(node, scope: currentTypeName) else { return false }
    facts.valueReducers.append(value)
    facts.unresolved += reader.unresolved
    actionNames.formUnion(reader.actionNames)
    valueReducerNodes.append(node.id)
    typeStack.append((value.name, nil))
    return true
  }

  /// Records the state type `reduce(into:action:)` takes, and the elements of a function that
  /// returns a reducer (`func core(me: Reduce<State, Action>) -> some ReducerOf<Self>`); what
  /// its parameters stand for is not followed: a path or reducer held in one is a note.
  func readFunctionMember(_ node: FunctionDeclSyntax) {
    guard let index = currentTypeIndex, let body = node.body else { return }
    let parameters = node.signature.parameterClause.parameters
    if node.name.text == "reduce", parameters.count == 2, var stateType = parameters.first?.type {
      if let attributed = stateType.as(AttributedTypeSyntax.self) {
        stateType = attributed.baseType
      }
      facts.types[index].reduceStateType = SyntaxReading.typeText(stateType)
    }
    guard let returned = node.signature.returnClause.map({ SyntaxReading.typeText($0.type) }),
      SyntaxReading.isReducerType(returned)
    else { return }
    var reader = BodyCompositionReader(locate: { [unowned self] in self.locate($0) })
    let isOperator = Self.declaresOperators(facts.types[index])
    let operatorParameters = parameters.map { parameter in
      RawOperatorParameter(
        label: parameter.firstName.text == "_" ? nil : parameter.firstName.text,
        name: (parameter.secondName ?? parameter.firstName).text)
    }
    if isOperator { reader.pathParameters = Set(operatorParameters.map(\.name)) }
    let elements = reader.elements(of: body.statements)
    facts.types[index].reducerMembers[node.name.text] = elements
    if isOperator {
      facts.reducerOperators.append(
        RawReducerOperator(
          name: node.name.text, parameters: operatorParameters, elements: elements,
          domain: facts.types[index].reducerDomain, location: locate(node.name)))
    }
    facts.unresolved += reader.unresolved
    facts.types[index].unread += reader.unresolved
    readingMembers.append(
      MemberReading(
        node: node.id, typeIndex: index, member: node.name.text, spans: reader.elementSpans))
  }

  /// Whether a type's functions returning reducers are operators any reducer can call: it is an
  /// extension of `Reducer` (`extension Reducer`, `extension ReducerOf<Game>`).
  private static func declaresOperators(_ type: RawType) -> Bool {
    type.kind == .extensionType
      && (DialectVocabulary.dialect(ofProtocol: type.name) != nil
        || DialectVocabulary.dialect(ofBodyType: type.name) != nil)
  }

  /// Whether a stored property's type is `Reduce<…>` (`Reduce<State, Action>`,
  /// `ComposableArchitecture.Reduce<State, Action>`).
  static func isStoredReduce(_ written: String) -> Bool {
    let (base, arguments) = SyntaxReading.genericParts(written)
    return arguments.count == 2 && DialectVocabulary.anySpells(\.logicBuilders, base)
  }

  /// Records, inside an initialiser, `Reduce(x)` wrapping a reducer value rather than a closure:
  /// what a stored `Reduce` member then runs is not read.
  func recordWrappedReduce(_ node: FunctionCallExprSyntax) {
    guard initializerDepth > 0, let index = currentTypeIndex,
      SyntaxReading.calleeName(node) == "Reduce", node.trailingClosure == nil,
      let argument = node.arguments.first, !argument.expression.is(ClosureExprSyntax.self)
    else { return }
    let diagnostic = ScanDiagnostic.reduceWrapped(
      call: SyntaxReading.text(node), type: facts.types[index].name, at: locate(node))
    facts.unresolved.append(diagnostic)
    facts.types[index].unread.append(diagnostic)
  }

  /// Ends the reading of the members `node` declares.
  func endReading(_ node: some SyntaxProtocol) {
    while readingMembers.last?.node == node.id { readingMembers.removeLast() }
  }

  private func getterStatements(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
    switch block.accessors {
    case .getter(let statements): return statements
    case .accessors(let accessors):
      return accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
    @unknown default: return nil
    }
  }

  private func guessedType(of value: ExprSyntax) -> String? {
    guard let call = SyntaxReading.unwrap(value).as(FunctionCallExprSyntax.self) else { return nil }
    if let store = StoreConstruction.storeType(of: call) { return store }
    var callee = SyntaxReading.text(call.calledExpression)
    if callee.hasSuffix(".init") { callee.removeLast(5) }
    return SyntaxReading.isTypeName(callee) ? callee : nil
  }
}
