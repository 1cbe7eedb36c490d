import TCAGraphEmit
import TCAGraphOutput
import TCAGraphRender
import TCAGraphViews

/// A picture format graphviz renders from the diagram's DOT text, in process: each diagram's
/// image, or its ``PictureInput/standIn`` when graphviz cannot lay it out, and with
/// ``ThemeSelection/both`` a `~dark` image beside it.
public protocol GraphvizImageFormat: PictureFormat {
  /// The image format graphviz renders.
  static var image: ImageFormat { get }
}

extension GraphvizImageFormat {
  public static var id: String { image.rawValue }
  public static var fileExtension: String { image.rawValue }

  public static func files(of picture: PictureInput) throws -> [OutputFile] {
    let primary = DOTEmitter(legend: picture.legend, theme: picture.themes.primary)
    let dot = picture.standIn.map { primary.emit($0) } ?? picture.dot
    var files = [
      file(
        of: picture.diagram,
        contents: try picture.renderer.render(
          dot: dot, format: image, layout: picture.layout, scale: picture.bitmapScale))
    ]
    if picture.themes == .both {
      let dark = DOTEmitter(legend: picture.legend, theme: .dark).emit(
        picture.standIn ?? picture.diagram.description)
      files.append(
        file(
          of: picture.diagram, suffix: ThemeSelection.darkVariantSuffix,
          contents: try picture.renderer.render(
            dot: dark, format: image, layout: picture.layout, scale: picture.bitmapScale)
        ))
    }
    return files
  }
}
