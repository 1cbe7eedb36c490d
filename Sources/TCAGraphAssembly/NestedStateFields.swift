import TreeIntrospect

extension KnownReducerReading {
  /// The child state field at the end of a multi-segment state path (`paths.about`) that runs
  /// through plain structs of a reducer's `State`; nil when a segment's type is not scanned.
  func stateField(alongPath path: String, of reducer: String) -> StateField? {
    var segments = path.split(separator: ".").map(String.init)
    guard segments.count > 1, let last = segments.popLast(),
      var holder = table.member("State", of: reducer).flatMap({ table[$0] })
    else { return nil }
    for segment in segments {
      guard let written = holder.fields.first(where: { $0.name == segment })?.type,
        let next = table.resolve(written, from: holder.name).flatMap({ table[$0] })
      else { return nil }
      holder = next
    }
    return holder.fields.first { $0.name == last }.flatMap { stateField($0, scope: holder.name) }
  }
}
