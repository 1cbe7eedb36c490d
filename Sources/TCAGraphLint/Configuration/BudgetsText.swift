import Foundation
import TCAGraphRules

/// A `.tca-graph.json`'s text with its `budgets` section written anew: the section replaced where
/// it is, or added as the last key, every other byte as it was (a byte order mark too), in the
/// file's own indentation and line endings.
package enum BudgetsText {
  /// The text of a file that holds only `version` and `budgets`.
  package static func newFile(_ budgets: Budgets) -> Data {
    Data(
      "{\n  \"version\": \(LintConfiguration.currentVersion),\n  \"budgets\": \(object(budgets, indent: "  ", unit: "  ", newline: "\n"))\n}\n"
        .utf8)
  }

  /// `data`, a configuration that parsed, with `budgets` as its `budgets` section.
  package static func replacing(_ budgets: Budgets, in data: Data) -> Data {
    let bytes = [UInt8](data)
    let layout = TopLevelLayout(bytes)
    var result = bytes
    if let section = layout.budgets {
      let written = bytes[section.value].contains(newline)
      let text = object(
        budgets, indent: written ? section.indent : nil, unit: layout.unit,
        newline: layout.newline)
      result.replaceSubrange(section.value, with: Array(text.utf8))
    } else if let closing = layout.closingBrace {
      var last = closing - 1
      while last > 0, whitespace.contains(bytes[last]) { last -= 1 }
      let compact = layout.firstKeyIndent == nil
      let text =
        "," + (compact ? " " : layout.newline + layout.unit) + "\"budgets\": "
        + object(
          budgets, indent: compact ? nil : layout.unit, unit: layout.unit, newline: layout.newline)
      result.insert(contentsOf: Array(text.utf8), at: last + 1)
    }
    return Data(result)
  }

  /// The section's object, on one line when `indent` is `nil`, else one budget a line under a
  /// key indented by `indent`, the lines ended by `newline`.
  private static func object(
    _ budgets: Budgets, indent: String?, unit: String, newline: String
  ) -> String {
    let pairs = budgets.keys.sorted().compactMap { budget in
      budgets[budget].map { "\"\(budget.rawValue)\": \($0)" }
    }
    guard let indent else { return "{" + pairs.joined(separator: ", ") + "}" }
    return "{" + newline + pairs.map { indent + unit + $0 }.joined(separator: "," + newline)
      + newline + indent + "}"
  }

  private static let newline = UInt8(ascii: "\n")
  private static let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]

  /// Where the top-level object's parts are in a JSON text.
  private struct TopLevelLayout {
    /// The `budgets` key's value, and the indentation of the line its key is on.
    var budgets: (value: Range<Int>, indent: String)?
    /// The `}` that closes the top-level object.
    var closingBrace: Int?
    /// The indentation of the first key, `nil` when it is on the line of the opening brace.
    var firstKeyIndent: String?

    /// One level of indentation: the first key's, else two spaces.
    var unit: String { firstKeyIndent.flatMap { $0.isEmpty ? nil : $0 } ?? "  " }
    /// The file's line ending: that of its first line, `\r\n` or `\n`.
    var newline = "\n"

    init(_ bytes: [UInt8]) {
      if let first = bytes.firstIndex(of: UInt8(ascii: "\n")), first > 0, bytes[first - 1] == 0x0D {
        self.newline = "\r\n"
      }
      var depth = 0
      var index = 0
      var sawKey = false
      var valueStart: Int?
      var valueIndent = ""
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 1, let start = valueStart {
            budgets = (start..<(index + 1), valueIndent)
            valueStart = nil
          }
          if depth == 0 { closingBrace = index }
        case UInt8(ascii: "\""):
          let end = JSONKeyLines.closingQuote(in: bytes, from: index)
          if depth == 1, JSONKeyLines.isKey(bytes, after: end) {
            let indent = Self.indent(before: index, in: bytes)
            if !sawKey {
              sawKey = true
              firstKeyIndent = indent
            }
            let key = try? JSONDecoder().decode(String.self, from: Data(bytes[index...end]))
            if key == "budgets" {
              var start = end + 1
              while start < bytes.count, bytes[start] != UInt8(ascii: "{") { start += 1 }
              valueStart = start
              valueIndent = indent ?? ""
            }
          }
          index = end
        default: break
        }
        index += 1
      }
    }

    /// The spaces and tabs from the start of the line to `position`, `nil` when something else
    /// comes first on that line.
    private static func indent(before position: Int, in bytes: [UInt8]) -> String? {
      var start = position
      while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
      guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return nil }
      return String(decoding: bytes[start..<position], as: UTF8.self)
    }
  }
}
