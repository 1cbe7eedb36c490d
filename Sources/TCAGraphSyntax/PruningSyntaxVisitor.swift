internal import SwiftSyntax

/// A visitor that does not descend into subtrees where the scanner's walks find nothing.
///
/// Types, attributes, modifiers, literals, key paths, plain references and case labels hold no
/// reducer, switch, assignment or send: the nodes that need them (a case's patterns, a field's
/// type, a subscript's key path) read them directly, and skipping them spares each walk most of a
/// file's tokens.
class PruningSyntaxVisitor: SyntaxVisitor {
  override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  override func visit(_ node: GenericArgumentClauseSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  override func visit(_ node: SwitchCaseLabelSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
