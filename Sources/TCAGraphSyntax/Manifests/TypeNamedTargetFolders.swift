internal import SwiftParser
internal import SwiftSyntax

/// Modules of a package whose manifest builds its targets from types rather than literal
/// `.target(name:)` calls (PackageDSL's `struct Discover: _Feature {}` listed in
/// `Package { Discover() }`, each target's path made from its type's name): a folder under the
/// package's source folder named after a type the manifest declares is a module, and so is every
/// folder as deep as most of those (`Sources/Features/App` beside `Sources/Features/Discover`,
/// `Sources/Shared/Styling`).
package enum TypeNamedTargetFolders {
  /// The names of the types `text` declares at any depth (`struct Discover`, `enum Settings`).
  package static func declaredTypeNames(in text: String) -> Set<String> {
    let collector = TypeNameCollector(viewMode: .sourceAccurate)
    collector.walk(Parser.parse(source: text))
    return collector.names
  }

  /// The module folders under `sourceRoot` (absolute, standardized) among the folders holding
  /// `files` (absolute), for a manifest declaring `typeNames`: outermost first on every path, by
  /// path. Empty when no folder is named after a declared type.
  package static func moduleFolders(
    sourceRoot: String, files: [String], typeNames: Set<String>
  ) -> [(module: String, folder: String)] {
    let prefix = sourceRoot == "/" ? "/" : sourceRoot + "/"
    // Every folder path below the root that holds a file somewhere under it, as components.
    var folders: Set<[Substring]> = []
    for file in files where file.hasPrefix(prefix) {
      let components = file.dropFirst(prefix.count).split(separator: "/").dropLast()
      for depth in components.indices {
        folders.insert(Array(components[...depth]))
      }
    }
    let named = folders.filter { typeNames.contains(String($0[$0.count - 1])) }
    // The depth most named folders sit at (the shallower on a tie) is where modules are.
    let depths = Dictionary(grouping: named, by: \.count).mapValues(\.count)
    guard let depth = depths.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key else {
      return []
    }
    let modules = named.union(folders.filter { $0.count == depth })
    // Outermost wins: a module folder inside another is part of it.
    let outermost = modules.filter { folder in
      !(1..<folder.count).contains { modules.contains(Array(folder.prefix($0))) }
    }
    return outermost.map { folder in
      (String(folder[folder.count - 1]), prefix + folder.joined(separator: "/"))
    }.sorted { $0.folder < $1.folder }
  }
}

/// Collects the names of struct, enum, class and actor declarations.
private final class TypeNameCollector: SyntaxVisitor {
  private(set) var names: Set<String> = []

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .visitChildren
  }
}
