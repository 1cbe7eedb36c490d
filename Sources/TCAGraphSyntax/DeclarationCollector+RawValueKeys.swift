internal import SwiftSyntax
internal import TreeIntrospect

/// What a key built from an enum's raw values needs: the raw value of each case of an enum whose
/// raw type is `String` (`case tutorialShown = "tutorial-v1"`, or the case's name when it has no
/// literal), and the `String` properties that put text around the raw value
/// (`var id: String { "shared-\(rawValue)" }`), so that `.appStorage(Names.tutorialShown.id)`
/// names `shared-tutorial-v1`.
extension DeclarationCollector {
  /// Records the raw values of a `case` declaration inside an enum whose first inherited type is
  /// `String`; a raw value that is no plain literal is left out.
  func readCaseRawValues(_ node: EnumCaseDeclSyntax) {
    guard let index = currentTypeIndex, facts.types[index].kind == .enumType,
      facts.types[index].inherits.first == "String"
    else { return }
    for element in node.elements {
      let name = SyntaxReading.name(element.name)
      let value: String
      if let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self) {
        guard let plain = Self.plainText(of: literal) else { continue }
        value = plain
      } else if element.rawValue == nil {
        value = element.name.text
      } else {
        continue
      }
      sharedState.caseRawValues.append(
        RawStringConstant(
          typeName: currentTypeName, typeIndex: index, name: name, value: value))
    }
  }

  /// Records a computed `String` property of a type whose one statement is a string literal
  /// interpolating `rawValue` (or `self.rawValue`) once, with text around it.
  func readRawValueTemplate(_ node: VariableDeclSyntax) {
    guard let index = currentTypeIndex, node.bindingSpecifier.tokenKind == .keyword(.var),
      node.bindings.count == 1, let binding = node.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      binding.typeAnnotation.map({ SyntaxReading.text($0.type) }) == "String",
      case .getter(let statements)? = binding.accessorBlock?.accessors,
      statements.count == 1, let statement = statements.first
    else { return }
    var expression: ExprSyntax?
    switch statement.item {
    case .expr(let value): expression = value
    case .stmt(let stmt): expression = stmt.as(ReturnStmtSyntax.self)?.expression
    default: break
    }
    guard let literal = expression.map(SyntaxReading.unwrap)?.as(StringLiteralExprSyntax.self)
    else { return }
    var prefix = ""
    var suffix = ""
    var interpolations = 0
    for segment in literal.segments {
      if let text = segment.as(StringSegmentSyntax.self) {
        if interpolations == 0 {
          prefix += SyntaxReading.text(text)
        } else {
          suffix += SyntaxReading.text(text)
        }
      } else if let interpolated = segment.as(ExpressionSegmentSyntax.self),
        interpolated.expressions.count == 1, let value = interpolated.expressions.first,
        value.label == nil,
        ["rawValue", "self.rawValue"].contains(SyntaxReading.text(value.expression))
      {
        interpolations += 1
      } else {
        return
      }
    }
    guard interpolations == 1 else { return }
    sharedState.rawValueTemplates.append(
      RawValueTemplate(
        typeName: currentTypeName, typeIndex: index, name: name, prefix: prefix, suffix: suffix))
  }

  /// A string literal's content when it interpolates nothing.
  private static func plainText(of literal: StringLiteralExprSyntax) -> String? {
    guard literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else { return nil }
    return literal.segments.map { SyntaxReading.text($0) }.joined()
  }
}
