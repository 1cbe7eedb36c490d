import TreeIntrospect

/// How a picture marks a feature whose body the scanner could not read whole
/// (``Feature/unread``): a line under its name, what was not read on hover, and a legend line, so
/// that a missing child or match is never shown as a complete picture.
package enum UnreadMark {
  /// The line added under the name of a feature that was not read whole.
  static let line = "(body partly read)"

  /// Whether `feature` was not read whole.
  static func applies(to feature: Feature?) -> Bool {
    !(feature?.unread ?? []).isEmpty
  }

  /// `label` with the mark's line when `feature` was not read whole.
  static func label(_ label: String, of feature: Feature?) -> String {
    applies(to: feature) ? label + "\n" + line : label
  }

  /// `tooltip` followed by what could not be read of `feature`, if anything.
  static func tooltip(_ tooltip: String?, of feature: Feature?) -> String? {
    guard let unread = feature?.unread, !unread.isEmpty else { return tooltip }
    let lines = unread.map { construct in
      "not read: \(construct.message)" + (construct.location.map { " (\($0))" } ?? "")
    }
    return ([tooltip].compactMap { $0 } + lines).joined(separator: "\n")
  }

  /// The legend line explaining the mark.
  static let legend = LegendEntry.node(
    "\(line): a construct of the body was not read, so children or matches may be missing "
      + "(--verbose lists it)", shape: .plainText)
}
