import TCAGraphViews

/// The explorer page's style sheet: the page chrome in light and dark (by the reader's
/// `prefers-color-scheme`), the pictures' dark colours, and print rules (one picture a page).
enum ExplorerStyle {
  /// The whole sheet.
  static var css: String { chrome + pictureDefaults + darkPictures }

  /// The attribute values ``InlineSVG`` leaves out of every picture (``InlineSVG/defaults``).
  static var pictureDefaults: String {
    let shapes = ".diagram svg :is(polygon, path, ellipse, polyline)"
    return [
      ".diagram svg text:not([fill]) { fill: \(InlineSVG.defaultTextFill); }",
      "\(shapes):not([fill]) { fill: none; }",
      "\(shapes):not([stroke]) { stroke: \(Palette.line); }",
    ].joined(separator: "\n") + "\n"
  }

  /// In dark mode the pictures, drawn in the light theme, take ``Theme/dark``'s colours: its
  /// background behind them, its text outside fills (`class="ink"`, from ``InlineSVG``), and its
  /// lighter line colours (``Palette/Dark/strokes``), overriding graphviz's presentation
  /// attributes. Fills, the lessons' lane colours among them, stay, with dark text on them, as in
  /// `--theme dark`.
  static var darkPictures: String {
    var rules = [
      ".diagram svg > g > polygon[fill=\"white\"] { fill: \(Theme.dark.background); }",
      ".diagram svg text.ink { fill: \(Theme.dark.foreground); }",
      ".diagram svg [stroke=\"black\"] { stroke: \(Theme.dark.foreground); }",
      ".diagram svg :is(polygon, path, ellipse, polyline):not([stroke]) { stroke: "
        + "\(Theme.dark.stroke(Palette.line)); }",
      ".legend { background: \(Theme.dark.background); }",
      ".diagram svg [fill=\"black\"] { fill: \(Theme.dark.foreground); }",
    ]
    for (light, dark) in Palette.Dark.strokes.sorted(by: { $0.key < $1.key }) {
      rules.append(".diagram svg [stroke=\"\(light)\"] { stroke: \(dark); }")
      rules.append(".diagram svg [fill=\"\(light)\"]:not(polygon):not(path) { fill: \(dark); }")
      rules.append(
        ".diagram svg polygon[fill=\"\(light)\"] { fill: \(dark); }")
    }
    return "@media (prefers-color-scheme: dark) {\n"
      + rules.map { "  " + $0 }.joined(separator: "\n") + "\n}\n"
  }

