/// The legend rows a picture needs, recorded while it is drawn: drawing a node or an edge of some
/// style records the row that explains it, and the legend lists each recorded row once, in the
/// order of `Row.allCases`, so a legend never explains what the picture does not show.
struct LegendUsage<Row: CaseIterable & Hashable> {
  private var recorded: Set<Row>

  /// An accumulator holding `always`: rows every picture of the view shows.
  init(always: [Row] = []) {
    recorded = Set(always)
  }

  /// Notes that the picture draws what `row` explains.
  mutating func record(_ row: Row) {
    recorded.insert(row)
  }

  /// Notes `row` when `condition` holds.
  mutating func record(_ row: Row, if condition: Bool) {
    if condition { recorded.insert(row) }
  }

  /// Whether `row` was recorded.
  func contains(_ row: Row) -> Bool {
    recorded.contains(row)
  }

  /// The recorded rows in `Row.allCases` order.
  var rows: [Row] {
    Row.allCases.filter(recorded.contains)
  }

  /// The legend: each recorded row, in order, as `entries` spells it (a row may need several
  /// entries, or none).
  func legend(_ entries: (Row) -> [LegendEntry]) -> [LegendEntry] {
    rows.flatMap(entries)
  }
}
