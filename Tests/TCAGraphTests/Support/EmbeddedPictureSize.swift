import Foundation

/// How large a graphviz SVG's text shows where a page embeds the picture at a given width.
///
/// A browser draws an `<img>` at its natural size (the `width` attribute; graphviz writes points,
/// 4/3 of a CSS pixel each) unless the page is narrower, then scales it down to the page's width
/// (GitHub's README column is about 800 px). The `viewBox` maps the drawing's units to that width,
/// so a label of font size `s` is `s × shown width / viewBox width` pixels tall.
struct EmbeddedPictureSize {
  /// The natural width in CSS pixels.
  var naturalWidth: Double
  /// The width of the drawing in its own units.
  var viewBoxWidth: Double
  /// The font size of every `<text>`, in the drawing's units.
  var fontSizes: [Double]

  init(svg: String) throws {
    guard
      let width = svg.firstMatch(of: /<svg width="([0-9.]+)(pt|px)?"/),
      let box = svg.firstMatch(of: /viewBox="[-0-9.]+ [-0-9.]+ ([0-9.]+) [0-9.]+"/),
      let points = Double(width.1), let boxWidth = Double(box.1)
    else { throw Unreadable() }
    naturalWidth = width.2 == "px" ? points : points * 4 / 3
    viewBoxWidth = boxWidth
    fontSizes = svg.matches(of: /<text [^>]*font-size="([0-9.]+)"/).compactMap { Double($0.1) }
  }

  /// The height in CSS pixels of the smallest label when the picture is shown at most `width`
  /// pixels wide.
  func smallestLabel(shownAt width: Double) -> Double {
    let shown = min(width, naturalWidth)
    return (fontSizes.min() ?? 0) * shown / viewBoxWidth
  }

  struct Unreadable: Error {}
}
