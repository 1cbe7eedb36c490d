/// An argument given by position rather than by name, listed under ARGUMENTS in help.
struct PositionalArgument: Hashable, Sendable {
  /// The placeholder in help: `paths`, shown as `<paths>`.
  var name: String
  /// The help line.
  var help: String
  /// Whether it may be given more than once (`<paths> ...`).
  var repeats: Bool
}
