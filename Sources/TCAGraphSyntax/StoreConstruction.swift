internal import SwiftSyntax

/// The feature a store is built for where a property holds one without a written type
/// (`let store = Store(initialState: Counter.State()) { Counter() }`), so that a view owning its
/// store sends to that feature.
enum StoreConstruction {
  /// `StoreOf<X>` for a `Store(initialState:reducer:)` call (also `Store<…>(…)`, `.init`
  /// spelled out): `X` is the reducer its trailing closure or `reducer:` argument constructs
  /// (`Counter()`, `Counter()._printChanges()`) unless it is one of TCA's own
  /// (`CombineReducers { … }`), else the type whose `State` is its initial state
  /// (`Counter.State()`); `nil` for any other call, or when neither names a type.
  static func storeType(of call: FunctionCallExprSyntax) -> String? {
    var callee = SyntaxReading.text(call.calledExpression)
    if callee.hasSuffix(".init") { callee.removeLast(5) }
    let base = SyntaxReading.genericParts(callee).base
    guard base == "Store" || base.hasSuffix(".Store"),
      call.arguments.contains(where: { $0.label?.text == "initialState" })
    else { return nil }
    let reducer =
      call.trailingClosure
      ?? call.arguments.first { $0.label?.text == "reducer" }?.expression.as(
        ClosureExprSyntax.self)
    if let reducer, reducer.statements.count == 1,
      case .expr(let expression) = reducer.statements.first?.item,
      let feature = constructedType(expression), !libraryReducers.contains(feature)
    {
      return "StoreOf<\(feature)>"
    }
    guard
      let state = call.arguments.first(where: { $0.label?.text == "initialState" })?.expression,
      let construction = SyntaxReading.unwrap(state).as(FunctionCallExprSyntax.self)
    else { return nil }
    var stateType = SyntaxReading.text(construction.calledExpression)
    if stateType.hasSuffix(".init") { stateType.removeLast(5) }
    guard stateType.hasSuffix(".State") else { return nil }
    let feature = String(stateType.dropLast(6))
    return SyntaxReading.isTypeName(feature) ? "StoreOf<\(feature)>" : nil
  }

  /// TCA's own reducers, which a store's closure may wrap the feature in: they name no feature.
  private static let libraryReducers: Set<String> = [
    "CombineReducers", "Reduce", "EmptyReducer", "BindingReducer", "Scope",
  ]

  /// The type a reducer expression constructs, through the modifiers chained on it:
  /// `Counter` for `Counter()` and `Counter()._printChanges().dependency(\.x, y)`.
  private static func constructedType(_ expression: ExprSyntax) -> String? {
    var current = SyntaxReading.unwrap(expression)
    while let call = current.as(FunctionCallExprSyntax.self) {
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base, base.is(FunctionCallExprSyntax.self)
      {
        current = base
        continue
      }
      var name = SyntaxReading.text(call.calledExpression)
      if name.hasSuffix(".init") { name.removeLast(5) }
      return SyntaxReading.isTypeName(name) ? name : nil
    }
    return nil
  }
}
