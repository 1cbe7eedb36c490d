/// The filled shapes of a graphviz picture so far, in drawing order, to tell whether a text is
/// drawn on a fill (a node's, a legend cell's, a cluster's) or on the background.
///
/// The explorer draws every picture in the light theme and recolours it for a dark page with its
/// style sheet; text on the background must turn light there, while text on a fill (the lanes'
/// pastels) stays dark. Which is which is only known here, from the shapes drawn under the text.
struct SVGFills {
  private struct Box {
    var minX, minY, maxX, maxY: Double
  }

  private var boxes: [Box] = []

  /// Records the shape `tag` (a `<polygon`, `<path` or `<ellipse` tag) when it is filled. The
  /// picture's background, graphviz's `fill="white"`, is not a fill.
  mutating func record(_ tag: Substring, attributes: [Substring: Substring]) {
    guard let fill = attributes["fill"], fill != "none", fill != "transparent", fill != "white"
    else { return }
    var box: Box?
    if tag.hasBytePrefix("<ellipse") {
      if let cx = number(attributes["cx"]), let cy = number(attributes["cy"]),
        let rx = number(attributes["rx"]), let ry = number(attributes["ry"])
      {
        box = Box(minX: cx - rx, minY: cy - ry, maxX: cx + rx, maxY: cy + ry)
      }
    } else if let points = attributes["points"] ?? attributes["d"] {
      box = bounds(of: points)
    }
    if let box { boxes.append(box) }
  }

  /// Whether a text whose anchor is at `x`, `y` (its baseline) sits on a shape recorded so far.
  func isOnFill(x: Double, y: Double) -> Bool {
    let middle = y - 4
    return boxes.contains { $0.minX <= x && x <= $0.maxX && $0.minY <= middle && middle <= $0.maxY }
  }

  private func number(_ text: Substring?) -> Double? {
    text.flatMap { Double($0) }
  }

  /// The bounds of the coordinates in a `points` list or a path's `d` (graphviz writes absolute
  /// `x,y` pairs only).
  private func bounds(of list: Substring) -> Box? {
    var values: [Double] = []
    var current = ""
    for character in list {
      if character.isNumber || character == "." || character == "-" {
        current.append(character)
      } else {
        if let value = Double(current) { values.append(value) }
        current = ""
      }
    }
    if let value = Double(current) { values.append(value) }
    guard values.count >= 2 else { return nil }
    var box = Box(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
    for index in stride(from: 0, to: values.count - 1, by: 2) {
      box.minX = min(box.minX, values[index])
      box.maxX = max(box.maxX, values[index])
      box.minY = min(box.minY, values[index + 1])
      box.maxY = max(box.maxY, values[index + 1])
    }
    return box
  }
}
