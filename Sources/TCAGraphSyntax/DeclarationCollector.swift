internal import Foundation
internal import SwiftSyntax
internal import TreeIntrospect

/// The one walk over a file: collects type declarations, action enums, state fields, reducer
/// bodies, the patterns reducers match, and the places that send actions.
///
/// The overrides stay here, since Swift does not let an extension override; what they do lives in
/// one extension per concern: types and members (`+Types`), the patterns handlers match
/// (`+Handlers`) and the places that send actions or run a member by hand (`+Sends`).
final class DeclarationCollector: PruningSyntaxVisitor {
  let lines: LineTable
  var facts: FileFacts

  // MARK: Types and members

  /// The types being walked, innermost last, with their index in the file's types (`nil` for an
  /// actor or a reducer value).
  var typeStack: [(name: String, index: Int?)] = []
  /// The index of the outermost extension being walked, if any.
  var extensionIndex: Int?
  /// The reducer members being walked (`body`, `core`), innermost last, with their elements'
  /// spans, to place a member run from a `Reduce` closure in the element holding it.
  var readingMembers: [MemberReading] = []
  /// The declarations of the reducer values being walked, whose code is their feature's.
  var valueReducerNodes: [SyntaxIdentifier] = []
  /// How many initialisers the walk is inside.
  var initializerDepth = 0

  /// A reducer member being walked.
  struct MemberReading {
    var node: SyntaxIdentifier
    var typeIndex: Int
    /// `nil` for `body`.
    var member: String?
    var spans: [Range<Int>]
  }

  // MARK: Handlers

  /// The names bound by the patterns around the walk (`case let .child(a)`), innermost frame last,
  /// with the route they hold and the handler that bound them; a `nil` route for a name bound to
  /// another payload (`case let .loaded(action, image)`), which hides an action of that name.
  var bindingFrames: [[String: (route: SubjectRoute?, handler: Int?)]] = []
  /// For each switch, the route its subject holds, or `nil` when it does not switch on an action.
  var switchPrefixes: [SubjectRoute?] = []
  /// For each switch, the arm whose bound payload it looks inside, if any.
  var switchArms: [TreeIntrospect.SourceLocation?] = []
  /// The arm whose binding the last ``routePrefix(ofSubject:)`` followed, if any.
  var lastPrefixArm: TreeIntrospect.SourceLocation?
  /// That arm's handler, which a pattern inside it replaces once one is recorded.
  var lastPrefixHandler: Int?
  /// For each switch, the handler of the arm whose bound payload it looks inside, if any.
  var switchBoundHandlers: [Int?] = []
  /// For each switch, the element of a tuple subject that is the action (`switch (x, action)`).
  var switchTupleElements: [Int?] = []
  /// For each function, the names its `Action` parameters added to `actionNames`.
  var functionActionNames: [[String]] = []
  /// Handlers that a pattern inside their arm replaced, dropped when the walk ends.
  var suppressedHandlers: Set<Int> = []
  /// The names that hold an action where the walk is (`action`, a `Reduce` closure's second
  /// parameter, a helper's `Action` parameter).
  var actionNames: Set<String> = ["action"]
  /// Helper parameters that hold part of the action, by name, with where their route starts: a
  /// lane enum of the action (`_ a: Action.View`), or another feature's action that a case of
  /// it carries (`action: Child.Action`).
  var subActionNames: [String: RouteHead] = [:]

  // MARK: TCA 2's channels

  /// For each `for` loop being walked, innermost last, its variable when the loop runs over a
  /// state collection (`for var row in state.rows` → `row`: `["rows"]`).
  var stateLoopVariables: [[String: [String]]] = []

  init(path: String, lines: LineTable) {
    self.lines = lines
    self.facts = FileFacts(path: path)
    super.init(viewMode: .sourceAccurate)
  }

