internal import SwiftSyntax
internal import TreeIntrospect

/// TCA 2's ways for features to talk without actions, read where they are written: keys posted
/// and heard (`store.post(key:value:)`, `.onEvent`, `.preference(key:value:)`,
/// `.onPreferenceChange`), triggers handled (`.onTrigger(store.reset)`) and fired
/// (`state.child.reset()`), closures handed to a child and called by it, and
/// `try store.dismiss()`. What each name refers to is left to the assembly.
extension DeclarationCollector {
  /// Records what a call says of TCA 2's channels; `typeName` is the innermost enclosing type.
  func recordFeatureTalk(_ call: FunctionCallExprSyntax, typeName: String) {
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      switch name {
      case "post": recordKeyUse(.post, call, typeName: typeName, label: "key")
      case "onEvent": recordKeyUse(.listen, call, typeName: typeName, label: nil)
      case "preference": recordKeyUse(.publish, call, typeName: typeName, label: "key")
      case "onPreferenceChange": recordKeyUse(.observe, call, typeName: typeName, label: nil)
      case "onTrigger": recordTriggerHandler(call, typeName: typeName)
      case "dismiss" where call.arguments.isEmpty && Self.isStore(member.base):
        talk.dismissals.append(place(typeName: typeName, name: "", at: call))
      case _ where member.base.map({ SyntaxReading.text($0) == "self" }) ?? false:
        talk.closureCalls.append(place(typeName: typeName, name: name, at: call))
      default:
        recordTriggerFire(call, member: member, typeName: typeName)
      }
    } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if let first = name.unicodeScalars.first, first.properties.isUppercase {
        recordClosureProvision(call, constructed: name, typeName: typeName)
      } else {
        talk.closureCalls.append(place(typeName: typeName, name: name, at: call))
      }
    }
  }

  /// `for var row in state.rows { … }`: the loop variable stands for an element of `rows` in
  /// the loop's body.
  func enterStateLoop(_ node: ForStmtSyntax) {
    let pattern = node.pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? node.pattern
    guard let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let path = Self.statePath(node.sequence, stateNames: ["state"])
    else {
      stateLoopVariables.append([:])
      return
    }
    stateLoopVariables.append([name: path])
  }

  /// Drops the calls to names the file does not declare as closure-typed stored properties of
  /// the calling type: a closure call is a call of a property holding a function
  /// (`let onSave: (String) throws -> Void`).
  func keepClosureCallsOfClosureProperties() {
    guard !talk.closureCalls.isEmpty else { return }
    var closureFields: Set<String> = []
    for type in facts.types {
      for field in type.fields where field.type.map(RawField.isFunctionType) ?? false {
        closureFields.insert(type.name + "." + field.name)
      }
    }
    talk.closureCalls.removeAll { !closureFields.contains($0.typeName + "." + $0.name) }
  }

  /// Whether the walk is inside a feature, or an extension of one declared in this file, of a
  /// dialect whose feature owns its `store` (TCA 2's `@Feature`, `FeatureProtocol`, with or
  /// without their module): a send through `store` there is the feature's, not a view's.
  var isInsideStoreOwningFeature: Bool {
    enclosingFeatureDialect?.vocabulary.featureOwnsStore ?? false
  }

  /// The dialect of the innermost type around the walk when it is a feature by its own words,
  /// or an extension of one declared in this file; `nil` otherwise (a view nested in a feature
  /// is no feature).
  var enclosingFeatureDialect: FeatureDialect? {
    guard let (name, index) = typeStack.last(where: { $0.index != nil }), let index else {
      return nil
    }
    if let dialect = Self.declaredDialect(facts.types[index]) { return dialect }
    guard facts.types[index].kind == .extensionType else { return nil }
    return facts.types.lazy.filter { $0.name == name }.compactMap(Self.declaredDialect).first
  }

  /// The dialect a type declares itself a feature of: by its macro (`@Reducer`, `@Feature`,
  /// `@ComposableArchitecture2.Feature`), its conformance (`FeatureProtocol`,
  /// `ComposableArchitecture2.FeatureProtocol`) or its `body`'s type (`some Feature`).
  private static func declaredDialect(_ type: RawType) -> FeatureDialect? {
    type.attributes.lazy.compactMap(DialectVocabulary.dialect(ofAttribute:)).first
      ?? type.inherits.lazy.compactMap(DialectVocabulary.dialect(ofProtocol:)).first
      ?? type.bodyType.flatMap(DialectVocabulary.dialect(ofBodyType:))
  }

  private var talk: FeatureTalkFacts {
    get { facts.featureTalk ?? FeatureTalkFacts() }
    set { facts.featureTalk = newValue.isEmpty ? nil : newValue }
  }

  private func place(typeName: String, name: String, at node: some SyntaxProtocol)
    -> RawTalkPlace
  {
    RawTalkPlace(
      typeName: typeName, typeIndex: currentTypeIndex, name: name, location: locate(node))
  }

  /// A key as its `K.self` argument writes it: labelled `label`, or the first argument.
  private func recordKeyUse(
    _ kind: RawKeyUse.Kind, _ call: FunctionCallExprSyntax, typeName: String, label: String?
  ) {
    let argument =
      label.map { label in call.arguments.first { $0.label?.text == label } }
      ?? call.arguments.first.flatMap { $0.label == nil ? $0 : nil }
    guard let expression = argument?.expression.as(MemberAccessExprSyntax.self),
      expression.declName.baseName.text == "self", let base = expression.base
    else { return }
    let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName
    talk.keyUses.append(
      RawKeyUse(
        kind: kind, key: SyntaxReading.text(base), typeName: typeName,
        typeIndex: currentTypeIndex, location: callee.map { locate($0) } ?? locate(call)))
  }

  /// `.onTrigger(store.reset) { state in … }`.
  private func recordTriggerHandler(_ call: FunctionCallExprSyntax, typeName: String) {
    guard let argument = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
      Self.isStore(argument.base)
    else { return }
    talk.triggerHandlers.append(
      place(
        typeName: typeName, name: argument.declName.baseName.text,
        at: call.calledExpression.as(MemberAccessExprSyntax.self)?.declName ?? argument.declName))
  }

  /// A call with no arguments and no closure on a path through the state: a trigger, if the
  /// child at the end of the path declares one so named.
  private func recordTriggerFire(
    _ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, typeName: String
  ) {
    guard call.arguments.isEmpty, call.trailingClosure == nil, let base = member.base else {
      return
    }
    var stateNames: Set<String> = ["state"]
    if isInsideModifyClosure(call) { stateNames.insert("$0") }
    var path = Self.statePath(base, stateNames: stateNames)
    if path == nil, let root = SyntaxReading.rootName(base),
      let loopPath = stateLoopVariables.reversed().lazy.compactMap({ $0[root] }).first
    {
      path = Self.statePath(base, stateNames: [root]).map { loopPath + $0 } ?? nil
    }
    guard let path, !path.isEmpty else { return }
    talk.triggerFires.append(
      RawTriggerFire(
        typeName: typeName, typeIndex: currentTypeIndex, path: path,
        trigger: member.declName.baseName.text, location: locate(member.declName)))
  }

  /// `Child(onSave: { … })` in a reducer's body.
  private func recordClosureProvision(
    _ call: FunctionCallExprSyntax, constructed: String, typeName: String
  ) {
    guard !readingMembers.isEmpty else { return }
    let labels =
      call.arguments.compactMap { $0.label?.text }
      + call.additionalTrailingClosures.map(\.label.text)
    guard !labels.isEmpty else { return }
    talk.closureProvisions.append(
      RawClosureProvision(
        typeName: typeName, typeIndex: currentTypeIndex, constructed: constructed,
        labels: labels, location: locate(call)))
  }

  /// Whether a call sits in the closure of `store.modify { $0.x = … }`, whose `$0` is the state.
  private func isInsideModifyClosure(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current {
      if parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return false }
      if let closure = parent.as(ClosureExprSyntax.self) {
        guard let owner = closure.parent?.as(FunctionCallExprSyntax.self),
          let callee = owner.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return callee.declName.baseName.text == "modify"
      }
      current = parent.parent
    }
    return false
  }

  /// Whether an expression is the feature's `store` (`store`, `self.store`).
  static func isStore(_ base: ExprSyntax?) -> Bool {
    guard let base else { return false }
    let text = SyntaxReading.text(SyntaxReading.unwrap(base))
    return text == "store" || text == "self.store"
  }

  /// The members an expression reads below one of `stateNames`, subscripts and optional
  /// chaining skipped: `["rows"]` for `state.rows[i]`, `[]` for `state` itself; `nil` when it
  /// does not start at one of them.
  static func statePath(_ expression: ExprSyntax, stateNames: Set<String>) -> [String]? {
    var names: [String] = []
    var current = SyntaxReading.unwrap(expression)
    while true {
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        names.insert(member.declName.baseName.text, at: 0)
        current = SyntaxReading.unwrap(base)
      } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
        current = SyntaxReading.unwrap(subscriptCall.calledExpression)
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        return stateNames.contains(reference.baseName.text) ? names : nil
      } else {
        return nil
      }
    }
  }
}
