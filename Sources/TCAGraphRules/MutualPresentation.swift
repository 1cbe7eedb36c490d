import TCAGraphSupport
import TreeIntrospect

/// Two features each of which presents the other (`ifLet`, `ifCaseLet`, a stack, a destination
/// enum's case): reported once per pair, by one finding at the presentation in each feature.
public struct MutualPresentation: LintRule {
  public static let id = "mutual-presentation"
  public static let summary = "two features do not present each other"
  public static let rationale = """
    A presented child's state lives inside its presenter's. When A presents \
    B and B presents A, each state holds the other's, navigation can nest without end, and \
    neither feature can be understood, or tested, without the other. Screens that lead to each \
    other belong in one navigation stack (`StackState`) of a common parent, which pushes either.
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  public func check(_ context: LintContext) -> [Finding] {
    let presentations = Presentations(context.graph)
    return presentations.mutualPairs.flatMap { first, second in
      [(first, second), (second, first)].map { presenter, presented in
        let there = presentations.channels(from: presenter, to: presented)
        let back = presentations.channels(from: presented, to: presenter)
        return finding(
          "\(presenter.shortName) presents \(presented.shortName) (\(Self.fields(there))) and "
            + "\(presented.shortName) presents \(presenter.shortName) (\(Self.fields(back))); "
            + "push both from one navigation stack of a common parent",
          at: there.flatMap(\.locations).min())
      }
    }
  }

  /// `'destination', 'sheet'`.
  private static func fields(_ channels: [Channel]) -> String {
    Set(channels.map(\.name)).sorted().map { "'\($0)'" }.joined(separator: ", ")
  }
}
