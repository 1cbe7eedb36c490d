import TCAGraphRender

/// A Portable Document Format page.
public enum PDFFormat: GraphvizImageFormat {
  public static let image = ImageFormat.pdf
  public static let summary = "A Portable Document Format page."
}
