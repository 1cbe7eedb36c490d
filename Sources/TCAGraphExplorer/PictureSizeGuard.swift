import TCAGraphViews
import TreeIntrospect

/// A picture of the explorer too large to lay out: more nodes than `render --format svg` lays
/// out (``GraphDescription/layoutNodeLimit``, measured with `scale-benchmark --layout`). The page
/// shows a note in its place and the run says so, instead of waiting minutes on graphviz.
package struct PictureSizeGuard {
  /// The picture's node count.
  var nodes: Int
  /// The most nodes a picture of its kind is laid out with.
  var limit: Int

  /// The guard of `description`, or `nil` when graphviz lays it out in reasonable time.
  init?(_ description: GraphDescription) {
    nodes = description.nodes.count
    limit = description.layoutNodeLimit
    guard nodes > limit else { return nil }
  }

  /// The note the page shows in the picture's place; `focus` is the feature whose page it is on.
  func html(view: String, focus: FeatureID? = nil) -> String {
    let request =
      "tca-graph render --view \(view)" + (focus.map { " --focus \($0.rawValue)" } ?? "")
      + " --format dot"
    return "<p class=\"none too-large\">This picture has \(nodes) nodes, more than graphviz lays "
      + "out in reasonable time (at most \(limit)), so it is not drawn here. "
      + "<code>\(HTMLText.escape(request))</code> writes it whole; <code>--module "
      + "&lt;Module&gt;</code> draws a part.</p>"
  }

  /// The line for the run's notes about a whole-app picture.
  func note(naming picture: String, view: String) -> String {
    "note: index.html: \(picture) has \(nodes) nodes, more than graphviz lays out in reasonable "
      + "time (\(limit)); the page says so in its place; 'tca-graph render --view \(view) "
      + "--format dot' writes it whole, --module <Module> draws a part"
  }

  /// The one line for the run's notes about every feature picture left out, naming the first few.
  static func note(folding pictures: [(feature: FeatureID, caption: String, nodes: Int)]) -> String
  {
    let named = pictures.prefix(3).map { "\($0.feature.rawValue)'s \($0.caption) (\($0.nodes))" }
    let more = pictures.count > 3 ? ", …" : ""
    return "note: index.html: \(pictures.count) feature picture\(pictures.count == 1 ? "" : "s") "
      + "with more nodes than graphviz lays out in reasonable time (\(named.joined(separator: ", "))"
      + "\(more)) are not drawn; their pages say so in their place; 'tca-graph render --focus "
      + "<Feature> --format dot' writes one whole"
  }
}
