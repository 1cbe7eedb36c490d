/// The themes `render --theme` draws pictures in.
public enum ThemeSelection: String, CaseIterable, Sendable {
  /// Light pictures only.
  case light
  /// Dark pictures only, under the usual names; DOT text in the dark colours too.
  case dark
  /// Light pictures, and beside every SVG, PNG and PDF its dark variant named with DocC's
  /// appearance suffix (`composition~dark.svg`), which DocC shows in dark mode.
  case both

  /// The theme of the files under the usual names.
  public var primary: Theme { self == .dark ? .dark : .light }

  /// The suffix of the dark variants' file names, before the extension, as DocC reads it.
  public static let darkVariantSuffix = "~dark"
}
