import TCAGraphSyntax
import TreeIntrospect

/// The actions of a value a feature presents without a reducer of its own (`AlertState<Alert>`,
/// `ConfirmationDialogState<Dialog>`, a `@ReducerCaseEphemeral` state): the payload enum's cases,
/// as a group the feature owns.
enum PresentedValueActions {
  /// The group for `case name(PresentationAction<Alert>)` (`wrapper` `.presentation`) or for an
  /// enum reducer's `case name(AlertState<Alert>)` (`wrapper` `nil`), or `nil` when `written` is
  /// not an enum of the scanned sources other than `actionType` itself or a feature's `Action`.
  static func group(
    _ raw: RawCase, payloadType written: String, in scope: String, excluding actionType: String?,
    wrapper: ActionWrapper?, table: SymbolTable
  ) -> ActionCase? {
    guard !written.hasSuffix(".Action"), written != "Action",
      let resolved = table.resolve(written, from: scope), resolved != actionType,
      !resolved.hasSuffix(".Action"), let payloadEnum = table[resolved], payloadEnum.isEnum
    else { return nil }
    let leaves = payloadEnum.cases.map { leafCase -> ActionCase in
      var leaf = ActionCase.leaf(leafCase.name, leafCase.payload.map(\.written))
      leaf.location = leafCase.location
      return leaf
    }
    return ActionCase(
      name: raw.name, kind: .group, typeName: written, cases: leaves,
      casePathable: payloadEnum.attributes.contains("CasePathable") ? true : nil,
      wrapper: wrapper, location: raw.location)
  }
}
