import CGraphviz
import Foundation

/// The calls whose C signatures differ between graphviz releases, kept in one place.
enum GraphvizCompatibility {
  /// Renders a laid-out `graph` in the graphviz format `format` into memory and frees graphviz's
  /// buffer; `nil` when graphviz reports failure.
  ///
  /// `gvRenderData` takes an `unsigned int *` length up to graphviz 12 and a `size_t *` from 13;
  /// the `tca_gvRenderData` shim in `CGraphviz/shim.h` always takes `size_t *`.
  static func renderData(
    context: OpaquePointer, graph: UnsafeMutablePointer<Agraph_t>, format: String
  ) -> Data? {
    var result: UnsafeMutablePointer<CChar>?
    var length = 0
    let status = tca_gvRenderData(context, graph, format, &result, &length)
    defer { if let result { gvFreeRenderData(result) } }
    guard status == 0, let result else { return nil }
    return Data(bytes: result, count: length)
  }
}
