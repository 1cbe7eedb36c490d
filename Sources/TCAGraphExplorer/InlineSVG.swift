import Foundation
import TCAGraphViews

/// Graphviz's SVG made fit to sit inside an HTML page beside other pictures.
///
/// The XML prolog, doctype and comments go (comments repeat every node's name, and a page holds
/// no doctype but its own); the root's fixed `width` and `height` go so the page sizes the
/// picture, keeping its `viewBox`; `font-family` goes to the page's style sheet; the namespace
/// declarations go (an HTML page puts `<svg>` in its namespace itself), and with them the
/// `xlink:title` of a tooltip, which becomes a `<title>` inside a plain group.
///
/// Graphviz's `<title>`s (each node's and edge's name, shown nowhere) go, and so does every `id`
/// nothing refers to; an id something refers to (`url(#…)`, `href="#…"`) takes a prefix unique
/// to the picture, and so do its references, so pictures inlined in one page never clash.
/// Coordinates are rounded to whole points, which a reader cannot tell apart at any zoom the
/// page offers; the attributes the page's style sheet gives every picture (``defaults``) and
/// the whitespace between elements go. Together they make the page a half smaller. Each node group whose name
/// stands for a feature gets `data-feature` with that feature's index, which the page's script
/// opens on a click. Text drawn on the background rather than on a fill gets `class="ink"`, which
/// the dark style sheet lightens (``SVGFills``). Control and bidirectional characters in names,
/// which XML refuses or which would reorder the text, show visibly (``HTMLControlCharacters``).
struct InlineSVG {
  /// Prepended to every id: `p3-` makes `node1` into `p3-node1`.
  var idPrefix: String
  /// Whether the root keeps graphviz's `width` and `height` (in pixels rather than points), for a
  /// picture shown at its own size rather than fitted to its box.
  var keepsSize = false
  /// Whether graphviz's tooltips (source places, patterns) are kept; a page of hundreds of
  /// feature pictures leaves them to the feature's heading and the tables below.
  var keepsTooltips = true
  /// The index of the feature a node stands for, given the node's name (its `<title>`), or `nil`.
  var feature: (String) -> Int?

  /// The `<svg>` element of `document`, cleaned; an empty string when it holds none.
  func clean(_ document: String) -> String {
    var output: [Substring] = []
    var rest = Substring(document)
    var pendingNodeTag: Int?
    var inTitle = false
    var inText = false
    var title = ""
    var started = false
    var fills = SVGFills()
    let referenced = Self.referencedIDs(in: document)
    // Markup is searched byte by byte: `<`, `>`, `=` and `"` are ASCII, so each found is a
    // whole scalar, and no text is broken into characters on the way.
    while let open = rest.utf8.firstIndex(of: UInt8(ascii: "<")) {
      let text = Substring(rest.utf8[..<open])
      if started && !text.isEmpty {
        if inTitle {
          title += text
        } else if inText || text.utf8.contains(where: { !Self.isSpace($0) }) {
          output.append(text)
        }
      }
      rest = Substring(rest.utf8[open...])
      if rest.hasBytePrefix("<!--") {
        guard let end = rest.byteRange(of: "-->") else { break }
        rest = rest[end.upperBound...]
        continue
      }
      guard let close = rest.utf8.firstIndex(of: UInt8(ascii: ">")) else { break }
      let tag = Substring(rest.utf8[...close])
      rest = Substring(rest.utf8[rest.utf8.index(after: close)...])
      if tag.hasBytePrefix("<?") || tag.hasBytePrefix("<!") { continue }
      if !started {
        guard tag.hasBytePrefix("<svg") else { continue }
        started = true
      }
      switch tag {
      case "<title>":
        inTitle = true
        title = ""
        continue
      case "</title>":
        inTitle = false
        if let index = pendingNodeTag, let feature = feature(HTMLText.unescape(title)) {
          output[index] = output[index].dropLast() + " data-feature=\"\(feature)\">"
        }
        pendingNodeTag = nil
        continue
      case "</a>":
        output.append("</g>")
        continue
      default: break
      }
      let ordered = Self.orderedAttributes(of: tag)
      let attributes = Dictionary(ordered, uniquingKeysWith: { _, last in last })
      if tag.hasBytePrefix("<a ") {
        output.append(tooltipGroup(attributes))
        continue
      }
      if tag.hasBytePrefix("<polygon") || tag.hasBytePrefix("<path")
        || tag.hasBytePrefix("<ellipse")
      {
        fills.record(tag, attributes: attributes)
      }
      if tag.hasBytePrefix("<text") { inText = true }
      if tag == "</text>" { inText = false }
      var extra = ""
      if tag.hasBytePrefix("<text"), let x = attributes["x"].flatMap({ Double($0) }),
        let y = attributes["y"].flatMap({ Double($0) }), !fills.isOnFill(x: x, y: y)
      {
        extra = " class=\"ink\""
      }
      if tag.hasBytePrefix("<g ") && attributes["class"] == "node" {
        pendingNodeTag = output.count
      }
      output.append(rewrite(tag, attributes: ordered, adding: extra, keeping: referenced))
      if tag == "</svg>" { break }
    }
    return HTMLControlCharacters.replacingInMarkup(output.joined())
  }

