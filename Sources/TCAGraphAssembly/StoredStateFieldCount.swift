extension MergedType {
  /// How many stored properties the type declares, for ``Feature/storedStateFieldCount``: its
  /// fields (the syntax reader records stored instance `var`s and `let`s, property wrappers
  /// included, never computed or `static` ones), a name declared in both branches of an `#if`
  /// once. `nil` for an enum, whose cases are alternatives rather than fields held together, and
  /// for a type the scan only saw extended, whose declaration it did not read.
  var storedFieldCount: Int? {
    guard kind == .structType || kind == .classType else { return nil }
    return Set(fields.map(\.name)).count
  }
}
