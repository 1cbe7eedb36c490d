import Foundation
import SwiftSyntax
import TreeIntrospect

/// The one walk over a file: collects type declarations, action enums, state fields, reducer
/// bodies, the patterns reducers match, and the places that send actions.
final class DeclarationCollector: PruningSyntaxVisitor {
  private let lines: LineTable
  private(set) var facts: FileFacts
  private var typeStack: [(name: String, index: Int?)] = []
  /// The index of the outermost extension being walked, if any.
  private var extensionIndex: Int?
  private var bindingFrames: [[String: (route: [String], handler: Int?)]] = []
  private var switchPrefixes: [[String]?] = []
  /// For each switch, the arm whose bound payload it looks inside, if any.
  private var switchArms: [TreeIntrospect.SourceLocation?] = []
  /// The arm whose binding the last ``routePrefix(ofSubject:)`` followed, if any.
  private var lastPrefixArm: TreeIntrospect.SourceLocation?
  /// That arm's handler, which a pattern inside it replaces once one is recorded.
  private var lastPrefixHandler: Int?
  /// For each switch, the handler of the arm whose bound payload it looks inside, if any.
  private var switchBoundHandlers: [Int?] = []
  /// For each switch, the element of a tuple subject that is the action (`switch (x, action)`).
  private var switchTupleElements: [Int?] = []
  /// For each function, the names its `Action` parameters added to `actionNames`.
  private var functionActionNames: [[String]] = []
  private var suppressedHandlers: Set<Int> = []
  private var actionNames: Set<String> = ["action"]
  /// Helper parameters typed as a lane enum of the action (`_ a: Action.View`), by name, with
  /// that enum's name.
  private var subActionNames: [String: String] = [:]
  /// The reducer members being walked (`body`, `core`), innermost last, with their elements'
  /// spans, to place a member run from a `Reduce` closure in the element holding it.
  private var readingMembers: [MemberReading] = []

  private struct MemberReading {
    var node: SyntaxIdentifier
    var typeIndex: Int
    /// `nil` for `body`.
    var member: String?
    var spans: [Range<Int>]
  }
  /// The declarations of the reducer values being walked, whose code is their feature's.
  private var valueReducerNodes: [SyntaxIdentifier] = []

  private static let effectClosureCalls: Set<String> = [
    "run", "task", "fireAndForget", "publisher", "map", "sink", "receive", "concatenate",
  ]

  init(path: String, lines: LineTable) {
    self.lines = lines
    self.facts = FileFacts(path: path)
    super.init(viewMode: .sourceAccurate)
  }

  /// Walks a file parsed from `text` and returns its facts.
  static func collect(_ tree: SourceFileSyntax, text: String, path: String) -> FileFacts {
    let collector = DeclarationCollector(path: path, lines: LineTable(text))
    SourceTextSlice.$current.withValue(SourceTextSlice(text: text, tree: tree)) {
      collector.walk(tree)
    }
    var facts = collector.facts
    if !collector.suppressedHandlers.isEmpty {
      facts.handlers = facts.handlers.enumerated()
        .filter { !collector.suppressedHandlers.contains($0.offset) }.map(\.element)
    }
    return facts
  }

