import Foundation
import TreeIntrospect

/// Turns an architecture graph into the files of every requested view and format, in memory,
/// so a failure anywhere writes nothing.
public struct DiagramSet {
  public var views: [DiagramKind]
  public var formats: [DiagramFormat]
  /// Limits the action tree and composition views to one feature's subtree.
  public var focus: FeatureID?
  public var layout: LayoutEngine

  public init(
    views: [DiagramKind] = DiagramKind.allCases,
    formats: [DiagramFormat] = [.svg, .dot, .mermaid, .json],
    focus: FeatureID? = nil,
    layout: LayoutEngine = .dot
  ) {
    self.views = views
    self.formats = formats
    self.focus = focus
    self.layout = layout
  }

  /// The descriptions of the requested views, keyed by the file name they are written under
  /// (without extension): `action-tree`, `lanes/Editor`.
  public func descriptions(of graph: ArchitectureGraph) throws -> [(
    name: String, description: GraphDescription
  )] {
    if let focus, graph.feature(focus) == nil {
      throw DiagramError.unknownFeature(focus.rawValue, known: graph.features.map(\.id.rawValue))
    }
    var result: [(String, GraphDescription)] = []
    for view in views {
      switch view {
      case .actionTree:
        result.append((view.rawValue, actionTreeView(graph: graph, focus: focus)))
      case .composition:
        result.append((view.rawValue, compositionTreeView(graph: graph, focus: focus)))
      case .delegateFlow:
        result.append((view.rawValue, delegateFlowView(graph: graph)))
      case .coupling:
        result.append((view.rawValue, couplingView(graph: graph)))
      case .modules:
        result.append((view.rawValue, modulesView(graph: graph)))
      case .lanes:
        for feature in featuresWithActions(in: graph) {
          result.append(
            ("lanes/\(Self.fileName(for: feature))", featureLanesView(for: feature, in: graph)))
        }
      }
    }
    return result
  }

  /// Every file of every requested view and format; JSON gives one `architecture.json`.
  public func files(for graph: ArchitectureGraph, renderer: GraphvizRenderer) throws -> [OutputFile]
  {
    var files: [OutputFile] = []
    for (name, description) in try descriptions(of: graph) {
      let dot = DOTEmitter().emit(description)
      for format in formats {
        let contents: Data
        switch format {
        case .dot: contents = Data(dot.utf8)
        case .mermaid: contents = Data(MermaidEmitter().emit(description).utf8)
        case .svg: contents = try renderer.render(dot: dot, format: .svg, layout: layout)
        case .png: contents = try renderer.render(dot: dot, format: .png, layout: layout)
        case .pdf: contents = try renderer.render(dot: dot, format: .pdf, layout: layout)
        case .json: continue
        }
        files.append(OutputFile(name: "\(name).\(format.fileExtension)", contents: contents))
      }
    }
    if formats.contains(.json) {
      files.append(OutputFile(name: "architecture.json", contents: try graph.jsonData()))
    }
    return files
  }

  /// A file name for a feature id: its qualified name, with anything but letters, digits, `.`, `_`
  /// and `-` replaced.
  public static func fileName(for feature: FeatureID) -> String {
    String(feature.rawValue.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "_" })
  }
}

/// Why a diagram cannot be drawn.
public enum DiagramError: Error, Equatable, CustomStringConvertible {
  case unknownFeature(String, known: [String])

  public var description: String {
    switch self {
    case .unknownFeature(let name, let known):
      var message = "no feature named '\(name)'"
      if let nearest = CommandArguments.nearest(name, in: known) {
        message += "; did you mean '\(nearest)'?"
      }
      return message
    }
  }
}