  private static let chrome = """
    :root {
      color-scheme: light dark;
      --bg: #ffffff; --panel: #f4f5f8; --fg: #11111b; --muted: #5c5f77; --border: #ccd0da;
      --accent: #1e66f5; --accent-fg: #ffffff; --canvas: #ffffff; --hover: #e6e9ef;
      --error: #d20f39; --warning: #df8e1d;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #181825; --panel: #11111b; --fg: #cdd6f4; --muted: #a6adc8; --border: #45475a;
        --accent: #89b4fa; --accent-fg: #11111b; --canvas: #1e1e2e; --hover: #313244;
        --error: #f38ba8; --warning: #f9e2af;
      }
    }
    * { box-sizing: border-box; }
    html, body { margin: 0; height: 100%; }
    body {
      font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
      color: var(--fg); background: var(--bg);
    }
    a { color: var(--accent); }
    code { font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
    header.top {
      display: flex; align-items: center; gap: 6px; flex-wrap: wrap; min-height: 48px;
      padding: 6px 12px; border-bottom: 1px solid var(--border); background: var(--panel);
    }
    header.top h1 { font-size: 16px; margin: 0 12px 0 0; white-space: nowrap; }
    header.top h1 small { color: var(--muted); font-weight: normal; }
    header.top a.tab, .tabs button, .toolbar button {
      font: inherit; color: var(--fg); background: transparent; border: 1px solid var(--border);
      border-radius: 6px; padding: 3px 10px; text-decoration: none; cursor: pointer;
    }
    header.top a.tab.active, .tabs button.active {
      background: var(--accent); color: var(--accent-fg); border-color: var(--accent);
    }
    .layout { display: grid; grid-template-columns: 260px minmax(0, 1fr); height: calc(100vh - 49px); }
    nav#sidebar {
      overflow: auto; border-right: 1px solid var(--border); background: var(--panel); padding: 8px;
    }
    #search {
      width: 100%; font: inherit; padding: 5px 8px; border: 1px solid var(--border);
      border-radius: 6px; background: var(--bg); color: var(--fg);
    }
    #features, #features ul { list-style: none; margin: 0; padding: 0; }
    #features > li { margin-top: 10px; }
    #features .module {
      display: block; font-size: 11px; text-transform: uppercase; letter-spacing: .04em;
      color: var(--muted); padding: 0 6px;
    }
    #features a {
      display: block; padding: 2px 6px 2px 14px; border-radius: 4px; color: var(--fg);
      text-decoration: none; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
    }
    #features a:hover, #features a:focus { background: var(--hover); outline: none; }
    #features a.current { background: var(--accent); color: var(--accent-fg); }
    #features .count { color: var(--muted); font-size: 11px; }
    .hint { color: var(--muted); font-size: 12px; margin: 6px 2px; }
    main { overflow: auto; padding: 10px 16px 24px; min-width: 0; }
    main > section > h2 { font-size: 18px; margin: 4px 0 8px; overflow-wrap: anywhere; }
    .meta { color: var(--muted); margin: 0 0 8px; overflow-wrap: anywhere; }
    .tabs { display: flex; gap: 6px; flex-wrap: wrap; margin: 6px 0; }
    .toolbar { display: flex; gap: 6px; align-items: center; margin: 6px 0; }
    .toolbar span { color: var(--muted); font-size: 12px; }
    .figure {
      display: flex; flex-direction: column; height: calc(100vh - 120px); min-height: 360px;
    }
    #feature-page .figure { height: calc(100vh - 230px); }
    .legend { flex: none; overflow: auto; max-height: 40%; }
    /* Wide enough, a feature picture's shared legend stands beside it, whole, and the picture
       keeps the figure's full height. */
    @media (min-width: 1000px) {
      #feature-page .figure:has(> .legend) {
        display: grid; grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
        grid-template-rows: auto minmax(0, 1fr); column-gap: 10px;
      }
      #feature-page .figure > .legend {
        grid-row: 1 / 3; grid-column: 1; max-height: 100%; max-width: 30vw;
      }
      #feature-page .figure:has(> .legend) > .toolbar { grid-row: 1; grid-column: 2; }
      #feature-page .figure:has(> .legend) > .picture { grid-row: 2; grid-column: 2; }
    }
    .picture {
      flex: 1; min-height: 200px; border: 1px solid var(--border);
      border-radius: 6px; background: var(--canvas); overflow: hidden; cursor: grab;
      touch-action: none; user-select: none;
    }
    .picture.dragging { cursor: grabbing; }
    .picture svg { display: block; width: 100%; height: 100%; }
    .legend svg { display: block; max-width: 100%; height: auto; }
    .diagram svg text { font-family: Helvetica, Arial, sans-serif; }
    .diagram svg text:not([text-anchor]) { text-anchor: middle; }
    .diagram svg text:not([font-size]) { font-size: 11px; }
    .diagram svg g[data-feature] { cursor: pointer; }
    .diagram svg g[data-feature]:hover polygon, .diagram svg g[data-feature]:hover path,
    .diagram svg g[data-feature]:hover ellipse { stroke: var(--accent); stroke-width: 3; }
    table.findings { border-collapse: collapse; width: 100%; margin: 6px 0 12px; }
    table.findings th, table.findings td {
      text-align: left; vertical-align: top; border-bottom: 1px solid var(--border);
      padding: 4px 8px; overflow-wrap: break-word;
    }
    table.findings td.severity, table.findings td.rule { white-space: nowrap; }
    table.findings td.names { min-width: 20ch; max-width: 32ch; overflow-wrap: anywhere; }
    table.findings td.message { min-width: 28ch; width: 100%; }
    table.findings .place { font-size: 12px; color: var(--muted); }
    table.findings .place code { overflow-wrap: normal; }
    table.findings .muted { font-size: 12px; color: var(--muted); }
    table.findings th { font-size: 12px; color: var(--muted); font-weight: 600; }
    td.severity.error { color: var(--error); font-weight: 600; }
    td.severity.warning { color: var(--warning); font-weight: 600; }
    td.severity.note { color: var(--muted); font-style: italic; }
    .filters { display: flex; gap: 8px; flex-wrap: wrap; margin: 6px 0; }
    .filters input[type=search] { flex: 0 1 34ch; min-width: 0; }
    .filters input, .filters select {
      font: inherit; padding: 4px 8px; border: 1px solid var(--border); border-radius: 6px;
      background: var(--bg); color: var(--fg);
    }
    .none { color: var(--muted); }
    h3 { font-size: 15px; margin: 16px 0 4px; }
    [hidden] { display: none !important; }
    @media print {
      header.top, nav#sidebar, .toolbar, .tabs, .filters, .hint { display: none !important; }
      .layout { display: block; height: auto; }
      main { overflow: visible; padding: 0; }
      .figure { height: 95vh; break-after: page; }
      .picture { border: none; }
    }

    """
}
