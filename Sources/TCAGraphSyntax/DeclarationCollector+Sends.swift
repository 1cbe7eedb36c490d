internal import SwiftSyntax
internal import TCAGraphSupport
internal import TreeIntrospect

/// The places that send actions (`send(.x)`, `store.send(.x)`, `.send(.x)`, `Effect(value: .x)`)
/// and the reducer members run by hand from a `Reduce` closure.
extension DeclarationCollector {
  /// The calls whose closure runs as an effect in a feature of a dialect that owns its store
  /// (TCA 2's `store.addTask { … }`): a send through `store` there is a feature's wherever the
  /// feature is declared.
  private static let storeOwnedEffectClosures: Set<String> = DialectVocabulary.all
    .filter(\.featureOwnsStore).reduce(into: []) { $0.formUnion($1.effectClosures) }

  /// Records a send: from a view through a store or a `@ViewAction` view's bare `send`, from an
  /// effect closure, or from the reducer itself.
  func recordSend(
    _ call: FunctionCallExprSyntax, base: ExprSyntax?, typeName: String, bare: Bool = false
  ) {
    guard let argument = call.arguments.first?.expression,
      let route = CasePathReading.route(ofExpression: argument)
    else { return }
    recordSharedPayloadSend(argument, route: route.cases, typeName: typeName)
    let viewActionFor = currentTypeIndex.flatMap { facts.types[$0].viewActionFor }
    var origin: EmissionOrigin
    var storeVariable: String?
    var cases = route.cases
    var inView = false
    if let base {
      let baseText = SyntaxReading.text(base)
      if DialectVocabulary.anySpells(\.effectTypes, baseText) {
        origin = isInsideEffectClosure(call) ? .effect : .reducer
      } else if Self.isStore(base),
        isInsideStoreOwningFeature || isInsideEffectClosure(call, of: Self.storeOwnedEffectClosures)
      {
        // A feature's own store: `try store.send(.x)` in `store.addTask { … }`, from an arm, a
        // lifecycle body (`.onMount { state in … }`) or a helper; outside a task, the
        // feature's own code sends it as an arm does.
        origin = isInsideEffectClosure(call) ? .effect : .reducer
      } else if baseText.lowercased().hasSuffix("store") {
        origin = .view
        inView = true
        storeVariable = baseText.split(separator: ".").last.map(String.init)
        if let variable = storeVariable, let source = viewStoreSource(variable, around: call) {
          storeVariable = source
        }
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

  /// The property a `WithViewStore(stateStore, observe: …) { viewStore in … }` closure's
  /// parameter `name` observes, when the call at `node` is inside that closure: `stateStore` for
  /// a property (also `self.stateStore`) and no `send:` translating the actions; `nil`
  /// otherwise (a scoped store's actions are the child's).
  private func viewStoreSource(_ name: String, around node: some SyntaxProtocol) -> String? {
    guard let call = SyntaxReading.callDeclaringClosureParameter(name, around: node),
      SyntaxReading.calleeName(call) == "WithViewStore",
      !call.arguments.contains(where: { $0.label?.text == "send" }),
      let first = call.arguments.first, first.label == nil
    else { return nil }
    var property = SyntaxReading.text(first.expression)
    if property.hasPrefix("self.") { property.removeFirst(5) }
    let isName =
      !property.isEmpty && property.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    return isName ? property : nil
  }

  /// `self.core.reduce(into: &state, action: action)` in a reducer member: the member `core` runs
  /// in the element holding the call.
  func recordImperativeRun(_ call: FunctionCallExprSyntax) {
    guard let member = ImperativeReducerRun.member(of: call) else { return }
    let offset = call.position.utf8Offset
    guard let reading = readingMembers.last,
      let element = reading.spans.firstIndex(where: { $0.contains(offset) })
    else {
      facts.unresolved.append(
        .reduceIntoOutsideBody(member: member, at: locate(call)))
      return
    }
    let part = RawBodyElement.Part.imperative(member, locate(call))
    if let name = reading.member {
      facts.types[reading.typeIndex].reducerMembers[name]?[element].parts.append(part)
    } else {
      facts.types[reading.typeIndex].body?[element].parts.append(part)
    }
  }

  /// Whether `node` is inside the closure of an effect call (`.run { send in … }`,
  /// `store.addTask { … }`) before any logic builder's closure (`Reduce`, `Update`) around it:
  /// of `calls`, or else of the enclosing feature's dialect, or of any dialect when the walk is
  /// in no feature this file declares. A store-owned task counts only through the feature's
  /// `store` (`store.addTask`, not a task group's `group.addTask`).
  private func isInsideEffectClosure(_ node: some SyntaxProtocol, of calls: Set<String>? = nil)
    -> Bool
  {
    let effectCalls =
      calls ?? enclosingFeatureDialect.map(\.vocabulary.effectClosures)
      ?? DialectVocabulary.union(\.effectClosures)
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
          if DialectVocabulary.anySpells(\.logicBuilders, name) { return false }
          if effectCalls.contains(name),
            !Self.storeOwnedEffectClosures.contains(name)
              || Self.isStore(call.calledExpression.as(MemberAccessExprSyntax.self)?.base)
          {
            return true
          }
        }
      }
      current = parent.parent
    }
    return false
  }
}
