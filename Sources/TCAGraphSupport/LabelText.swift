import TreeIntrospect

/// Small text helpers shared by the views, so every label is written the same way.
package enum LabelText {
  /// The most list items a label shows before it says "+N more".
  package static let listLimit = 8

  /// The longest line a label keeps before ``wrap(_:width:)`` breaks it.
  static let lineWidth = 48

  /// `text` with every line longer than `width` broken at spaces (or, inside a word longer than
  /// `width`, after `.`, `,` and `(`); nothing is dropped but the spaces a break replaces, and a
  /// piece with no break opportunity stays whole on a line of its own.
  package static func wrap(_ text: String, width: Int = lineWidth) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { wrapLine(String($0), width: width) }.joined(separator: "\n")
  }

  private static func wrapLine(_ line: String, width: Int) -> String {
    guard line.count > width else { return line }
    // Each piece remembers whether a space stood before it, so a line joins them as written.
    var pieces: [(text: String, spaced: Bool)] = []
    for (index, word) in line.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
      var parts = [String(word)]
      if word.count > width {
        parts = []
        var current = ""
        for character in word {
          current.append(character)
          if ".,(".contains(character) {
            parts.append(current)
            current = ""
          }
        }
        if !current.isEmpty { parts.append(current) }
      }
      for (offset, part) in parts.enumerated() {
        pieces.append((part, index > 0 && offset == 0))
      }
    }
    var rows: [String] = []
    var row = ""
    for piece in pieces {
      let joined = row + (piece.spaced ? " " : "") + piece.text
      if !row.isEmpty && joined.count > width {
        rows.append(row)
        row = piece.text
      } else {
        row = joined
      }
    }
    rows.append(row)
    return rows.joined(separator: "\n")
  }

  /// The most characters a name is shown with where room is short (a picture's label, a
  /// shortened row of the diff comment); a longer one is shown by ``shortened(_:to:)``.
  package static let nameWidth = 80

  /// `text` when it has at most `width` characters; else its first and last characters around
  /// one `…`, `width` characters in all, so the start and the end of a name both show.
  package static func shortened(_ text: String, to width: Int = nameWidth) -> String {
    guard text.count > width, width > 1 else { return text }
    let kept = width - 1
    return String(text.prefix(kept - kept / 2)) + "…" + String(text.suffix(kept / 2))
  }

  /// `text` with each word (a run between spaces or line breaks) of more than `width`
  /// characters shortened by ``shortened(_:to:)``; everything else as it is.
  package static func shorteningWords(_ text: String, width: Int = nameWidth) -> String {
    guard text.count > width else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.split(separator: " ", omittingEmptySubsequences: false)
        .map { shortened(String($0), to: width) }.joined(separator: " ")
    }.joined(separator: "\n")
  }

  /// Items one per line, at most ``listLimit`` of them, then `+N more`.
  package static func lines(_ items: [String], limit: Int = listLimit) -> String {
    cap(items, limit: limit).joined(separator: "\n")
  }

  /// Items separated by commas, wrapped every few items, at most ``listLimit`` of them.
  package static func inline(_ items: [String], limit: Int = listLimit, perLine: Int = 3) -> String
  {
    let capped = cap(items, limit: limit)
    var rows: [String] = []
    var index = 0
    while index < capped.count {
      let end = min(index + perLine, capped.count)
      rows.append(capped[index..<end].joined(separator: ", "))
      index = end
    }
    return rows.joined(separator: ",\n")
  }

  /// The most names a title lists before it counts the rest.
  static let titleNameLimit = 3

  /// Names for a title: `A, B and C`, or, when two or more would be left past
  /// ``titleNameLimit``, the first ones and a count, `A, B, C and 57 more roots`, so a picture of
  /// an app with many roots is not as wide as their names. `noun` is the plural of what is named.
  package static func titleNames(_ names: [String], counting noun: String) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    guard names.count > titleNameLimit + 1 else {
      return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
    let shown = names.prefix(titleNameLimit).joined(separator: ", ")
    return "\(shown) and \(names.count - titleNameLimit) more \(noun)"
  }

  /// The first `limit` items, and a `+N more` item when some were left out.
  static func cap(_ items: [String], limit: Int = listLimit) -> [String] {
    guard items.count > limit else { return items }
    let kept = max(limit - 1, 1)
    return Array(items.prefix(kept)) + ["+\(items.count - kept) more"]
  }

  /// The reducer whose code holds a handler or emission, as every label and lint message names
  /// it: `AppReducer`, or `AppReducer (in GameCenterLogic)` when the arm is in a logic reducer
  /// that runs on `AppReducer`'s state and actions (``Handler/via``, ``Emission/via``).
  package static func reducer(_ name: String, via logic: FeatureID?) -> String {
    name + inLogic(logic)
  }

  /// ` (in GameCenterLogic)` for an arm in a logic reducer, or nothing.
  package static func inLogic(_ logic: FeatureID?) -> String {
    logic.map { " (in \($0.rawValue))" } ?? ""
  }

  /// A leaf case as written: `textoEditado(String)`, `alAparecer`.
  package static func leaf(_ actionCase: ActionCase) -> String {
    actionCase.payload.isEmpty
      ? actionCase.name : "\(actionCase.name)(\(actionCase.payload.joined(separator: ", ")))"
  }

  /// A wrapper's type name and cardinality: `PresentationAction\n(zero or one)`.
  package static func wrapper(_ wrapper: ActionWrapper) -> String {
    switch wrapper {
    case .bare: "(one)"
    case .presentation: "PresentationAction\n(zero or one)"
    case .identified: "IdentifiedAction\n(many)"
    case .stack: "StackAction\n(stack)"
    }
  }

  /// A two-payload child case (`case rows(Row.State.ID, Row.Action)`) of a cardinality: many,
  /// or a stack (TCA 2's `.forEach(…, dismissStyle: .stack)`).
  package static func pairedCase(_ wrapper: ActionWrapper) -> String {
    wrapper == .stack ? "(ID, Action)\n(stack)" : "(ID, Action)\n(many)"
  }

  /// A key path as written in Swift: `\.lista`, `\.$editor`.
  static func keyPath(_ path: String) -> String {
    path.hasPrefix("\\") ? path : "\\." + path
  }

  /// How a composition operator is called: `Scope(\.lista, \.lista)`, `ifLet(\.$editor, \.editor)`,
  /// or a logic reducer as listed in `body`: `HistoryFeature.RootReducer()`.
  package static func operatorCall(_ scope: ChildScope) -> String {
    let arguments = "\(keyPath(scope.statePath)), \(keyPath(scope.actionPath))"
    switch scope.operator {
    case .scope, .enumCase: return "Scope(\(arguments))"
    case .ifLet: return "ifLet(\(arguments))"
    case .ifCaseLet: return "ifCaseLet(\(arguments))"
    case .forEach, .stackForEach: return "forEach(\(arguments))"
    case .sameDomain: return "\(scope.child.rawValue)()"
    }
  }
}
