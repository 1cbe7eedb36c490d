internal import SwiftSyntax

/// Reads which feature an extension of `Reducer` is constrained to, so the handlers and sends
/// written in it belong to that feature.
enum ReducerExtensionDomain {
  /// `Game` for `extension Reducer where State == Game.State, Action == Game.Action`,
  /// `extension Reducer where State == Game.State`, `extension ReducerOf<Game>` and
  /// `extension Reducer<Game.State, Game.Action>`; `nil` for any other extension.
  static func written(of node: ExtensionDeclSyntax) -> String? {
    let extended = SyntaxReading.text(node.extendedType)
    let base = SyntaxReading.genericParts(extended).base
    let short = base.split(separator: ".").last.map(String.init) ?? base
    guard
      short == "Reducer" || short == "ReducerProtocol" || short.hasSuffix("ReducerOf")
        || short.hasSuffix("ReducerProtocolOf")
    else { return nil }
    let domain = WrittenReducerDomain(extended)
    if let feature = domain?.feature { return feature }
    var state = domain?.state
    var action = domain?.action
    for requirement in node.genericWhereClause?.requirements ?? [] {
      guard case .sameTypeRequirement(let same) = requirement.requirement else { continue }
      switch SyntaxReading.text(same.leftType) {
      case "State", "Self.State": state = SyntaxReading.text(same.rightType)
      case "Action", "Self.Action": action = SyntaxReading.text(same.rightType)
      default: continue
      }
    }
    return feature(of: state, member: "State") ?? feature(of: action, member: "Action")
  }

  /// `Game` for `Game.State` (with `member` `State`).
  private static func feature(of written: String?, member: String) -> String? {
    guard let written, written.hasSuffix("." + member) else { return nil }
    let feature = String(written.dropLast(member.count + 1))
    return SyntaxReading.isTypeName(feature) ? feature : nil
  }
}
