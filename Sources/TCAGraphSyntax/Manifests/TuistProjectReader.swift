internal import SwiftParser
internal import SwiftSyntax

/// A target declared in a Tuist `Project.swift`, as written there.
package struct TuistTarget: Sendable, Equatable {
  package var name: String
  /// The folders, relative to the project, where the `sources:` globs start
  /// (`Sources/**` → `Sources`).
  package var sourceFolders: [String]
  /// Targets, projects' targets, packages and external dependencies, by name.
  package var dependencies: [String] = []
}

/// Reads a Tuist `Project.swift` with SwiftParser, without running it: every
/// `.target(name: "…", …)` or `Target(name: "…", …)` with a literal name and literal `sources:`
/// globs. Projects whose targets come out of helper functions (`Project.makeModule(…)`) declare
/// none that can be read; ``conventionalModules(projectName:sourceSubfolders:)`` names their modules instead.
package enum TuistProjectReader {
  /// Whether `text` is a Tuist manifest rather than any file named `Project.swift`.
  package static func isTuistManifest(_ text: String) -> Bool {
    text.contains("import ProjectDescription")
  }

  /// The targets `text` declares with literal names and sources, in source order; throws for a
  /// manifest with a syntax error.
  package static func targets(in text: String) throws(ManifestSyntaxError) -> [TuistTarget] {
    let tree = Parser.parse(source: text)
    if tree.hasError {
      let offset = FirstSyntaxError(in: tree)?.offset ?? 0
      let location = LineTable(text).location(ofUTF8Offset: offset)
      throw ManifestSyntaxError(line: location.line, column: location.column)
    }
    let finder = TuistTargetFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.targets
  }

  /// The μFeature layout Tuist documents for a project folder `P`: `Interface/` is
  /// `PInterface`, `Testing/` `PTesting`, `Tests/` `PTests`, `Example/` `PExample`, any other
  /// subfolder `X` holding a `Sources/` folder of its own (an app extension's target, such as
  /// `WatchExtension/Sources`) `PX`, and everything else (`Sources/`) `P`; most specific first.
  package static func conventionalModules(projectName: String, sourceSubfolders: [String] = [])
    -> [(subfolder: String?, module: String)]
  {
    let module = ModuleName.c99(projectName)
    let extra = sourceSubfolders.filter { !microFeatureSubfolders.contains($0) && $0 != "Sources" }
    return (microFeatureSubfolders + extra).map { ($0, module + ModuleName.c99($0)) }
      + [(nil, module)]
  }

  /// The subfolders of a μFeature that are modules of their own.
  static let microFeatureSubfolders = ["Interface", "Testing", "Tests", "Example"]

  /// The subfolders `X` of `folder` that hold a `X/Sources/` folder with one of `files` in it
  /// (absolute paths), sorted.
  package static func sourceSubfolders(of folder: String, files: [String]) -> [String] {
    var found: Set<String> = []
    for file in files where file.hasPrefix(folder + "/") {
      let components = file.dropFirst(folder.count + 1).split(separator: "/")
      if components.count > 2, components[1] == "Sources" { found.insert(String(components[0])) }
    }
    return found.sorted()
  }

  /// The folder a source glob starts from: its components before the first wildcard.
  package static func folder(ofGlob glob: String) -> String {
    let components = glob.split(separator: "/", omittingEmptySubsequences: false)
    let fixed = components.prefix { component in
      !component.contains { "*?[{".contains($0) }
    }
    return fixed.joined(separator: "/")
  }
}

/// Finds the target declarations of a Tuist manifest.
private final class TuistTargetFinder: SyntaxVisitor {
  private(set) var targets: [TuistTarget] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard Self.isTargetFactory(node.calledExpression),
      let name = Self.argument("name", of: node).flatMap(Self.literal),
      let sources = Self.argument("sources", of: node)
    else { return .visitChildren }
    let folders = Self.literals(in: sources).map(TuistProjectReader.folder(ofGlob:))
      .filter { !$0.isEmpty }
    guard !folders.isEmpty else { return .visitChildren }
    var target = TuistTarget(name: name, sourceFolders: folders)
    if let dependencies = Self.argument("dependencies", of: node) {
      target.dependencies = Self.dependencyNames(in: dependencies)
    }
    targets.append(target)
    return .skipChildren
  }

  /// `Target(…)`, `.target(…)` and `Target.target(…)`.
  private static func isTargetFactory(_ callee: ExprSyntax) -> Bool {
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == "Target"
    }
    guard let member = callee.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "target"
    else { return false }
    guard let base = member.base else { return true }
    return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Target"
  }

  private static func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
    call.arguments.first { $0.label?.text == label }?.expression
  }

  private static func literal(_ expression: ExprSyntax) -> String? {
    expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
  }

  /// Every string literal without interpolation inside `expression`.
  private static func literals(in expression: ExprSyntax) -> [String] {
    let collector = LiteralCollector(viewMode: .sourceAccurate)
    collector.walk(expression)
    return collector.values
  }

  /// The names `.target(name:)`, `.project(target:path:)`, `.external(name:)` and
  /// `.package(product:)` give inside a `dependencies:` argument.
  private static func dependencyNames(in expression: ExprSyntax) -> [String] {
    let collector = DependencyCollector(viewMode: .sourceAccurate)
    collector.walk(expression)
    return collector.names
  }
}

private final class LiteralCollector: SyntaxVisitor {
  private(set) var values: [String] = []

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    if let value = node.representedLiteralValue { values.append(value) }
    return .skipChildren
  }
}

private final class DependencyCollector: SyntaxVisitor {
  private(set) var names: [String] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    for label in ["name", "target", "product"] {
      if let value = node.arguments.first(where: { $0.label?.text == label })?.expression
        .as(StringLiteralExprSyntax.self)?.representedLiteralValue
      {
        names.append(value)
        break
      }
    }
    return .visitChildren
  }
}
