/// The skeleton of the explorer page: head with the style sheet, the top bar of whole-app views,
/// the sidebar, the sections, the feature templates and the script.
///
/// The markup is also well-formed XML (every element closed, attributes quoted, style and script
/// in CDATA sections that HTML reads as comments), so a test can parse it with any XML parser.
struct ExplorerPage {
  /// A section of the main area: a whole-app picture or the lint table.
  struct Section {
    /// The `view=` of its deep link: `composition`, `lint`.
    var view: String
    /// The label of its tab in the top bar.
    var tab: String
    /// Its inner HTML.
    var html: String
  }

  /// What the page is of: the app's root features.
  var title: String
  var sidebar: String
  var sections: [Section]
  /// The `<template>` elements of the feature pages.
  var templates: String

  /// The whole page, ending with a newline.
  var html: String {
    var parts: [String] = []
    parts.append("<!DOCTYPE html>")
    parts.append("<html lang=\"en\">")
    parts.append("<head>")
    parts.append("<meta charset=\"utf-8\"/>")
    parts.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>")
    parts.append("<meta name=\"generator\" content=\"tca-graph\"/>")
    parts.append("<title>\(HTMLText.escape(title))</title>")
    parts.append("<style>/*<![CDATA[*/\n\(ExplorerStyle.css)/*]]>*/</style>")
    parts.append("</head>")
    parts.append("<body>")
    var header = "<header class=\"top\"><h1>\(HTMLText.escape(title))</h1>"
    for section in sections {
      let href = HTMLText.escape(FeatureLinks.fragment(view: section.view))
      header +=
        "<a class=\"tab\" href=\"\(href)\" data-view=\"\(HTMLText.escape(section.view))\">"
        + "\(HTMLText.escape(section.tab))</a>"
    }
    parts.append(header + "</header>")
    parts.append("<div class=\"layout\">")
    parts.append(sidebar)
    parts.append("<main id=\"main\">")
    for (index, section) in sections.enumerated() {
      let hidden = index == 0 ? "" : " hidden=\"hidden\""
      parts.append(
        "<section id=\"view-\(HTMLText.escape(section.view))\" "
          + "data-view=\"\(HTMLText.escape(section.view))\"\(hidden)>")
      parts.append(section.html)
      parts.append("</section>")
    }
    parts.append("<section id=\"feature-page\" data-view=\"feature\" hidden=\"hidden\"></section>")
    parts.append("</main>")
    parts.append("</div>")
    parts.append(templates)
    parts.append("<script>/*<![CDATA[*/\n\(ExplorerScript.javaScript)/*]]>*/</script>")
    parts.append("</body>")
    parts.append("</html>")
    return parts.joined(separator: "\n") + "\n"
  }

  /// A picture: `svg` is the cleaned picture, `view` its deep-link name; `sharedLegend` puts a
  /// place above it for the legend of its kind, which the script fills from the `legend-<view>`
  /// template. The script adds the zoom buttons, which do nothing without it.
  static func figure(_ svg: String, view: String, sharedLegend: Bool = false) -> String {
    let legend =
      sharedLegend
      ? "<div class=\"legend diagram\" data-legend=\"\(HTMLText.escape(view))\"></div>" : ""
    return "<div class=\"figure\" data-view=\"\(HTMLText.escape(view))\">" + legend
      + "<div class=\"picture diagram\">\(svg)</div></div>"
  }
}
