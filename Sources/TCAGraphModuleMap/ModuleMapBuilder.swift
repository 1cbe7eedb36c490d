import Foundation
import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

extension ModuleMap {
  /// Reads the manifests and projects of `descriptions` and decides the module of every file in
  /// `files`. Paths (files, inputs, descriptions) are written as the scanner writes them: relative
  /// to `baseDirectory` or absolute. `inputs` are the paths given to the scanner (empty for an
  /// in-memory scan). `folderExists` tells which of SwiftPM's default source folders
  /// (`Sources`, `Source`, `src`, `srcs`) a package has; by default, one holding a scanned file.
  package init(
    descriptions: ModuleDescriptions,
    files: [String],
    inputs: [String],
    baseDirectory: String,
    folderExists: ((String) -> Bool)? = nil
  ) {
    let absoluteFiles = files.map { ScanPaths.absolute($0, base: baseDirectory) }
    let exists =
      folderExists ?? { folder in absoluteFiles.contains { FolderMembership.isInside($0, folder) } }
    var reading = DescriptionReading(baseDirectory: baseDirectory)
    reading.warnings = descriptions.warnings
    let manifests =
      descriptions.manifests.compactMap {
        reading.manifest(
          path: $0.path, text: $0.text, folderExists: exists, files: absoluteFiles)
      }
      + descriptions.tuistProjects.compactMap {
        reading.tuistProject(path: $0.path, text: $0.text, files: absoluteFiles)
      }
    let projectTargets = descriptions.projects.flatMap {
      reading.projectTargets(path: $0.path, text: $0.text)
    }
    let folderRule = FolderRule(
      inputs: inputs, files: Set(absoluteFiles), baseDirectory: baseDirectory)
    let resolver = ModuleResolver(
      projectTargets: projectTargets, manifests: manifests, folderRule: folderRule)

    var assigned: [String: String] = [:]
    var fallbackFolders: [String?: String] = [:]
    var notes = reading.notes
    for absolute in absoluteFiles where assigned[absolute] == nil {
      let resolution = resolver.resolve(absolute)
      assigned[absolute] = resolution.module
      switch resolution {
      case .claimed(let modules) where modules.count > 1:
        let display = ScanPaths.relative(absolute, base: baseDirectory)
        notes.append(.compiledByManyTargets(display, modules: modules))
      case .claimed:
        break
      case .folderRule(let module, let folder):
        fallbackFolders[folder] = module
      }
    }
    for (folder, module) in fallbackFolders {
      notes.append(
        .moduleFromFolder(folder.map { Self.display($0, base: baseDirectory) }, module: module))
    }

    self.init(
      modules: reading.modules.union(assigned.values),
      dependencies: reading.dependencies.filter { !$0.value.isEmpty },
      warnings: reading.warnings.sorted(),
      notes: notes.sorted(),
      resolver: resolver,
      assigned: assigned,
      baseDirectory: baseDirectory)
  }

  /// An absolute folder as the scanner would write it: relative to `base` when inside it.
  static func display(_ absolute: String, base: String) -> String {
    let root = ScanPaths.absolute(".", base: base)
    return absolute == root ? "." : ScanPaths.relative(absolute, base: root)
  }
}

/// Reads manifests and projects into claims, gathering declared modules, their dependencies and
/// warnings for the ones that cannot be read.
private struct DescriptionReading {
  let baseDirectory: String
  var modules: Set<String> = []
  var dependencies: [String: Set<String>] = [:]
  var warnings: [ScanDiagnostic] = []
  /// `--verbose` notes about how module names were chosen.
  var notes: [ScanDiagnostic] = []

  init(baseDirectory: String) {
    self.baseDirectory = baseDirectory
  }

  /// The targets of one manifest; `nil` (and a warning) when it has a syntax error. A manifest
  /// without literal targets claims the folders named after the types it declares, with a note.
  mutating func manifest(
    path: String, text: String, folderExists: (String) -> Bool, files: [String]
  ) -> ModuleResolver.Manifest? {
    let absolute = ScanPaths.absolute(path, base: baseDirectory)
    let folder = (absolute as NSString).deletingLastPathComponent
    let targets: [ManifestTarget]
    do {
      targets = try PackageManifestReader.targets(in: text)
    } catch {
      let display = ModuleMap.display(absolute, base: baseDirectory)
      warnings.append(
        .manifestSyntaxError(display, line: error.line, column: error.column))
      return nil
    }
    if targets.isEmpty {
      return typeNamedTargets(
        manifest: absolute, text: text, folderExists: folderExists, files: files)
    }
    // SwiftPM 5.9: a target alone under its source root may hold that whole folder.
    let flatLayoutAllowed =
      PackageManifestReader.toolsVersion(in: text).map { $0 >= (5, 9) } ?? false
    let claims = targets.map { target -> ModuleClaim in
      let module = ModuleName.c99(target.name)
      modules.insert(module)
      dependencies[module, default: []].formUnion(target.dependencies.map(ModuleName.c99))
      let candidates = target.defaultFolders.map { Self.join(folder, $0) }
      let wholeRoot =
        flatLayoutAllowed && !target.sharesSourceRoot(with: targets)
        ? target.sourceRoots.map { Self.join(folder, $0) }.first(where: folderExists) : nil
      let root =
        target.path.map { Self.join(folder, $0) }
        ?? candidates.first(where: folderExists) ?? wholeRoot ?? candidates[0]
      let membership = FolderMembership(
        root: root,
        excluded: target.exclude.map { Self.join(root, $0) },
        only: target.sources?.map { Self.join(root, $0) })
      return ModuleClaim(module: module, folders: [membership])
    }
    return ModuleResolver.Manifest(folder: folder, targets: claims)
  }

