import TreeIntrospect

/// A `tca-graph:` comment that is misspelt, names an unknown rule or names none, where it is
/// written: what ``InvalidDirective`` reports.
public struct DirectiveProblem: Hashable, Sendable, Comparable {
  /// The comment's file, line and column.
  public var location: SourceLocation
  /// What is wrong and what to write instead: short, lowercase, no trailing period.
  public var message: String

  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }

  /// Orders by place, then message.
  public static func < (lhs: DirectiveProblem, rhs: DirectiveProblem) -> Bool {
    lhs.location != rhs.location ? lhs.location < rhs.location : lhs.message < rhs.message
  }
}
