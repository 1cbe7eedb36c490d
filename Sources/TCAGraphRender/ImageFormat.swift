/// An image format graphviz renders in process.
public enum ImageFormat: String, CaseIterable, Sendable {
  /// Scalable Vector Graphics.
  case svg
  /// A bitmap in Portable Network Graphics form.
  case png
  /// A Portable Document Format page.
  case pdf
}