  /// The attributes of `tag` as name and value, in the order they are written; graphviz
  /// double-quotes every value and escapes quotes inside.
  static func orderedAttributes(of tag: Substring) -> [(name: Substring, value: Substring)] {
    var result: [(name: Substring, value: Substring)] = []
    var rest = tag.utf8[...]
    while let equals = rest.firstIndex(of: UInt8(ascii: "=")) {
      let quote = rest.index(after: equals)
      guard quote < rest.endIndex, rest[quote] == UInt8(ascii: "\""),
        let closing = rest[rest.index(after: quote)...].firstIndex(of: UInt8(ascii: "\""))
      else { break }
      let before = rest[..<equals]
      let nameStart = before.lastIndex(where: isSpace)
      let name = nameStart.map { before[before.index(after: $0)...] } ?? before
      result.append((Substring(name), Substring(rest[rest.index(after: quote)..<closing])))
      rest = rest[rest.index(after: closing)...]
    }
    return result
  }

  /// Whether `byte` is a space, tab or line break, which separate attributes and elements.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
      || byte == UInt8(ascii: "\r")
  }

  /// The ids that something in `document` refers to, by `url(#id)` or `href="#id"`.
  static func referencedIDs(in document: String) -> Set<Substring> {
    var result = Set<Substring>()
    for marker in ["url(#", "href=\"#"] {
      var rest = Substring(document)
      while let found = rest.byteRange(of: marker) {
        let name = rest[found.upperBound...].prefix { $0 != ")" && $0 != "\"" }
        result.insert(name)
        rest = rest[found.upperBound...]
      }
    }
    return result
  }

  /// Attribute values that ``ExplorerStyle`` gives every element they would be written on, so
  /// the page leaves them out: text is centred, 11 points and dark unless it says otherwise,
  /// and a shape is unfilled and outlined in the line colour unless it says otherwise.
  static let defaults: Set<String> = [
    "text-anchor=middle", "font-size=11", "font-size=11.00", "fill=none", "stroke=\(Palette.line)",
  ]

  /// The text colour ``ExplorerStyle`` gives text that names none.
  static let defaultTextFill = Palette.text

  /// The attributes whose numbers are coordinates.
  private static let coordinates: Set<Substring> = [
    "points", "d", "x", "y", "cx", "cy", "rx", "ry",
  ]

  /// `value` with each decimal number rounded to a whole one: `-12.67,3.2` is `-13,3`.
  static func rounded(_ value: Substring) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(value.utf8.count)
    var number: [UInt8] = []
    func flush() {
      guard !number.isEmpty else { return }
      if number.contains(UInt8(ascii: ".")),
        let parsed = Double(String(decoding: number, as: UTF8.self))
      {
        let whole = parsed.rounded()
        result += String(Int(whole == 0 ? 0 : whole)).utf8
      } else {
        result += number
      }
      number.removeAll(keepingCapacity: true)
    }
    for byte in value.utf8 {
      if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
        || (byte == UInt8(ascii: "-") && number.isEmpty)
      {
        number.append(byte)
      } else {
        flush()
        result.append(byte)
      }
    }
    flush()
    return String(decoding: result, as: UTF8.self)
  }

  /// `tag` with its attributes rewritten in their order, and `extra` added: ids in `referenced`
  /// prefixed and the others dropped, references prefixed, coordinates and font sizes rounded,
  /// the root's size, its namespaces and every `font-family` dropped.
  private func rewrite(
    _ tag: Substring, attributes: [(name: Substring, value: Substring)], adding extra: String,
    keeping referenced: Set<Substring>
  ) -> Substring {
    guard !attributes.isEmpty || !extra.isEmpty else { return tag }
    let isRoot = tag.hasBytePrefix("<svg")
    let isText = tag.hasBytePrefix("<text")
    let end = tag.hasSuffix("/>") ? "/>" : ">"
    var result = String(tag.prefix { $0 != " " && $0 != "\n" && $0 != ">" && $0 != "/" })
    for (name, value) in attributes {
      if Self.defaults.contains("\(name)=\(value)")
        || (isText && name == "fill" && value == Self.defaultTextFill)
      {
        continue
      }
      switch name {
      case "font-family", "xmlns", "xmlns:xlink": break
      case "transform":
        result +=
          " transform=\"\(value.replacing("scale(1 1) rotate(0) ", with: ""))\""
      case "width" where isRoot, "height" where isRoot:
        // Kept, a point of the picture is a pixel of the page: 10-point legend text reads at
        // 10 px, the size of the page's small print.
        if keepsSize { result += " \(name)=\"\(value.replacing("pt", with: ""))\"" }
      case "id" where referenced.contains(value): result += " id=\"\(idPrefix)\(value)\""
      case "id": break
      case _ where Self.coordinates.contains(name): result += " \(name)=\"\(Self.rounded(value))\""
      case "font-size": result += " font-size=\"\(Self.rounded(value))\""
      default: result += " \(name)=\"\(prefixingReferences(in: value, attribute: name))\""
      }
    }
    return Substring(result + extra + end)
  }

  /// A graphviz link (`<a xlink:title="…">`, how a tooltip comes out) as a group whose first
  /// child is a `<title>`, which browsers show on hover.
  private func tooltipGroup(_ attributes: [Substring: Substring]) -> Substring {
    guard keepsTooltips, let title = attributes["xlink:title"] else { return "<g>" }
    return "<g><title>" + title + "</title>"
  }

  /// An attribute value with its references to ids prefixed: `url(#a)` anywhere and a fragment
  /// `href`.
  private func prefixingReferences(in value: Substring, attribute: Substring) -> String {
    if attribute.hasSuffix("href") && value.hasBytePrefix("#") {
      return "#" + idPrefix + value.dropFirst()
    }
    guard value.byteRange(of: "url(#") != nil else { return String(value) }
    return String(value.replacing("url(#", with: "url(#" + idPrefix))
  }
}
