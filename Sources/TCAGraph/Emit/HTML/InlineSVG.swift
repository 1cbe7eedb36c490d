import Foundation

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
    while let open = rest.firstIndex(of: "<") {
      let text = rest[..<open]
      if started && !text.isEmpty {
        if inTitle {
          title += text
        } else if inText || text.contains(where: { !$0.isWhitespace }) {
          output.append(text)
        }
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
      let attributes = Self.attributes(of: tag)
      if tag.hasPrefix("<a ") {
        output.append(tooltipGroup(attributes))
        continue
      }
      if tag.hasPrefix("<polygon") || tag.hasPrefix("<path") || tag.hasPrefix("<ellipse") {
        fills.record(tag, attributes: attributes)
      }
      if tag.hasPrefix("<text") { inText = true }
      if tag == "</text>" { inText = false }
      var extra = ""
      if tag.hasPrefix("<text"), let x = attributes["x"].flatMap({ Double($0) }),
        let y = attributes["y"].flatMap({ Double($0) }), !fills.isOnFill(x: x, y: y)
      {
        extra = " class=\"ink\""
      }
      if tag.hasPrefix("<g ") && attributes["class"] == "node" {
        pendingNodeTag = output.count
      }
      output.append(rewrite(tag, attributes: attributes, adding: extra, keeping: referenced))
      if tag == "</svg>" { break }
    }
    return HTMLControlCharacters.replacingInMarkup(output.joined())
  }

  /// The attributes of `tag`, by name; graphviz double-quotes every value and escapes quotes
  /// inside.
  static func attributes(of tag: Substring) -> [Substring: Substring] {
    Dictionary(orderedAttributes(of: tag), uniquingKeysWith: { _, last in last })
  }

  /// The attributes of `tag` as name and value, in the order they are written.
  static func orderedAttributes(of tag: Substring) -> [(name: Substring, value: Substring)] {
    var result: [(name: Substring, value: Substring)] = []
    var rest = tag
    while let equals = rest.firstIndex(of: "=") {
      let quote = rest.index(after: equals)
      guard quote < rest.endIndex, rest[quote] == "\"",
        let closing = rest[rest.index(after: quote)...].firstIndex(of: "\"")
      else { break }
      let before = rest[..<equals]
      let nameStart = before.lastIndex { $0 == " " || $0 == "\n" || $0 == "\t" }
      let name = nameStart.map { before[before.index(after: $0)...] } ?? before
      result.append((name, rest[rest.index(after: quote)..<closing]))
      rest = rest[rest.index(after: closing)...]
    }
    return result
  }

  /// The ids that something in `document` refers to, by `url(#id)` or `href="#id"`.
  static func referencedIDs(in document: String) -> Set<Substring> {
    var result = Set<Substring>()
    for marker in ["url(#", "href=\"#"] {
      var rest = Substring(document)
      while let found = rest.range(of: marker) {
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
    var result = ""
    result.reserveCapacity(value.utf8.count)
    var number = ""
    func flush() {
      guard !number.isEmpty else { return }
      if number.contains("."), let parsed = Double(number) {
        let whole = parsed.rounded()
        result += String(Int(whole == 0 ? 0 : whole))
      } else {
        result += number
      }
      number = ""
    }
    for character in value {
      if character.isASCII && (character.isNumber || character == ".")
        || (character == "-" && number.isEmpty)
      {
        number.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }

  /// `tag` with its attributes rewritten in their order, and `extra` added: ids in `referenced`
  /// prefixed and the others dropped, references prefixed, coordinates and font sizes rounded,
  /// the root's size, its namespaces and every `font-family` dropped.
  private func rewrite(
    _ tag: Substring, attributes: [Substring: Substring], adding extra: String,
    keeping referenced: Set<Substring>
  ) -> Substring {
    guard !attributes.isEmpty || !extra.isEmpty else { return tag }
    let isRoot = tag.hasPrefix("<svg")
    let isText = tag.hasPrefix("<text")
    let end = tag.hasSuffix("/>") ? "/>" : ">"
    var result = String(tag.prefix { $0 != " " && $0 != "\n" && $0 != ">" && $0 != "/" })
    for (name, value) in Self.orderedAttributes(of: tag) {
      if Self.defaults.contains("\(name)=\(value)")
        || (isText && name == "fill" && value == Self.defaultTextFill)
      {
        continue
      }
      switch name {
      case "font-family", "xmlns", "xmlns:xlink": break
      case "transform":
        result +=
          " transform=\"\(value.replacingOccurrences(of: "scale(1 1) rotate(0) ", with: ""))\""
      case "width" where isRoot, "height" where isRoot:
        // Kept, a point of the picture is a pixel of the page: 10-point legend text reads at
        // 10 px, the size of the page's small print.
        if keepsSize { result += " \(name)=\"\(value.replacingOccurrences(of: "pt", with: ""))\"" }
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
    if attribute.hasSuffix("href") && value.hasPrefix("#") {
      return "#" + idPrefix + value.dropFirst()
    }
    guard value.contains("url(#") else { return String(value) }
    return value.replacingOccurrences(of: "url(#", with: "url(#" + idPrefix)
  }
}
