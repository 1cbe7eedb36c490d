import TCAGraphRender

/// Scalable Vector Graphics, for DocC catalogs and web pages.
public enum SVGFormat: GraphvizImageFormat {
  public static let image = ImageFormat.svg
  public static let summary = "Scalable Vector Graphics, for DocC catalogs and web pages."
  public static let isDefault = true
}
