/// How much room a picture's legend takes.
public enum LegendStyle: String, CaseIterable, Sendable {
  /// A boxed legend beside the diagram: every entry drawn with the shape it explains.
  case full
  /// Rows of small samples under the title (the fill, outline or line of each entry, not its
  /// shape), so the legend adds height, not width.
  case compact
  /// No legend.
  case none

  /// The legend `render` draws when none is asked for.
  public static let `default` = LegendStyle.compact
}
