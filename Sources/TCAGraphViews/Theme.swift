/// The colours a picture is drawn in: dark text and lines on white, or light ones on a dark
/// background.
///
/// Fills never change: the lessons' lane colours (view `#a6e3a1`, `_internal` `#f9e2af`,
/// delegate `#f38ba8`, matching reducer `#89b4fa`) and the other pastels read the same on both,
/// and text on a filled node stays ``Palette/text``. A dark picture changes the background, the
/// text outside fills, and lines and edge colours dark enough to vanish on it
/// (``Palette/Dark``).
public enum Theme: String, CaseIterable, Sendable {
  /// Dark lines and text on white.
  case light
  /// Light lines and text on ``Palette/Dark/background``.
  case dark

  /// The picture's background.
  public var background: String {
    switch self {
    case .light: "white"
    case .dark: Palette.Dark.background
    }
  }

  /// Text outside filled nodes: titles, cluster and edge labels, unfilled nodes.
  public var foreground: String {
    switch self {
    case .light: Palette.text
    case .dark: Palette.Dark.foreground
    }
  }

  /// `color` as this theme draws lines and edges: itself in the light theme; in the dark theme
  /// the lighter counterpart of a palette colour too dark to read on the background.
  public func stroke(_ color: String) -> String {
    guard self == .dark else { return color }
    return Palette.Dark.strokes[color] ?? color
  }

  /// Whether an edge label may take its edge's colour `color` (already mapped by ``stroke(_:)``)
  /// and still read on the background: dark colours on white, light ones on dark.
  package func labelReads(in color: String) -> Bool {
    switch self {
    case .light: !Palette.isLight(color)
    case .dark: Palette.isLight(color) || Palette.Dark.strokes.values.contains(color)
    }
  }
}
