internal import SwiftSyntax
internal import TreeIntrospect

/// Reads shared-key expressions as the Sharing library spells them: a storage
/// (`.appStorage("k")`, `.fileStorage(url)`, `.inMemory("k")`), a custom static key (`.cart`,
/// `.cart(id)`), a key type of the app's own (`MyKey()`), and the bodies of custom keys
/// (`Self[.fileStorage(…), default: []]`, `PersistenceKeyDefault(.appStorage("k"), false)`).
package enum SharedKeyExpressionReader {
  /// The protocols whose constrained extensions declare custom keys.
  package static let keyProtocols: Set<String> = [
    "SharedKey", "SharedReaderKey", "PersistenceKey", "PersistenceReaderKey",
  ]

  private static let storages: [String: SharedStorage] = [
    "appStorage": .appStorage, "fileStorage": .fileStorage, "inMemory": .inMemory,
  ]

  /// The key `expression` builds.
  static func key(_ expression: ExprSyntax) -> RawSharedKeyExpression {
    let expression = SyntaxReading.unwrap(expression)
    if let call = expression.as(FunctionCallExprSyntax.self) {
      return key(call)
    }
    if let member = expression.as(MemberAccessExprSyntax.self), isKeyMemberBase(member.base) {
      return .member(SyntaxReading.name(member.declName.baseName))
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      !SyntaxReading.isTypeName(reference.baseName.text)
    {
      return .member(SyntaxReading.name(reference.baseName))
    }
    return .unreadable(SyntaxReading.text(expression))
  }

  private static func key(_ call: FunctionCallExprSyntax) -> RawSharedKeyExpression {
    let called = call.calledExpression
    var memberName: String?
    if let member = called.as(MemberAccessExprSyntax.self), isKeyMemberBase(member.base) {
      memberName = SyntaxReading.name(member.declName.baseName)
    } else if let reference = called.as(DeclReferenceExprSyntax.self) {
      let name = SyntaxReading.name(reference.baseName)
      if SyntaxReading.isTypeName(name) {
        return .construction(type: name, written: SyntaxReading.text(call))
      }
      memberName = name
    } else if let specialized = called.as(GenericSpecializationExprSyntax.self) {
      let name = SyntaxReading.text(specialized.expression)
      if SyntaxReading.isTypeName(name) {
        return .construction(type: name, written: SyntaxReading.text(call))
      }
    } else if let member = called.as(MemberAccessExprSyntax.self), let base = member.base,
      SyntaxReading.isTypeName(SyntaxReading.text(base)),
      member.declName.baseName.text == "init"
    {
      return .construction(type: SyntaxReading.text(base), written: SyntaxReading.text(call))
    }
    guard let memberName else { return .unreadable(SyntaxReading.text(call)) }
    guard let storage = storages[memberName] else { return .member(memberName) }
    guard let first = call.arguments.first, first.label == nil else {
      return .unreadable(SyntaxReading.text(call))
    }
    return .storage(storage, argument(first.expression, of: storage))
  }

  /// Whether a member access names a static key: `.cart`, `Self.cart`, `SharedKey.cart`.
  private static func isKeyMemberBase(_ base: ExprSyntax?) -> Bool {
    guard let base else { return true }
    let text = SyntaxReading.text(base)
    return text == "Self" || keyProtocols.contains(text)
  }

  /// A storage's argument: one that interpolates a value into a string is interpolated; a
  /// `fileStorage` URL or a key path is the key as written; a string literal's content is the
  /// key; a name may hold a constant; anything else is computed.
  private static func argument(_ expression: ExprSyntax, of storage: SharedStorage)
    -> RawKeyArgument
  {
    let expression = SyntaxReading.unwrap(expression)
    let values = interpolatedValues(in: expression)
    if !values.isEmpty {
      return .interpolated(
        SyntaxReading.text(expression), values: values, parts: interpolationParts(of: expression))
    }
    if storage == .fileStorage || expression.is(KeyPathExprSyntax.self) {
      return .key(SyntaxReading.text(expression))
    }
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      return .key(literal.segments.map { SyntaxReading.text($0) }.joined())
    }
    if isNamePath(expression) { return .reference(SyntaxReading.text(expression)) }
    return .computed(SyntaxReading.text(expression))
  }

  /// The expressions interpolated into the string literals of `node` (`id` for `"\(id).avatar"`),
  /// in order.
  private static func interpolatedValues(in node: some SyntaxProtocol) -> [String] {
    if let segment = node.as(ExpressionSegmentSyntax.self) {
      return [segment.expressions.map { SyntaxReading.text($0.expression) }.joined(separator: ", ")]
    }
    return node.children(viewMode: .sourceAccurate).flatMap { interpolatedValues(in: $0) }
  }

  /// A string literal's pieces when it is one (`"shared-\(Names.x.rawValue)"`): its text and each
  /// interpolated expression, which must be a name path to be worked out; `nil` otherwise.
  private static func interpolationParts(of expression: ExprSyntax) -> [RawInterpolationPart]? {
    guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
    var parts: [RawInterpolationPart] = []
    for segment in literal.segments {
      if let text = segment.as(StringSegmentSyntax.self) {
        parts.append(.text(SyntaxReading.text(text)))
      } else if let interpolated = segment.as(ExpressionSegmentSyntax.self),
        interpolated.expressions.count == 1, let value = interpolated.expressions.first,
        value.label == nil, isNamePath(SyntaxReading.unwrap(value.expression))
      {
        parts.append(.value(SyntaxReading.text(value.expression)))
      } else {
        return nil
      }
    }
    return parts
  }

  /// Whether an expression is a name or a chain of names (`key`, `Keys.onboarded`, `.onboarded`).
  private static func isNamePath(_ expression: ExprSyntax) -> Bool {
    if expression.is(DeclReferenceExprSyntax.self) { return true }
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
    return member.base.map(isNamePath) ?? true
  }

  /// The key a custom key's body builds and the default it gives: `Self[key, default: d]`,
  /// `PersistenceKeyDefault(key, d)`, or the key alone.
  static func body(_ expression: ExprSyntax) -> (key: RawSharedKeyExpression, defaultValue: String?)
  {
    let expression = SyntaxReading.unwrap(expression)
    if let subscriptCall = expression.as(SubscriptCallExprSyntax.self),
      let first = subscriptCall.arguments.first, first.label == nil
    {
      let fallback = subscriptCall.arguments.first { $0.label?.text == "default" }
      return (key(first.expression), fallback.map { SyntaxReading.text($0.expression) })
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      let callee = SyntaxReading.calleeName(call), callee.hasSuffix("PersistenceKeyDefault"),
      call.arguments.count == 2, let first = call.arguments.first
    {
      return (key(first.expression), call.arguments.last.map { SyntaxReading.text($0.expression) })
    }
    return (key(expression), nil)
  }

  /// The value type a custom key's `Self ==` constraint names: `[Item]` for
  /// `FileStorageKey<[Item]>.Default`, `Bool` for `PersistenceKeyDefault<AppStorageKey<Bool>>`.
  static func valueType(constrainedTo written: String) -> String? {
    var type = written
    if type.hasSuffix(".Default") { type.removeLast(".Default".count) }
    let (base, arguments) = SyntaxReading.genericParts(type)
    guard arguments.count == 1, let argument = arguments.first else { return nil }
    let short = base.split(separator: ".").last.map(String.init) ?? base
    switch short {
    case "PersistenceKeyDefault", "SharedKeyDefault", "SharedReaderKeyDefault":
      return valueType(constrainedTo: argument)
    case "AppStorageKey", "FileStorageKey", "InMemoryKey": return argument
    default: return nil
    }
  }

  /// The type a literal default has (`Bool` for `false`, `Int` for `0`, `String` for `""`).
  static func literalType(_ expression: ExprSyntax) -> String? {
    let expression = SyntaxReading.unwrap(expression)
    if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
    if expression.is(StringLiteralExprSyntax.self) { return "String" }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    var callee = SyntaxReading.text(call.calledExpression)
    if callee.hasSuffix(".init") { callee.removeLast(5) }
    return SyntaxReading.isTypeName(callee) ? callee : nil
  }
}
