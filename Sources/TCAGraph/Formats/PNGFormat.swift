import TCAGraphRender

/// A bitmap in Portable Network Graphics form.
public enum PNGFormat: GraphvizImageFormat {
  public static let image = ImageFormat.png
  public static let summary = "A bitmap in Portable Network Graphics form."
}