  /// Walks a file parsed from `text` and returns its facts, with the directives in its comments.
  static func collect(_ tree: SourceFileSyntax, text: String, path: String) -> FileFacts {
    let collector = DeclarationCollector(path: path, lines: LineTable(text))
    SourceTextSlice.$current.withValue(SourceTextSlice(text: text, tree: tree)) {
      collector.walk(tree)
    }
    collector.keepClosureCallsOfClosureProperties()
    var facts = collector.facts
    facts.directives = SuppressionDirective.directives(in: tree, text: text, lines: collector.lines)
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

  var currentTypeName: String? { typeStack.last?.name }
  var currentTypeIndex: Int? { typeStack.last?.index }

  // MARK: - Types and members

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterStruct(node)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    pushType(
      SyntaxReading.name(node.name), kind: .enumType, attributes: node.attributes,
      modifiers: node.modifiers, inheritance: node.inheritanceClause, nameToken: node.name)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    pushType(
      SyntaxReading.name(node.name), kind: .classType, attributes: node.attributes,
      modifiers: node.modifiers, inheritance: node.inheritanceClause, nameToken: node.name)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    typeStack.append(
      ((currentTypeName.map { $0 + "." } ?? "") + SyntaxReading.name(node.name), nil))
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    readProtocol(node)
    return .skipChildren
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.path.first?.name.text { facts.imports.insert(module) }
    return .skipChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enterExtension(node)
    readSharedKeyExtension(node)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) {
    typeStack.removeLast()
    if typeStack.isEmpty { extensionIndex = nil }
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    readTypeAlias(node)
    return .skipChildren
  }

  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    readCases(node)
    readCaseRawValues(node)
    return .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    readDependencies(node)
    if enterValueReducer(node) { return .visitChildren }
    readProperties(node)
    readSharedDeclaration(node)
    return .visitChildren
  }
  override func visitPost(_ node: VariableDeclSyntax) {
    endReading(node)
    guard valueReducerNodes.last == node.id else { return }
    valueReducerNodes.removeLast()
    typeStack.removeLast()
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    initializerDepth += 1
    return .visitChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) { initializerDepth -= 1 }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    enterFunctionActionNames(node)
    readFunctionMember(node)
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) {
    endReading(node)
    leaveFunctionActionNames()
  }

  // MARK: - Handlers

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    enterClosure(node)
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) { bindingFrames.removeLast() }

  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    enterSwitch(node)
    return .visitChildren
  }
  override func visitPost(_ node: SwitchExprSyntax) {
    switchPrefixes.removeLast()
    switchArms.removeLast()
    switchBoundHandlers.removeLast()
    switchTupleElements.removeLast()
  }

  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
    bindingFrames.append(matchingArm(node))
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

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    enterStateLoop(node)
    // `for await action in actions { switch action { … } }`: the loop's names are its elements,
    // not the reducer's action, even where they reuse its name.
    var loopNames: [String: (route: SubjectRoute?, handler: Int?)] = [:]
    for name in CasePathReading.boundNames(in: node.pattern) { loopNames[name] = (nil, nil) }
    bindingFrames.append(loopNames)
    return .visitChildren
  }
  override func visitPost(_ node: ForStmtSyntax) {
    stateLoopVariables.removeLast()
    bindingFrames.removeLast()
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    recordSharedAccess(node)
    return .visitChildren
  }

  // MARK: - `action.is(\.x)`, sends and members run by hand

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let typeName = currentTypeName else { return .visitChildren }
    recordWrappedReduce(node)
    recordSharedHandOffs(node, typeName: typeName)
    recordFeatureTalk(node, typeName: typeName)
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
      switch member.declName.baseName.text {
      case "is": recordIsCheck(node, base: member.base)
      case "send": recordSend(node, base: member.base, typeName: typeName)
      case "reduce": recordImperativeRun(node)
      case "init" where !valueReducerNodes.isEmpty && ValueReducerReader.isInitValueEffect(node):
        recordSend(node, base: nil, typeName: typeName)
      default: recordDependencyOverride(node, member: member)
      }
    } else if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "send" {
      recordSend(node, base: nil, typeName: typeName, bare: true)
    } else if ValueReducerReader.isValueEffect(node) {
      recordSend(node, base: nil, typeName: typeName)
    }
    return .visitChildren
  }
}
