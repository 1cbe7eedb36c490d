/// The pictures tca-graph draws, with the stable file names docs can link to.
public enum DiagramKind: String, CaseIterable, Sendable {
  /// Lesson 001: the action enum tree with its wrappers and lanes.
  case actionTree = "action-tree"
  /// Lessons 001–002: the scope tree with operators, paths, cardinality and run order.
  case composition
  /// Lesson 004: delegate facts up to the root, and what the root writes and pops.
  case delegateFlow = "delegate-flow"
  /// Lesson 003: one picture per feature, view → reducer → effect → _internal → delegate → parent.
  case lanes
  /// Issue 4: parent → child edges coloured by contract health.
  case coupling
  /// Features grouped by module, with the compositions across modules coloured by coupling.
  case modules

  /// Parses a `--view` name, suggesting the nearest one when it is misspelt.
  public init(name: String) throws {
    guard let kind = DiagramKind(rawValue: name) else {
      var message = "unknown view '\(name)'"
      if let nearest = CommandArguments.nearest(name, in: Self.allCases.map(\.rawValue)) {
        message += "; did you mean '\(nearest)'?"
      }
      throw UsageError(
        message + " (views: \(Self.allCases.map(\.rawValue).joined(separator: ", ")))",
        command: "render")
    }
    self = kind
  }
}

/// The files a diagram can be written as.
public enum DiagramFormat: String, CaseIterable, Sendable {
  case svg, png, pdf, dot, mermaid, json

  /// The file extension.
  public var fileExtension: String {
    switch self {
    case .mermaid: "mmd"
    default: rawValue
    }
  }

  /// Parses a `--format` name, suggesting the nearest one when it is misspelt.
  public init(name: String) throws {
    guard let format = DiagramFormat(rawValue: name.lowercased()) else {
      var message = "unknown format '\(name)'"
      if let nearest = CommandArguments.nearest(
        name.lowercased(), in: Self.allCases.map(\.rawValue))
      {
        message += "; did you mean '\(nearest)'?"
      }
      throw UsageError(
        message + " (formats: \(Self.allCases.map(\.rawValue).joined(separator: ", ")))",
        command: "render")
    }
    self = format
  }
}
