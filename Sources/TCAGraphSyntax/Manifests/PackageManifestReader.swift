internal import SwiftParser
internal import SwiftSyntax

/// A target declared in a `Package.swift`, as written there.
package struct ManifestTarget: Sendable, Equatable {
  /// Which factory declared the target; it decides where the target's files are by default.
  package enum Kind: String, Sendable {
    case target
    case executableTarget
    case testTarget
    case macro
    case plugin
  }

  package var name: String
  package var kind: Kind
  /// The `path:` argument, when it is a literal.
  package var path: String?
  package var exclude: [String] = []
  /// The `sources:` argument, when given.
  package var sources: [String]?
  /// Targets and products the target depends on, by name.
  package var dependencies: [String] = []

  /// The folders, relative to the package, where SwiftPM looks for the target without `path:`,
  /// preferred first.
  package var defaultFolders: [String] {
    let parents: [String]
    switch kind {
    case .testTarget: parents = ["Tests", "Sources", "Source", "src", "srcs"]
    case .plugin: parents = ["Plugins"]
    case .target, .executableTarget, .macro: parents = ["Sources", "Source", "src", "srcs"]
    }
    return parents.map { $0 + "/" + name }
  }

  /// The folders whose whole content SwiftPM takes for the target when its own folder is missing
  /// and no other target shares its source root (tools version 5.9 and later), preferred first.
  package var sourceRoots: [String] {
    switch kind {
    case .testTarget: return ["Tests"]
    case .plugin: return ["Plugins"]
    case .target, .executableTarget, .macro: return ["Sources", "Source", "src", "srcs"]
    }
  }

  /// Whether another target of `targets` looks for its files under the same source root.
  package func sharesSourceRoot(with targets: [ManifestTarget]) -> Bool {
    targets.contains { $0 != self && $0.sourceRoots == sourceRoots }
  }
}

/// Where a manifest stopped parsing.
package struct ManifestSyntaxError: Error, Equatable {
  package var line: Int
  package var column: Int
}

/// Reads the targets of a `Package.swift` with SwiftParser, without running it: every call
/// `.target(name: "…", …)` (also `executableTarget`, `testTarget`, `macro`, `plugin`) anywhere in
/// the file, so targets built in variables, helper functions and extensions are found too, and
/// every call of a helper that wraps one (`.feature(name: "Feed")`).
package enum PackageManifestReader {
  /// The `major.minor` of the manifest's first line, `// swift-tools-version:5.9`, if it has one.
  package static func toolsVersion(in text: String) -> (major: Int, minor: Int)? {
    guard let line = text.split(separator: "\n", maxSplits: 1).first,
      let marker = line.range(of: "swift-tools-version:")
    else { return nil }
    let numbers =
      line[marker.upperBound...].drop { $0 == " " }.prefix { $0 != ";" && $0 != " " }
      .split(separator: ".").compactMap { Int($0) }
    guard let major = numbers.first else { return nil }
    return (major, numbers.count > 1 ? numbers[1] : 0)
  }

  /// The targets `text` declares, in source order; throws for a manifest with a syntax error.
  package static func targets(in text: String) throws(ManifestSyntaxError) -> [ManifestTarget] {
    let tree = Parser.parse(source: text)
    if tree.hasError {
      let offset = FirstSyntaxError(in: tree)?.offset ?? 0
      let location = LineTable(text).location(ofUTF8Offset: offset)
      throw ManifestSyntaxError(line: location.line, column: location.column)
    }
    let values = ManifestValues(tree)
    let helpers = ManifestTargetHelpers(tree)
    let finder = TargetCallFinder(helpers: helpers)
    finder.walk(tree)
    return finder.calls.compactMap { call in
      if let helper = helpers.helper(calledBy: call) {
        return target(from: call, through: helper, values: values)
      }
      return target(from: call, values: values)
    }
  }

  /// The target a call of a helper declares (`.feature(name: "Feed", dependencies: ["Core"])`).
  private static func target(
    from call: FunctionCallExprSyntax, through helper: ManifestTargetHelpers.Helper,
    values: ManifestValues
  ) -> ManifestTarget? {
    func passed(_ index: Int?) -> ExprSyntax? {
      index.flatMap { ManifestTargetHelpers.argument($0, of: helper, in: call) }
    }
    guard let name = passed(helper.nameParameter).flatMap(values.literal) else { return nil }
    var target = ManifestTarget(name: name, kind: helper.kind)
    target.path = passed(helper.pathParameter).flatMap(values.literal)
    target.dependencies = passed(helper.dependenciesParameter).map(values.names) ?? []
    return target
  }

  /// The target one factory call declares, when its `name:` is a literal.
  private static func target(
    from call: FunctionCallExprSyntax, values: ManifestValues
  ) -> ManifestTarget? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let kind = ManifestTarget.Kind(rawValue: member.declName.baseName.text),
      let nameArgument = argument("name", of: call),
      let name = values.literal(nameArgument)
    else { return nil }
    var target = ManifestTarget(name: name, kind: kind)
    target.path = argument("path", of: call).flatMap(values.literal)
    target.exclude = argument("exclude", of: call).map(values.names) ?? []
    target.sources = argument("sources", of: call).map(values.names)
    target.dependencies = argument("dependencies", of: call).map(values.names) ?? []
    return target
  }

  /// The expression passed for `label` in `call`.
  private static func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
    call.arguments.first { $0.label?.text == label }?.expression
  }
}

/// Finds the calls that declare targets, leaving out the same-named calls that refer to a target
/// as a dependency (`dependencies: [.target(name: "Core")]`, `let x: Target.Dependency = …`).
private final class TargetCallFinder: SyntaxVisitor {
  private(set) var calls: [FunctionCallExprSyntax] = []
  private let helpers: ManifestTargetHelpers

  init(helpers: ManifestTargetHelpers) {
    self.helpers = helpers
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let isFactory =
      node.calledExpression.as(MemberAccessExprSyntax.self)
      .map { ManifestTarget.Kind(rawValue: $0.declName.baseName.text) != nil } ?? false
    guard isFactory || helpers.helper(calledBy: node) != nil, !isDependencyReference(node)
    else { return .visitChildren }
    calls.append(node)
    return .visitChildren
  }

  /// Whether `call` sits where a `Target.Dependency` is expected rather than a `Target`.
  private func isDependencyReference(_ call: FunctionCallExprSyntax) -> Bool {
    if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
      base.trimmedDescription.contains("Dependency")
    {
      return true
    }
    var node = call.parent
    while let current = node {
      if let labeled = current.as(LabeledExprSyntax.self), labeled.label?.text == "dependencies" {
        return true
      }
      if let binding = current.as(PatternBindingSyntax.self),
        binding.typeAnnotation?.type.trimmedDescription.contains("Dependency") == true
      {
        return true
      }
      if let function = current.as(FunctionDeclSyntax.self),
        function.signature.returnClause?.type.trimmedDescription.contains("Dependency") == true
      {
        return true
      }
      if let extensionDecl = current.as(ExtensionDeclSyntax.self),
        extensionDecl.extendedType.trimmedDescription.contains("Dependency")
      {
        return true
      }
      node = current.parent
    }
    return false
  }
}
