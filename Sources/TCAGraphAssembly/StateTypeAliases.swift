import TCAGraphSyntax
import TreeIntrospect

/// Child state behind a `typealias`: `StackState<Route>` with `typealias Route = Path.State`,
/// `Rows` with `typealias Rows = IdentifiedArrayOf<Row.State>`.
extension KnownReducerReading {
  /// `written` with the aliases the scanned sources declare around `scope` followed, for the
  /// whole type and for a container's last generic argument; optionals kept.
  func expandingStateAliases(_ written: String, from scope: String) -> String {
    var type = written
    var optionals = ""
    while type.hasSuffix("?") {
      type.removeLast()
      optionals += "?"
    }
    type = followingAliases(type, from: scope)
    let (base, arguments) = SyntaxReading.genericParts(type)
    if let last = arguments.last {
      let expanded = followingAliases(last, from: scope)
      if expanded != last {
        type = base + "<" + (arguments.dropLast() + [expanded]).joined(separator: ", ") + ">"
      }
    }
    return type + optionals
  }

  /// The child feature a state field holds (`Path` for `StackState<Route>`), aliases followed.
  func childName(ofField field: StateField, from scope: String) -> String? {
    Self.childName(ofStateType: expandingStateAliases(field.typeName, from: scope))
  }

  private func followingAliases(_ written: String, from scope: String) -> String {
    var type = written
    for _ in 0..<Self.aliasDepth {
      guard let expanded = table.expandingAlias(type, from: scope), expanded != type else { break }
      type = expanded
    }
    return type
  }

  /// How many aliases of aliases are followed.
  private static var aliasDepth: Int { 4 }
}
