/// The sizes past which GitHub does not draw a Mermaid diagram (its `maxTextSize` of 50,000
/// characters and `maxEdges` of 500, invisible `~~~` links included), and how near a diagram's
/// text comes to them.
public enum MermaidLimits {
  /// The most characters of diagram text GitHub draws.
  public static let characters = 50_000
  /// The most links GitHub draws.
  public static let edges = 500
  /// The share of a limit from which a render warns, so a diagram is split before it breaks.
  public static let warningShare = 0.8

  /// How many characters and links `text` (``MermaidEmitter``'s output) has.
  public static func size(of text: String) -> (characters: Int, edges: Int) {
    let links = text.split(separator: "\n").filter { line in
      [" --> ", " -.-> ", " ==> ", " ~~~ ", " -->|", " -.->|", " ==>|"].contains {
        line.contains($0)
      }
    }
    return (text.count, links.count)
  }

  /// A line for a render's notes when `text` comes within ``warningShare`` of a limit, naming
  /// `file`, the size, the limit and what to do; `nil` when it is well inside both.
  public static func warning(for text: String, file: String) -> String? {
    let size = size(of: text)
    let measures = [(size.characters, characters, "characters"), (size.edges, edges, "links")]
    guard
      let (count, limit, unit) = measures.max(by: {
        Double($0.0) / Double($0.1) < Double($1.0) / Double($1.1)
      }), Double(count) >= warningShare * Double(limit)
    else { return nil }
    let share =
      count > limit
      ? "more than the \(limit) GitHub draws in Mermaid (it shows an error instead)"
      : "\(count * 100 / limit)% of the \(limit) GitHub draws in Mermaid"
    return "note: \(file) has \(count) \(unit), \(share); draw a part with --focus <Feature>, "
      + "--root <Feature> or --module <Module>"
  }
}