  /// The modules of a manifest that makes its targets from types: the folders under its source
  /// folder named after them (and the folders as deep), with a note saying so.
  private mutating func typeNamedTargets(
    manifest absolute: String, text: String, folderExists: (String) -> Bool, files: [String]
  ) -> ModuleResolver.Manifest {
    let folder = (absolute as NSString).deletingLastPathComponent
    let sourceFolders = ["Sources", "Source", "src", "srcs"].map { Self.join(folder, $0) }
    guard let sourceRoot = sourceFolders.first(where: folderExists) else {
      return ModuleResolver.Manifest(folder: folder, targets: [])
    }
    let found = TypeNamedTargetFolders.moduleFolders(
      sourceRoot: sourceRoot, files: files,
      typeNames: TypeNamedTargetFolders.declaredTypeNames(in: text))
    guard !found.isEmpty else { return ModuleResolver.Manifest(folder: folder, targets: []) }
    let claims = found.map { entry -> ModuleClaim in
      let module = ModuleName.c99(entry.module)
      modules.insert(module)
      return ModuleClaim(module: module, folders: [FolderMembership(root: entry.folder)])
    }
    let display = ModuleMap.display(absolute, base: baseDirectory)
    notes.append(
      .manifestTargetsFromTypes(
        display, count: claims.count,
        sourceRoot: ModuleMap.display(sourceRoot, base: baseDirectory)))
    return ModuleResolver.Manifest(folder: folder, targets: claims)
  }

  /// The targets of one Tuist `Project.swift`: those with a literal name and sources, or, when
  /// helpers make them, the μFeature layout named after the project's folder (with a note);
  /// `nil` (and a warning) when it has a syntax error.
  mutating func tuistProject(path: String, text: String, files: [String])
    -> ModuleResolver.Manifest?
  {
    let absolute = ScanPaths.absolute(path, base: baseDirectory)
    let folder = (absolute as NSString).deletingLastPathComponent
    let display = ModuleMap.display(absolute, base: baseDirectory)
    let targets: [TuistTarget]
    do {
      targets = try TuistProjectReader.targets(in: text)
    } catch {
      warnings.append(
        .tuistSyntaxError(display, line: error.line, column: error.column))
      return nil
    }
    if targets.isEmpty {
      let projectName = (folder as NSString).lastPathComponent
      let subfolders = TuistProjectReader.sourceSubfolders(of: folder, files: files)
      let layout = TuistProjectReader.conventionalModules(
        projectName: projectName, sourceSubfolders: subfolders)
      let claims = layout.map {
        ModuleClaim(
          module: $0.module,
          folders: [FolderMembership(root: $0.subfolder.map { Self.join(folder, $0) } ?? folder)])
      }
      notes.append(
        .tuistTargetsFromHelpers(display, module: claims.last?.module ?? ""))
      return ModuleResolver.Manifest(folder: folder, targets: claims)
    }
    let claims = targets.map { target -> ModuleClaim in
      let module = ModuleName.c99(target.name)
      modules.insert(module)
      dependencies[module, default: []].formUnion(target.dependencies.map(ModuleName.c99))
      return ModuleClaim(
        module: module,
        folders: target.sourceFolders.map { FolderMembership(root: Self.join(folder, $0)) })
    }
    return ModuleResolver.Manifest(folder: folder, targets: claims)
  }

  /// The targets of one `project.pbxproj`; none (and a warning) when it cannot be parsed.
  mutating func projectTargets(path: String, text: String) -> [ModuleClaim] {
    let absolute = ScanPaths.absolute(path, base: baseDirectory)
    let projectFolder = ((absolute as NSString).deletingLastPathComponent as NSString)
      .deletingLastPathComponent
    let targets: [ProjectTarget]
    do {
      targets = try XcodeProjectReader.targets(in: text, projectFolder: projectFolder)
    } catch {
      let display = ModuleMap.display(absolute, base: baseDirectory)
      warnings.append(
        .xcodeProjectUnreadable(display, reason: error.message, line: error.line))
      return []
    }
    return targets.map { target in
      modules.insert(target.module)
      dependencies[target.module, default: []].formUnion(target.dependencies.map(ModuleName.c99))
      return ModuleClaim(module: target.module, files: Set(target.files), folders: target.folders)
    }
  }

  /// `path` against `folder` (unless absolute), standardized.
  private static func join(_ folder: String, _ path: String) -> String {
    ScanPaths.absolute(path, base: folder)
  }
}
