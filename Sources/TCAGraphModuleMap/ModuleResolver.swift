/// Decides which module a file belongs to: a target of an Xcode project that lists it by name,
/// else a target of the innermost manifest holding it, else a synchronized folder of a project,
/// else the folder rule.
struct ModuleResolver: Sendable {
  /// How a file's module was decided.
  enum Resolution: Equatable {
    /// Targets claim the file: their distinct modules, the one taken first.
    case claimed([String])
    /// No target claims it; the module is named after `folder` (absolute, `nil` for none).
    case folderRule(module: String, folder: String?)

    /// The module taken.
    var module: String {
      switch self {
      case .claimed(let modules): return modules[0]
      case .folderRule(let module, _): return module
      }
    }
  }

  /// The targets of one manifest, in manifest order, and the absolute folder holding it.
  struct Manifest: Sendable {
    var folder: String
    var targets: [ModuleClaim]
  }

  /// Targets of every Xcode project, in project order.
  private let projectTargets: [ModuleClaim]
  /// Manifests, deepest folder first.
  private let manifests: [Manifest]
  private let folderRule: FolderRule

  /// A resolver over the targets read from projects and manifests.
  init(projectTargets: [ModuleClaim], manifests: [Manifest], folderRule: FolderRule) {
    self.projectTargets = projectTargets
    self.manifests = manifests.enumerated().sorted {
      ($0.element.folder.utf8.count, $1.offset) > ($1.element.folder.utf8.count, $0.offset)
    }.map(\.element)
    self.folderRule = folderRule
  }

  /// How the module of the file at the absolute, standardized `path` is decided.
  func resolve(_ path: String) -> Resolution {
    let listed = projectTargets.filter { $0.files.contains(path) }
    if !listed.isEmpty { return .claimed(Self.distinctModules(listed)) }
    for manifest in manifests {
      let holding = manifest.targets.filter { $0.holds(path) }
      if !holding.isEmpty { return .claimed(Self.distinctModules(holding)) }
    }
    let synchronized = projectTargets.filter { $0.holds(path) }
    if !synchronized.isEmpty { return .claimed(Self.distinctModules(synchronized)) }
    let named = folderRule.module(of: path)
    return .folderRule(module: named.module, folder: named.folder)
  }

  /// The modules of `claims`, first occurrence kept.
  private static func distinctModules(_ claims: [ModuleClaim]) -> [String] {
    var seen: Set<String> = []
    return claims.map(\.module).filter { seen.insert($0).inserted }
  }
}