  func locate(_ node: some SyntaxProtocol) -> TreeIntrospect.SourceLocation {
    let location = lines.location(ofUTF8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    return TreeIntrospect.SourceLocation(
      file: facts.path, line: location.line, column: location.column)
  }

  private var currentTypeName: String? { typeStack.last?.name }
  private var currentTypeIndex: Int? { typeStack.last?.index }

  // MARK: - Types

  private func pushType(
    _ name: String, kind: RawType.Kind, attributes: AttributeListSyntax,
    inheritance: InheritanceClauseSyntax?, nameToken: some SyntaxProtocol
  ) {
    let qualified = (typeStack.last.map { $0.name + "." } ?? "") + name
    var type = RawType(name: qualified, kind: kind, location: locate(nameToken))
    type.enclosingExtension = extensionIndex
    type.attributes = SyntaxReading.attributeNames(attributes)
    type.inherits =
      inheritance?.inheritedTypes.flatMap { SyntaxReading.conformances($0.type) } ?? []
    type.viewActionFor = SyntaxReading.attributeArgument(
      attributes, named: "ViewAction", label: "for")
    facts.types.append(type)
    typeStack.append((qualified, facts.types.count - 1))
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    pushType(
      node.name.text, kind: .structType, attributes: node.attributes,
      inheritance: node.inheritanceClause, nameToken: node.name)
    if let parameters = node.genericParameterClause?.parameters, let index = currentTypeIndex {
      for parameter in parameters {
        facts.types[index].genericParameters[parameter.name.text] =
          parameter.inheritedType.map { SyntaxReading.text($0) } ?? ""
      }
    }
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    pushType(
      node.name.text, kind: .enumType, attributes: node.attributes,
      inheritance: node.inheritanceClause, nameToken: node.name)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    pushType(
      node.name.text, kind: .classType, attributes: node.attributes,
      inheritance: node.inheritanceClause, nameToken: node.name)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    typeStack.append(((currentTypeName.map { $0 + "." } ?? "") + node.name.text, nil))
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    var defaults: [String: String] = [:]
    for member in node.memberBlock.members {
      guard let associated = member.decl.as(AssociatedTypeDeclSyntax.self),
        let initializer = associated.initializer
      else { continue }
      defaults[associated.name.text] = SyntaxReading.text(initializer.value)
    }
    facts.protocols.append(
      RawProtocol(
        name: (currentTypeName.map { $0 + "." } ?? "") + node.name.text,
        inherits: node.inheritanceClause?.inheritedTypes.flatMap { inherited in
          SyntaxReading.conformances(inherited.type)
        } ?? [],
        associatedDefaults: defaults, location: locate(node.name)))
    return .skipChildren
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.path.first?.name.text { facts.imports.insert(module) }
    return .skipChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let extended = SyntaxReading.genericParts(SyntaxReading.text(node.extendedType)).base
    var type = RawType(name: extended, kind: .extensionType, location: locate(node.extendedType))
    type.attributes = SyntaxReading.attributeNames(node.attributes)
    type.inherits =
      node.inheritanceClause?.inheritedTypes.flatMap { SyntaxReading.conformances($0.type) } ?? []
    type.reducerDomain = ReducerExtensionDomain.written(of: node)
    facts.types.append(type)
    typeStack.append((extended, facts.types.count - 1))
    if extensionIndex == nil { extensionIndex = facts.types.count - 1 }
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) {
    typeStack.removeLast()
    if typeStack.isEmpty { extensionIndex = nil }
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    let value = SyntaxReading.text(node.initializer.value)
    if let index = currentTypeIndex {
      facts.types[index].typeAliases[node.name.text] = value
    } else if typeStack.isEmpty {
      facts.typeAliases[node.name.text] = value
    }
    return .skipChildren
  }

  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let index = currentTypeIndex else { return .skipChildren }
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
          name: element.name.text.replacingOccurrences(of: "`", with: ""), payload: payload,
          attributes: attributes,
          location: locate(element.name)))
    }
    return .skipChildren
  }

  // MARK: - Members

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if enterValueReducer(node) { return .visitChildren }
    guard let index = currentTypeIndex, node.parent?.is(MemberBlockItemSyntax.self) == true else {
      return .visitChildren
    }
    let attributes = SyntaxReading.attributeNames(node.attributes)
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
      var type = declared
      if type == nil, let value = binding.initializer?.value {
        type = guessedType(of: value)
      }
      facts.types[index].fields.append(
        RawField(name: name, type: type, attributes: attributes, location: locate(binding.pattern)))
    }
    return .visitChildren
  }
  override func visitPost(_ node: VariableDeclSyntax) {
    endReading(node)
    guard valueReducerNodes.last == node.id else { return }
    valueReducerNodes.removeLast()
    typeStack.removeLast()
  }

  /// Reads a file-scope or static reducer value (before TCA 0.40); while its initialiser is
  /// walked, its handlers and sends belong to it as if it were a type.
  private func enterValueReducer(_ node: VariableDeclSyntax) -> Bool {
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

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let parameters = Array(node.signature.parameterClause.parameters)
    functionActionNames.append(helperActionNames(parameters))
    bindingFrames.append([:])
    if node.name.text == "reduce", parameters.count == 2 {
      let second = parameters[1]
      actionNames.insert((second.secondName ?? second.firstName).text)
      if let index = currentTypeIndex, node.body != nil {
        var stateType = parameters[0].type
        if let attributed = stateType.as(AttributedTypeSyntax.self) {
          stateType = attributed.baseType
        }
        facts.types[index].reduceStateType = SyntaxReading.typeText(stateType)
      }
    }
    if let index = currentTypeIndex, let body = node.body,
      let returned = node.signature.returnClause.map({ SyntaxReading.typeText($0.type) }),
      SyntaxReading.isReducerType(returned), parameters.isEmpty
    {
      var reader = BodyCompositionReader(locate: { [unowned self] in self.locate($0) })
      facts.types[index].reducerMembers[node.name.text] = reader.elements(of: body.statements)
      facts.unresolved += reader.unresolved
      facts.types[index].unread += reader.unresolved
      readingMembers.append(
        MemberReading(
          node: node.id, typeIndex: index, member: node.name.text, spans: reader.elementSpans))
    }
    return .visitChildren
  }
  private func endReading(_ node: some SyntaxProtocol) {
    while readingMembers.last?.node == node.id { readingMembers.removeLast() }
  }

  /// `self.core.reduce(into: &state, action: action)` in a reducer member: the member `core` runs
  /// in the element holding the call.
  private func recordImperativeRun(_ call: FunctionCallExprSyntax) {
    guard let member = ImperativeReducerRun.member(of: call) else { return }
    let offset = call.position.utf8Offset
    guard let reading = readingMembers.last,
      let element = reading.spans.firstIndex(where: { $0.contains(offset) })
    else {
      facts.unresolved.append(
        ScanDiagnostic(
          severity: .note,
          message: "'\(member)' runs with reduce(into:action:) outside a reducer body; "
            + "what it composes is not read",
          location: locate(call)))
      return
    }
    let part = RawBodyElement.Part.imperative(member, locate(call))
    if let name = reading.member {
      facts.types[reading.typeIndex].reducerMembers[name]?[element].parts.append(part)
    } else {
      facts.types[reading.typeIndex].body?[element].parts.append(part)
    }
  }

  override func visitPost(_ node: FunctionDeclSyntax) {
    endReading(node)
    bindingFrames.removeLast()
    for name in functionActionNames.removeLast() {
      if subActionNames.removeValue(forKey: name) == nil { actionNames.remove(name) }
    }
  }

  /// The names of a helper's parameters typed `Action` (`_ action: Action`, `event: Self.Action`)
  /// not yet action names, which are action names inside the helper.
  /// `View` for a parameter typed `Action.View` or `Feature.Action.ViewAction`: a lane enum of
  /// the action, whose cases the helper's switch matches under the case that carries it.
  private static func subActionType(_ written: String) -> String? {
    let components = written.split(separator: ".").map(String.init)
    guard components.count >= 2, components[components.count - 2] == "Action",
      let last = components.last, SyntaxReading.isTypeName(last)
    else { return nil }
    return last
  }

  private func helperActionNames(_ parameters: [FunctionParameterSyntax]) -> [String] {
    var added: [String] = []
    for parameter in parameters {
      var type = parameter.type
      if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
      let written = SyntaxReading.typeText(type)
      let name = (parameter.secondName ?? parameter.firstName).text
      guard name != "_" else { continue }
      if written == "Action" || written.hasSuffix(".Action") {
        if actionNames.insert(name).inserted { added.append(name) }
      } else if let lane = Self.subActionType(written), subActionNames[name] == nil {
        subActionNames[name] = lane
        added.append(name)
      }
    }
    return added
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
    var callee = SyntaxReading.text(call.calledExpression)
    if callee.hasSuffix(".init") { callee.removeLast(5) }
    return SyntaxReading.isTypeName(callee) ? callee : nil
  }

  // MARK: - Handlers

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    if let call = node.parent?.as(FunctionCallExprSyntax.self),
      SyntaxReading.calleeName(call) == "Reduce",
      let names = closureParameterNames(node), names.count == 2
    {
      actionNames.insert(names[1])
    }
    bindingFrames.append([:])
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) { bindingFrames.removeLast() }

  private func closureParameterNames(_ closure: ClosureExprSyntax) -> [String]? {
    switch closure.signature?.parameterClause {
    case .simpleInput(let parameters)?: return parameters.map(\.name.text)
    case .parameterClause(let clause)?:
      return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: return nil
    @unknown default: return nil
    }
  }

  private func routePrefix(ofSubject subject: ExprSyntax) -> [String]? {
    guard let name = SyntaxReading.unwrap(subject).as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return nil }
    lastPrefixArm = nil
    lastPrefixHandler = nil
    for frame in bindingFrames.reversed() {
      if let bound = frame[name] {
        if let handler = bound.handler {
          lastPrefixHandler = handler
          lastPrefixArm = facts.handlers[handler].arm ?? facts.handlers[handler].location
        }
        return bound.route
      }
    }
    if let lane = subActionNames[name] { return ["@" + lane] }
    return actionNames.contains(name) ? [] : nil
  }

  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    var prefix: [String]?
    var element: Int?
    if currentTypeName != nil {
      if let tuple = SyntaxReading.unwrap(node.subject).as(TupleExprSyntax.self),
        tuple.elements.count > 1
      {
        // `switch (state.mode, action)`: the arms match the action in that element.
        for (index, item) in tuple.elements.enumerated() {
          guard let found = routePrefix(ofSubject: item.expression) else { continue }
          (prefix, element) = (found, index)
          break
        }
      } else {
        prefix = routePrefix(ofSubject: node.subject)
      }
    }
    switchArms.append(prefix == nil ? nil : lastPrefixArm)
    switchBoundHandlers.append(prefix == nil ? nil : lastPrefixHandler)
    switchPrefixes.append(prefix)
    switchTupleElements.append(element)
    return .visitChildren
  }
  override func visitPost(_ node: SwitchExprSyntax) {
    switchPrefixes.removeLast()
    switchArms.removeLast()
    switchBoundHandlers.removeLast()
    switchTupleElements.removeLast()
  }

  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
    var frame: [String: (route: [String], handler: Int?)] = [:]
    if case .case(let label) = node.label, let prefix = switchPrefixes.last ?? nil {
      let element = switchTupleElements.last ?? nil
      for item in label.caseItems {
        guard let route = CasePathReading.route(ofPattern: item.pattern, tupleElement: element)
        else { continue }
        let index = recordHandler(
          route: prefix + route.cases, pattern: item.pattern, armBody: node.statements,
          arm: switchArms.last ?? nil, replacing: switchBoundHandlers.last ?? nil)
        if let binding = route.binding, binding != "_" {
          frame[binding] = (prefix + route.cases, index)
        }
      }
    }
    bindingFrames.append(frame)
    return .visitChildren
  }
  override func visitPost(_ node: SwitchCaseSyntax) { bindingFrames.removeLast() }

  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    bindingFrames.append(matchingConditions(node.conditions, body: node.body))
    return .visitChildren
  }
  override func visitPost(_ node: IfExprSyntax) { bindingFrames.removeLast() }

  override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
    // `guard case let .child(a) = action else { … }` binds `a` for the rest of the block.
    let frame = matchingConditions(node.conditions, body: nil)
    if !frame.isEmpty, !bindingFrames.isEmpty {
      bindingFrames[bindingFrames.count - 1].merge(frame) { _, new in new }
    }
    return .visitChildren
  }

  private func matchingConditions(_ conditions: ConditionElementListSyntax, body: CodeBlockSyntax?)
    -> [String: (route: [String], handler: Int?)]
  {
    var frame: [String: (route: [String], handler: Int?)] = [:]
    guard currentTypeName != nil else { return frame }
    for element in conditions {
      guard case .matchingPattern(let matching) = element.condition,
        let prefix = routePrefix(ofSubject: matching.initializer.value),
        let route = CasePathReading.route(ofPattern: matching.pattern)
      else { continue }
      let index = recordHandler(
        route: prefix + route.cases, pattern: matching.pattern, armBody: body, arm: lastPrefixArm,
        replacing: lastPrefixHandler)
      if let binding = route.binding, binding != "_" {
        frame[binding] = (prefix + route.cases, index)
      }
    }
    return frame
  }

  @discardableResult
  private func recordHandler(
    route: [String], pattern: some SyntaxProtocol, armBody: (some SyntaxProtocol)?,
    arm: TreeIntrospect.SourceLocation? = nil, replacing bound: Int? = nil
  )
    -> Int?
  {
    guard let typeName = currentTypeName, !route.isEmpty else { return nil }
    if let bound { suppressedHandlers.insert(bound) }
    let reader = armBody.map {
      ArmEffectReader.read($0, locate: { [unowned self] in self.locate($0) })
    }
    facts.handlers.append(
      RawHandler(
        typeName: typeName, typeIndex: currentTypeIndex, route: route,
        pattern: SyntaxReading.text(pattern),
        location: locate(pattern), effects: reader?.effects ?? [],
        mutatesState: reader?.mutatesState ?? false, returnsEffect: reader?.returnsEffect ?? false,
        arm: arm))
    return facts.handlers.count - 1
  }

  // MARK: - `action.is(\.x)` and sends

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let typeName = currentTypeName else { return .visitChildren }
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if name == "is", let base = member.base, let prefix = routePrefix(ofSubject: base),
        let keyPath = node.arguments.first?.expression.as(KeyPathExprSyntax.self)
      {
        recordHandler(
          route: prefix + CasePathReading.route(ofKeyPath: keyPath), pattern: keyPath,
          armBody: enclosingIfBody(node), arm: lastPrefixArm, replacing: lastPrefixHandler)
      } else if name == "send" {
        recordSend(node, base: member.base, typeName: typeName)
      } else if name == "reduce" {
        recordImperativeRun(node)
      }
    } else if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "send" {
      recordSend(node, base: nil, typeName: typeName, bare: true)
    } else if ValueReducerReader.isValueEffect(node) {
      recordSend(node, base: nil, typeName: typeName)
    }
    return .visitChildren
  }

  private func enclosingIfBody(_ node: some SyntaxProtocol) -> CodeBlockSyntax? {
    var current = node.parent
    while let parent = current {
      if let ifExpression = parent.as(IfExprSyntax.self) { return ifExpression.body }
      if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
      current = parent.parent
    }
    return nil
  }

  private func recordSend(
    _ call: FunctionCallExprSyntax, base: ExprSyntax?, typeName: String, bare: Bool = false
  ) {
    guard let argument = call.arguments.first?.expression,
      let route = CasePathReading.route(ofExpression: argument)
    else { return }
    let viewActionFor = currentTypeIndex.flatMap { facts.types[$0].viewActionFor }
    var origin: EmissionOrigin
    var storeVariable: String?
    var cases = route.cases
    var inView = false
    if let base {
      let baseText = SyntaxReading.text(base)
      if ["Effect", "EffectTask", "EffectOf"].contains(baseText) {
        origin = isInsideEffectClosure(call) ? .effect : .reducer
      } else if baseText.lowercased().hasSuffix("store") {
        origin = .view
        inView = true
        storeVariable = baseText.split(separator: ".").last.map(String.init)
      } else {
        return
      }
    } else if bare {
      if viewActionFor != nil {
        origin = .view
        inView = true
        cases.insert("view", at: 0)
      } else {
        origin = .effect
      }
    } else {
      origin = isInsideEffectClosure(call) ? .effect : .reducer
    }
    facts.emissions.append(
      RawEmission(
        typeName: typeName, typeIndex: currentTypeIndex, route: cases, origin: origin,
        location: locate(call),
        storeVariable: storeVariable, inView: inView))
  }

  private func isInsideEffectClosure(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current {
      if parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return false }
      if let closure = parent.as(ClosureExprSyntax.self) {
        var owner = closure.parent
        while let candidate = owner,
          candidate.is(LabeledExprSyntax.self) || candidate.is(LabeledExprListSyntax.self)
            || candidate.is(MultipleTrailingClosureElementSyntax.self)
            || candidate.is(MultipleTrailingClosureElementListSyntax.self)
        {
          owner = candidate.parent
        }
        if let call = owner?.as(FunctionCallExprSyntax.self),
          let name = SyntaxReading.calleeName(call)
        {
          if name == "Reduce" { return false }
          if Self.effectClosureCalls.contains(name) { return true }
        }
      }
      current = parent.parent
    }
    return false
  }
}
