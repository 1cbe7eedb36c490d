internal import SwiftSyntax
internal import TreeIntrospect

/// Small readers of expressions and types shared by the scanner's collectors.
package enum SyntaxReading {
  /// The node's source text without surrounding trivia, with runs of whitespace collapsed,
  /// without the backticks that escape identifiers (`` `Default`.State `` is `Default.State`,
  /// as the compiler names it) except around a name that holds a dot (``name(_:)``), and
  /// spelled as ``IdentifierSpelling`` keeps names apart.
  static func text(_ node: some SyntaxProtocol) -> String {
    let written = SourceTextSlice.current?.trimmedText(of: node) ?? node.trimmedDescription
    if isPlain(written) { return written }
    var raw = IdentifierSpelling.distinct(written)
    if raw.utf8.contains(0x60) { raw = withoutBackticks(raw) }
    var needsCollapsing = false
    var previousWasSpace = false
    for byte in raw.utf8 {
      let isSpace = isWhitespace(byte)
      if isSpace, byte != 0x20 || previousWasSpace {
        needsCollapsing = true
        break
      }
      previousWasSpace = isSpace
    }
    guard needsCollapsing else { return raw }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(raw.utf8.count)
    var lastWasSpace = false
    for byte in raw.utf8 {
      if isWhitespace(byte) {
        if !lastWasSpace { bytes.append(0x20) }
        lastWasSpace = true
      } else {
        bytes.append(byte)
        lastWasSpace = false
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether ``text(_:)`` keeps `written` as it is: ASCII, without backticks, and without
  /// whitespace but single spaces. One pass over the bytes, for most nodes' text.
  private static func isPlain(_ written: String) -> Bool {
    var previousWasSpace = false
    for byte in written.utf8 {
      if byte >= 0x80 || byte == 0x60 { return false }
      let isSpace = isWhitespace(byte)
      if isSpace, byte != 0x20 || previousWasSpace { return false }
      previousWasSpace = isSpace
    }
    return true
  }

  /// An identifier token's name without the backticks that escape it (`Default` for
  /// `` `Default` ``), spelled as ``IdentifierSpelling`` keeps names apart. A raw identifier
  /// that holds a dot keeps its backticks (`` `Settings.v2` ``), so that a qualified name is
  /// still split into its names at its dots.
  static func name(_ token: TokenSyntax) -> String {
    let name = IdentifierSpelling.distinct(token.identifier?.name ?? token.text)
    return name.utf8.contains(0x2E) ? "`\(name)`" : name
  }

  /// `text` without the backticks around each escaped identifier but one that holds a dot.
  private static func withoutBackticks(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "`") {
      result += rest[..<open]
      rest = rest[rest.index(after: open)...]
      guard let close = rest.firstIndex(of: "`") else { break }
      let inner = rest[..<close]
      result += inner.contains(".") ? "`\(inner)`" : inner
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0B || byte == 0x0C
  }

  /// Attribute names without `@` or arguments.
  static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
    attributes.compactMap { element in
      guard case .attribute(let attribute) = element else { return nil }
      return text(attribute.attributeName)
    }
  }

  /// The first unlabeled argument of the attribute named `name`, or its `for:` argument.
  static func attributeArgument(
    _ attributes: AttributeListSyntax, named name: String, label: String
  )
    -> String?
  {
    for element in attributes {
      guard case .attribute(let attribute) = element, text(attribute.attributeName) == name,
        case .argumentList(let arguments)? = attribute.arguments
      else { continue }
      for argument in arguments where argument.label?.text == label {
        var value = text(argument.expression)
        if value.hasSuffix(".self") { value.removeLast(5) }
        return value
      }
    }
    return nil
  }

  /// The name a call is made through: `Scope` for `Scope(...)`, `ifLet` for `x.ifLet(...)`.
  static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return name(reference.baseName)
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      return name(member.declName.baseName)
    }
    if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
      return text(specialized.expression)
    }
    return nil
  }

  /// Strips `try`, `await`, parentheses, `?` and `!` around an expression.
  static func unwrap(_ expression: ExprSyntax) -> ExprSyntax {
    var current = expression
    while true {
      if let node = current.as(TryExprSyntax.self) {
        current = node.expression
      } else if let node = current.as(AwaitExprSyntax.self) {
        current = node.expression
      } else if let node = current.as(TupleExprSyntax.self), node.elements.count == 1,
        let only = node.elements.first, only.label == nil
      {
        current = only.expression
      } else if let node = current.as(OptionalChainingExprSyntax.self) {
        current = node.expression
      } else if let node = current.as(ForceUnwrapExprSyntax.self) {
        current = node.expression
      } else {
        return current
      }
    }
  }

  /// The identifier an access chain starts from: `state` for `state.path[id: id]?.x.remove()`.
  static func rootName(_ expression: ExprSyntax) -> String? {
    var current = unwrap(expression)
    while true {
      if let reference = current.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
      if let member = current.as(MemberAccessExprSyntax.self) {
        guard let base = member.base else { return nil }
        current = unwrap(base)
      } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
        current = unwrap(subscriptCall.calledExpression)
      } else if let call = current.as(FunctionCallExprSyntax.self) {
        current = unwrap(call.calledExpression)
      } else if let inOut = current.as(InOutExprSyntax.self) {
        current = unwrap(inOut.expression)
      } else {
        return nil
      }
    }
  }

  /// A type as written without generic noise around it: `Editor.State?` stays as is.
  static func typeText(_ type: TypeSyntax) -> String { text(type) }

  /// Splits `A<B, C<D>>` into `A` and its top-level generic arguments.
  package static func genericParts(_ written: String) -> (base: String, arguments: [String]) {
    // Most names have no generic arguments: one pass over the bytes says so.
    guard written.utf8.contains(UInt8(ascii: "<")), let open = written.firstIndex(of: "<"),
      written.hasSuffix(">")
    else {
      return (written, [])
    }
    let base = String(written[..<open])
    let inner = written[written.index(after: open)..<written.index(before: written.endIndex)]
    var arguments: [String] = []
    var depth = 0
    var current = ""
    for character in inner {
      switch character {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      default: break
      }
      if character == "," && depth == 0 {
        arguments.append(current.trimmingCharacters())
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { arguments.append(current.trimmingCharacters()) }
    return (base, arguments)
  }

  /// The protocols an inherited type names, generic arguments dropped: one for `Reducer`, each
  /// for a composition `Reducer & Sendable`; attributes such as `@preconcurrency` are skipped.
  static func conformances(_ type: TypeSyntax) -> [String] {
    if let composition = type.as(CompositionTypeSyntax.self) {
      return composition.elements.flatMap { conformances($0.type) }
    }
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return conformances(attributed.baseType)
    }
    return [genericParts(text(type)).base]
  }

  /// The parts of a written protocol composition: `["Reducer", "Sendable"]` for
  /// `Reducer & Sendable`, generic arguments dropped.
  package static func compositionParts(_ written: String) -> [String] {
    written.split(separator: "&").map { genericParts(String($0).trimmingCharacters()).base }
  }

  /// Whether a written type is a reducer's (`some ReducerOf<Self>`, `Reduce<State, Action>`,
  /// `Scope<…>`, `CombineReducers<…>`, TCA 2's `some Feature`), so a member of that type is part
  /// of a body.
  static func isReducerType(_ written: String) -> Bool {
    if written.contains("Reducer") { return true }
    if DialectVocabulary.dialect(ofBodyType: written) != nil { return true }
    return DialectVocabulary.anySpells(\.childlessReducers, written)
  }

  /// Whether an attribute declares a feature in some dialect: 1.x's `@Reducer`, TCA 2's
  /// `@Feature`, bare or qualified by the dialect's module (`@ComposableArchitecture2.Feature`).
  package static func isReducerMacro(_ attribute: String) -> Bool {
    DialectVocabulary.dialect(ofAttribute: attribute) != nil
  }

  /// Whether a name reads as a type: starts with an uppercase letter, after any underscores
  /// (`_GameSounds`, a type kept out of the public names).
  package static func isTypeName(_ name: String) -> Bool {
    name.drop { $0 == "_" }.first.map { $0.isUppercase } ?? false
  }

  /// A closure's parameter names as written (`state`, `action` for `{ state, action in … }`), or
  /// `nil` when it names none.
  /// The call whose closure declares the parameter `name` nearest around `node`, when that
  /// closure is the call's (trailing) argument: `WithViewStore(…) { viewStore in … }` for
  /// `viewStore`; `nil` when no closure around declares it, or the one that does is no call's.
  static func callDeclaringClosureParameter(_ name: String, around node: some SyntaxProtocol)
    -> FunctionCallExprSyntax?
  {
    var current = node.parent
    while let parent = current {
      current = parent.parent
      guard let closure = parent.as(ClosureExprSyntax.self),
        closureParameterNames(closure)?.contains(name) == true
      else { continue }
      return closure.parent?.as(FunctionCallExprSyntax.self)
    }
    return nil
  }

  static func closureParameterNames(_ closure: ClosureExprSyntax) -> [String]? {
    switch closure.signature?.parameterClause {
    case .simpleInput(let parameters)?: return parameters.map(\.name.text)
    case .parameterClause(let clause)?:
      return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: return nil
    @unknown default: return nil
    }
  }
}

extension String {
  /// The string without leading and trailing spaces.
  package func trimmingCharacters() -> String {
    var slice = Substring(self)
    while slice.first == " " { slice.removeFirst() }
    while slice.last == " " { slice.removeLast() }
    return String(slice)
  }
}
