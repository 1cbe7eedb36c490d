import Foundation

/// Graphviz's SVG made fit to sit inside an HTML page beside other pictures.
///
/// The XML prolog, doctype and comments go (comments repeat every node's name, and a page holds
/// no doctype but its own); the root's fixed `width` and `height` go so the page sizes the
/// picture, keeping its `viewBox`; `font-family` goes to the page's style sheet; the namespace
/// declarations go (an HTML page puts `<svg>` in its namespace itself), and with them the
/// `xlink:title` of a tooltip, which becomes a `<title>` inside a plain group. Every `id` takes
/// a prefix unique to the picture, and references to ids (`url(#…)`, `href="#…"`) with it, so
/// pictures inlined in one page never clash. Each node group whose name stands for a feature
/// gets `data-feature` with that feature's index, which the page's script opens on a click.
struct InlineSVG {
  /// Prepended to every id: `p3-` makes `node1` into `p3-node1`.
  var idPrefix: String
  /// The index of the feature a node stands for, given the node's name (its `<title>`), or `nil`.
  var feature: (String) -> Int?

  /// The `<svg>` element of `document`, cleaned; an empty string when it holds none.
  func clean(_ document: String) -> String {
    var output: [Substring] = []
    var rest = Substring(document)
    var pendingNodeTag: Int?
    var inTitle = false
    var title = ""
    var started = false
    while let open = rest.firstIndex(of: "<") {
      let text = rest[..<open]
      if started && !text.isEmpty {
        output.append(text)
        if inTitle { title += text }
      }
      rest = rest[open...]
      if rest.hasPrefix("<!--") {
        guard let end = rest.range(of: "-->") else { break }
        rest = rest[end.upperBound...]
        continue
      }
      guard let close = rest.firstIndex(of: ">") else { break }
      let tag = rest[...close]
      rest = rest[rest.index(after: close)...]
      if tag.hasPrefix("<?") || tag.hasPrefix("<!") { continue }
      if !started {
        guard tag.hasPrefix("<svg") else { continue }
        started = true
      }
      if tag == "<title>" {
        inTitle = true
        title = ""
      } else if tag == "</title>" {
        inTitle = false
        if let index = pendingNodeTag, let feature = feature(HTMLText.unescape(title)) {
          var rewritten = output[index].dropLast()
          rewritten += " data-feature=\"\(feature)\">"
          output[index] = rewritten
        }
        pendingNodeTag = nil
      }
      if tag.hasPrefix("<a ") {
        output.append(tooltipGroup(tag))
        continue
      }
      if tag == "</a>" {
        output.append("</g>")
        continue
      }
      let rewritten = rewrite(tag)
      if tag.hasPrefix("<g ") && tag.contains("class=\"node\"") {
        pendingNodeTag = output.count
      }
      output.append(rewritten)
      if tag == "</svg>" { break }
    }
    return output.joined()
  }

  /// `tag` with its attributes rewritten: ids prefixed, references to them too, the root's size
  /// and every `font-family` dropped.
  private func rewrite(_ tag: Substring) -> Substring {
    guard tag.contains("=") else { return tag }
    let isRoot = tag.hasPrefix("<svg")
    var result = ""
    var rest = tag
    while let equals = rest.firstIndex(of: "=") {
      let quoteIndex = rest.index(after: equals)
      guard quoteIndex < rest.endIndex, rest[quoteIndex] == "\"",
        let closing = rest[rest.index(after: quoteIndex)...].firstIndex(of: "\"")
      else { break }
      let before = rest[..<equals]
      let nameStart = before.lastIndex(where: { $0 == " " || $0 == "\n" || $0 == "\t" })
      let lead = nameStart.map { before[..<$0] } ?? before
      let name = nameStart.map { before[before.index(after: $0)...] } ?? ""
      let value = rest[rest.index(after: quoteIndex)..<closing]
      result += lead
      switch name {
      case "font-family", "xmlns", "xmlns:xlink": break
      case "width" where isRoot, "height" where isRoot: break
      case "id": result += " id=\"\(idPrefix)\(value)\""
      default:
        result += " \(name)=\"\(prefixingReferences(in: value, attribute: name))\""
      }
      rest = rest[rest.index(after: closing)...]
    }
    return Substring(result + rest)
  }

  /// A graphviz link (`<a xlink:title="…">`, how a tooltip comes out) as a group whose first
  /// child is a `<title>`, which browsers show on hover.
  private func tooltipGroup(_ tag: Substring) -> Substring {
    guard let start = tag.range(of: "xlink:title=\""),
      let end = tag[start.upperBound...].firstIndex(of: "\"")
    else { return "<g>" }
    return "<g><title>" + tag[start.upperBound..<end] + "</title>"
  }

  /// An attribute value with its references to ids prefixed: `url(#a)` anywhere and a fragment
  /// `href`.
  private func prefixingReferences(in value: Substring, attribute: Substring) -> String {
    if attribute.hasSuffix("href") && value.hasPrefix("#") {
      return "#" + idPrefix + value.dropFirst()
    }
    guard value.contains("url(#") else { return String(value) }
    return value.replacingOccurrences(of: "url(#", with: "url(#" + idPrefix)
  }
}
