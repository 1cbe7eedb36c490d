package import TCAGraphSupport
package import TreeIntrospect

/// The messages of reading one Swift file: a file skipped or parsed in part, and each construct
/// the readers saw but could not follow. One constructor per kind, so each text is written once.
extension ScanDiagnostic {
  /// A file nested too deep to parse in reasonable time and stack, skipped.
  package static func tooDeep(file: String, depth: Int, bracketDepth: Int) -> ScanDiagnostic {
    ScanDiagnostic(
      severity: .warning,
      message: "'\(file)' nests \(depth) levels deep (\(bracketDepth) of "
        + "them '['), more than hand-written code does; skipped, as parsing it would take "
        + "minutes or overflow the stack",
      location: SourceLocation(file: file, line: 1))
  }

  /// A file with a syntax error at `line` and `column`, read as far as it parsed.
  package static func syntaxError(file: String, line: Int, column: Int, message: String)
    -> ScanDiagnostic
  {
    ScanDiagnostic(
      severity: .warning, message: "syntax error: \(message); read what could be parsed",
      location: SourceLocation(file: file, line: line, column: column))
  }

  /// A composition (`call`) handing `type` a reducer wrapped in `Reduce(…)`.
  package static func reduceWrapped(call: String, type: String, at location: SourceLocation)
    -> ScanDiagnostic
  {
    unread(
      "'\(call)' hands \(type) a reducer wrapped in Reduce(…), which the scanner does not follow",
      at: location)
  }

  /// `member.reduce(into:action:)` called outside a reducer body.
  package static func reduceIntoOutsideBody(member: String, at location: SourceLocation)
    -> ScanDiagnostic
  {
    unread(
      "'\(member)' runs with reduce(into:action:) outside a reducer body; what it composes is "
        + "not read", at: location)
  }

  /// A reducer value whose State and Action types cannot be told.
  package static func valueReducerTypesUnknown(name: String, at location: SourceLocation)
    -> ScanDiagnostic
  {
    unread("cannot tell the State and Action of reducer value '\(name)'", at: location)
  }

  /// A reducer value expression of no form the scanner follows.
  package static func unfollowableReducer(_ text: String, at location: SourceLocation)
    -> ScanDiagnostic
  {
    unread("reducer '\(text)' is not a form the scanner can follow", at: location)
  }

  /// A reducer value built by a call the scanner cannot follow.
  package static func unfollowableReducerValue(builtBy text: String, at location: SourceLocation)
    -> ScanDiagnostic
  {
    unread("reducer value built by '\(text)' cannot be followed", at: location)
  }

  /// A `Scope`, `pullback` or similar operator whose state or action path is no key or case path.
  package static func unreadPaths(of operatorName: String, at location: SourceLocation)
    -> ScanDiagnostic
  {
    unread(
      "\(operatorName) whose state or action path is not a key path or case path", at: location)
  }

  /// A modifier (`ifLet`, `forEach`, ...) whose paths are no key or case paths.
  package static func unreadModifierPaths(of modifier: String, at location: SourceLocation)
    -> ScanDiagnostic
  {
    unread("\(modifier) whose paths are not key or case paths", at: location)
  }

  /// An operator applied to `text`, which is no reducer value by name.
  package static func notAReducerValue(
    _ text: String, operator operatorName: String, at location: SourceLocation
  ) -> ScanDiagnostic {
    unread("\(operatorName) of '\(text)', which is not a reducer value by name", at: location)
  }

  /// A custom reducer operator given a state and an action path.
  package static func customOperator(_ name: String, at location: SourceLocation)
    -> ScanDiagnostic
  {
    unread(
      "custom reducer operator '\(name)' is given a state and an action path; what it composes "
        + "is not read", at: location)
  }

  /// A child reducer expression that is no type the scanner follows.
  package static func unfollowableChildReducer(_ text: String, at location: SourceLocation)
    -> ScanDiagnostic
  {
    unread("child reducer '\(text)' is not a type the scanner can follow", at: location)
  }

  /// A `@Dependency(argument)` (or `@FeatureEnvironment(argument)`: the `wrapper`) whose
  /// argument is no key path into its `valuesType` and no `Type.self`.
  package static func unreadDependency(
    _ argument: String, wrapper: String, valuesType: String, at location: SourceLocation
  ) -> ScanDiagnostic {
    unread(
      "@\(wrapper)(\(argument)) names no \(valuesType) key path and no key type; the client "
        + "is not read", at: location)
  }

  /// A `.dependency(arguments)` (or `.environment(arguments)`: the `modifier`) override whose
  /// client cannot be told from its arguments.
  package static func unreadDependencyOverride(
    _ arguments: String, modifier: String, valuesType: String, at location: SourceLocation
  ) -> ScanDiagnostic {
    unread(
      ".\(modifier)(\(arguments)) names no \(valuesType) key path and no value of a key "
        + "type; the override is not read", at: location)
  }

  /// A note about a construct at `location` the scanner saw but could not read.
  private static func unread(_ message: String, at location: SourceLocation) -> ScanDiagnostic {
    ScanDiagnostic(severity: .note, message: message, location: location)
  }
}
