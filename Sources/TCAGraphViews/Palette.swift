import TreeIntrospect

/// The colours every view uses, taken from the lessons (Catppuccin-like pastels on dark text).
public enum Palette {
  /// The `view` lane.
  public static let view = "#a6e3a1"
  /// The `_internal` lane.
  public static let `internal` = "#f9e2af"
  /// The `delegate` lane.
  public static let delegate = "#f38ba8"
  /// The root (or matching) reducer.
  public static let root = "#89b4fa"
  /// Text on every filled node.
  public static let text = "#11111b"
  /// Features that are neither roots nor lanes.
  public static let feature = "#e6e9ef"
  /// Enum reducers (`@Reducer enum Path`, `Destination`).
  public static let enumReducer = "#cba6f7"
  /// Wrapper nodes (`PresentationAction`, `IdentifiedAction`, `StackAction`).
  public static let wrapper = "#f5e0dc"
  /// Effects and other side nodes.
  public static let effect = "#fab387"
  /// Edges that respect the delegate contract.
  public static let healthy = "#40a02b"
  /// Edges that break the delegate contract.
  public static let breach = "#d20f39"
  /// Edges nobody observes.
  public static let neutral = "#9ca0b0"
  /// Ordinary edges and outlines.
  public static let line = "#4c4f69"
  /// Edges from a feature to the logic reducers that run on its state and actions.
  public static let sameDomain = "#7287fd"
  /// Edges of a feature reading shared state (Catppuccin Latte blue).
  public static let read = "#1e66f5"
  /// Edges of a feature writing shared state, or overriding a dependency (Latte peach).
  public static let write = "#fe640b"
  /// TCA 2 events a child posts to the ancestors listening for them (Latte mauve).
  public static let event = "#8839ef"
  /// TCA 2 preferences a child publishes to the ancestors observing them (Latte teal).
  public static let preference = "#179299"
  /// TCA 2 triggers a parent fires in a child (Latte sky).
  public static let trigger = "#04a5e5"
  /// Closures a parent hands to a child, called by the child (Latte maroon).
  public static let closure = "#e64553"
  /// Shared keys and dependency clients: what features reach, not features.
  public static let resource = "#94e2d5"
  /// The outline and line of what a change adds (`render --diff-base`).
  public static let added = healthy
  /// The outline and line of what a change alters: another operator, name or cases (Latte
  /// yellow, which reads on both backgrounds).
  public static let changed = "#df8e1d"
  /// The fill of what a change removes, drawn back from the base.
  public static let removedFill = "#ccd0da"
  /// The text of what a change removes.
  public static let removedText = "#5c5f77"

  /// The fill of a logic reducer drawn under its host: the host's fill mixed half and half with
  /// white, a lighter shade of the same colour (`#89b4fa` → `#c4d9fc`).
  public static func logic(on hostFill: String) -> String {
    let hex = hostFill.hasPrefix("#") ? hostFill.dropFirst() : Substring(hostFill)
    guard hex.count == 6, let value = Int(hex, radix: 16) else { return feature }
    // Each mixed channel is at least 0x7f, so it always takes two hex digits.
    let channels = [16, 8, 0].map { shift in (((value >> shift) & 0xff) + 0xff) / 2 }
    return "#" + channels.map { String($0, radix: 16) }.joined()
  }

  /// Whether a `#rrggbb` colour is light (its luma above 0.6): pastels are, and need dark text
  /// on a white page; on a dark page only they read as text.
  public static func isLight(_ color: String) -> Bool {
    let hex = color.hasPrefix("#") ? color.dropFirst() : Substring(color)
    guard hex.count == 6, let value = Int(hex, radix: 16) else { return false }
    let red = Double((value >> 16) & 0xff) / 255
    let green = Double((value >> 8) & 0xff) / 255
    let blue = Double(value & 0xff) / 255
    return 0.299 * red + 0.587 * green + 0.114 * blue > 0.6
  }

  /// The colours of ``Theme/dark``: its background, its text, and the lighter counterpart of
  /// each line colour that is too dark to read on that background. Fills are not here: they stay.
  public enum Dark {
    /// The background (Catppuccin Mocha's base).
    public static let background = "#1e1e2e"
    /// Text outside filled nodes.
    public static let foreground = "#cdd6f4"
    /// Line colours of the light theme and what the dark theme draws instead.
    public static let strokes: [String: String] = [
      line: "#bac2de",
      healthy: "#7fd36a",
      breach: "#ff6b81",
      sameDomain: "#b4befe",
      read: "#89b4fa",
      write: "#fab387",
      event: "#cba6f7",
      preference: "#94e2d5",
      trigger: "#89dceb",
      closure: "#eba0ac",
    ]
  }

  /// The fill colour of a lane.
  public static func color(for lane: Lane) -> String {
    switch lane {
    case .view: view
    case .internal: `internal`
    case .delegate: delegate
    }
  }
}
