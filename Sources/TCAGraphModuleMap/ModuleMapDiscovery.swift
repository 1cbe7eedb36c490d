import Foundation
import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

extension ModuleDescriptions {
  /// Finds on disk every `Package.swift`, Tuist `Project.swift` and `*.xcodeproj/project.pbxproj`
  /// under the input folders (skipping build products and dependencies), plus the nearest of each
  /// in a folder above
  /// every input (walking up until a folder holding `.git`; not above an input that holds one),
  /// and reads them. `inputs` are written
  /// as given to the scanner; found paths are written relative to `baseDirectory` when inside it.
  /// Nothing at or below an absolute path in `excluded` is read.
  package static func discover(
    inputs: [String], baseDirectory: String, excluding excluded: Set<String> = []
  ) -> ModuleDescriptions {
    let manager = FileManager.default
    var manifests: Set<String> = []
    var projects: Set<String> = []
    var tuistProjects: Set<String> = []
    for input in inputs {
      let absolute = ScanPaths.absolute(input, base: baseDirectory)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: absolute, isDirectory: &isDirectory) else { continue }
      if isDirectory.boolValue {
        findUnder(
          absolute, manifests: &manifests, projects: &projects, tuistProjects: &tuistProjects)
      }
      // A repository root has nothing of its own above it.
      if !manager.fileExists(atPath: absolute + "/.git") {
        findAbove(
          Self.parent(of: absolute), manifests: &manifests, projects: &projects,
          tuistProjects: &tuistProjects)
      }
    }
    if !excluded.isEmpty {
      let isKept = { (path: String) in
        !excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
      }
      manifests = manifests.filter(isKept)
      projects = projects.filter(isKept)
      tuistProjects = tuistProjects.filter(isKept)
    }
    var descriptions = ModuleDescriptions()
    descriptions.manifests = read(manifests.sorted(), base: baseDirectory, into: &descriptions)
    descriptions.tuistProjects = read(
      tuistProjects.sorted(), base: baseDirectory, into: &descriptions
    ).filter { TuistProjectReader.isTuistManifest($0.text) }
    descriptions.projects = read(projects.sorted(), base: baseDirectory, into: &descriptions)
    return descriptions
  }

  /// Adds the manifests and projects found anywhere under `folder`.
  private static func findUnder(
    _ folder: String, manifests: inout Set<String>, projects: inout Set<String>,
    tuistProjects: inout Set<String>
  ) {
    let manager = FileManager.default
    if manager.fileExists(atPath: folder + "/Package.swift") {
      manifests.insert(folder + "/Package.swift")
    }
    if manager.fileExists(atPath: folder + "/Project.swift") {
      tuistProjects.insert(folder + "/Project.swift")
    }
    walk(folder, manifests: &manifests, projects: &projects, tuistProjects: &tuistProjects)
  }

  /// Adds the manifests and projects in the folders below `folder`, listing each folder once
  /// and asking each entry's own status (a link to a folder is not followed).
  private static func walk(
    _ folder: String, manifests: inout Set<String>, projects: inout Set<String>,
    tuistProjects: inout Set<String>
  ) {
    guard let names = FileNameBytes.names(inFolder: folder) else { return }
    for name in names {
      let full = folder + "/" + name
      var info = stat()
      guard lstat(FileNameBytes.fileSystemPath(full), &info) == 0 else { continue }
      if info.st_mode & S_IFMT == S_IFDIR {
        if name.hasSuffix(".xcodeproj") {
          if FileManager.default.fileExists(atPath: full + "/project.pbxproj") {
            projects.insert(full + "/project.pbxproj")
          }
        } else if !ScanPaths.isSkippedFolder(name) {
          walk(full, manifests: &manifests, projects: &projects, tuistProjects: &tuistProjects)
        }
      } else if name == "Package.swift" {
        manifests.insert(full)
      } else if name == "Project.swift" {
        tuistProjects.insert(full)
      }
    }
  }

  /// Adds the nearest manifest, Tuist project and Xcode projects in `folder` or a folder above it, up to
  /// the first folder holding `.git` (included) or the root.
  private static func findAbove(
    _ folder: String, manifests: inout Set<String>, projects: inout Set<String>,
    tuistProjects: inout Set<String>
  ) {
    let manager = FileManager.default
    var current = folder
    var foundManifest = false
    var foundProject = false
    var foundTuistProject = false
    while true {
      if !foundManifest, manager.fileExists(atPath: current + "/Package.swift") {
        manifests.insert(current + "/Package.swift")
        foundManifest = true
      }
      if !foundTuistProject, manager.fileExists(atPath: current + "/Project.swift") {
        tuistProjects.insert(current + "/Project.swift")
        foundTuistProject = true
      }
      if !foundProject {
        let here = ((try? manager.contentsOfDirectory(atPath: current)) ?? [])
          .filter { $0.hasSuffix(".xcodeproj") }
          .map { current + "/" + $0 + "/project.pbxproj" }
          .filter { manager.fileExists(atPath: $0) }
        projects.formUnion(here)
        foundProject = !here.isEmpty
      }
      let parent = Self.parent(of: current)
      if (foundManifest && foundProject) || parent == current
        || manager.fileExists(atPath: current + "/.git")
      {
        return
      }
      current = parent
    }
  }

  /// Reads each file, adding a warning for one that cannot be read as UTF-8 text or that nests
  /// too deep to parse (see ``NestingMeasure``).
  private static func read(
    _ paths: [String], base: String, into descriptions: inout ModuleDescriptions
  ) -> [(path: String, text: String)] {
    paths.compactMap { path in
      let display = ModuleMap.display(path, base: base)
      guard let data = try? RegularFile.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else {
        descriptions.warnings.append(
          .moduleFileNotUTF8(display))
        return nil
      }
      let nesting = NestingMeasure(text)
      guard !nesting.isTooDeep else {
        descriptions.warnings.append(
          .moduleFileTooDeep(
            display, depth: nesting.depth, bracketDepth: nesting.bracketDepth))
        return nil
      }
      return (display, text)
    }
  }

  /// The folder holding `path` (the root for the root).
  private static func parent(of path: String) -> String {
    let parent = (path as NSString).deletingLastPathComponent
    return parent.isEmpty ? "/" : parent
  }
}

extension ModuleMap {
  /// The module map of a scan of `inputs` (as given to the scanner) that found `files` (absolute
  /// or relative to `baseDirectory`), from the manifests and projects on disk around the inputs.
  static func read(inputs: [String], files: [String], baseDirectory: String) -> ModuleMap {
    read(
      descriptions: ModuleDescriptions.discover(inputs: inputs, baseDirectory: baseDirectory),
      inputs: inputs, files: files, baseDirectory: baseDirectory, folders: FolderQuestions())
  }

  /// The module map of `descriptions`, found around `inputs`, asking the file system through
  /// `folders` which source folders exist.
  package static func read(
    descriptions: ModuleDescriptions, inputs: [String], files: [String], baseDirectory: String,
    folders: FolderQuestions
  ) -> ModuleMap {
    ModuleMap(
      descriptions: descriptions, files: files, inputs: inputs, baseDirectory: baseDirectory,
      folderExists: folders.ask)
  }
}
