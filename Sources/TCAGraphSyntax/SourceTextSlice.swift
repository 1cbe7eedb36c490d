internal import SwiftSyntax

/// The bytes of the file a collector is reading, so that a node's text can be cut out of them
/// instead of rebuilt token by token.
final class SourceTextSlice: Sendable {
  /// The file being read by the walk on this thread, if any.
  @TaskLocal static var current: SourceTextSlice?

  private let bytes: [UInt8]
  private let root: SyntaxIdentifier

  init(text: String, tree: SourceFileSyntax) {
    bytes = Array(text.utf8)
    root = tree.id
  }

  /// The node's text without its leading and trailing trivia, or `nil` for a node of another
  /// tree.
  func trimmedText(of node: some SyntaxProtocol) -> String? {
    guard node.root.id == root else { return nil }
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    guard 0 <= start, start <= end, end <= bytes.count else { return nil }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
