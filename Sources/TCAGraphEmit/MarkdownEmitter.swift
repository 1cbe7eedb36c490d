import Foundation
import TCAGraphSupport
import TCAGraphViews

/// Writes the Markdown pages of `render --format markdown`: one per diagram, with its Mermaid
/// text in a `mermaid` block (which GitHub draws) and a link to its SVG, and an index of them all.
///
/// Pages link, rather than embed, the SVG so each page shows its diagram once; the SVG is always
/// written beside the page. Links are relative, so the folder can move as a whole.
public struct MarkdownEmitter: Sendable {
  public init() {}

  /// The page of the diagram written under `name` (`lanes/Editor`): `mermaid` is its Mermaid
  /// text; `darkVariant` says whether a `~dark` SVG sits beside the light one.
  public func page(name: String, title: String, mermaid: String, darkVariant: Bool) -> String {
    let file = (name as NSString).lastPathComponent
    let up = String(repeating: "../", count: name.split(separator: "/").count - 1)
    let fence = Self.fence(for: mermaid)
    var svg = "[`\(file).svg`](\(Self.link(file + ".svg")))"
    if darkVariant {
      let dark = file + ThemeSelection.darkVariantSuffix + ".svg"
      svg += " (dark: [`\(dark)`](\(Self.link(dark))))"
    }
    return """
      # \(Self.escape(title))

      \(fence)mermaid
      \(mermaid)\(fence)

      Drawn by Graphviz: \(svg). [Every diagram](\(up)index.md).

      """
  }

  /// `index.md`: a link to each page, in the order the diagrams were drawn.
  public func index(of diagrams: [(name: String, title: String)]) -> String {
    var lines = ["# Diagrams", ""]
    for diagram in diagrams {
      lines.append("- [\(Self.escape(diagram.title))](\(Self.link(diagram.name + ".md")))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A fence of backticks longer than any run of backticks in `text` (at least three).
  static func fence(for text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    return String(repeating: "`", count: max(3, longest + 1))
  }

  /// A relative link with every character outside a URL path percent-encoded.
  static func link(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "()")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }

  /// A title for a heading or a link text, as ``MarkdownText`` writes text from the sources:
  /// line breaks as spaces, markup escaped, and each word GitHub could make live (a mention, an
  /// issue reference, a URL) in a code span.
  package static func escape(_ text: String) -> String {
    MarkdownText.text(text.replacingOccurrences(of: "\n", with: " "), inTable: false)
  }
}
