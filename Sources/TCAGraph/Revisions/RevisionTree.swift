import Foundation
import TCAGraphLint

/// A revision's tree, and what a scan of some of its paths reads from it: the Swift files under
/// those paths, the manifests, projects and lint configuration in the folders above them, and
/// what the links among them reach, as long as it stays inside the tree.
///
/// Links are resolved as the system would resolve them in a checkout, one component at a time
/// through the tree's own links; one that leaves the tree (an absolute target, or `..` above its
/// top) or loops is never followed, so no file outside the commit is read as part of it.
struct RevisionTree {
  /// Where a path leads.
  enum Resolution: Equatable {
    /// To this path of the tree (a file, folder or submodule, or nothing there).
    case inside(String)
    /// Out of the tree, through the link at `link`, whose target is `target`.
    case outside(link: String, target: String)
    /// Round a loop of links.
    case loop(link: String)
  }

  /// What a scan of the asked paths needs written.
  struct Selection {
    /// Regular files to write.
    var files: [GitTreeEntry] = []
    /// Links to write, each with the target to give it: relative, through no other link.
    var links: [(entry: GitTreeEntry, target: String)] = []
    /// Folders the asked paths lead to, made even when nothing is written inside them.
    var folders: [String] = []
    /// Submodules to read, each with the paths inside it to read ("" for all of it).
    var submodules: [(entry: GitTreeEntry, paths: [String])] = []
    /// Links that leave the tree or loop, with what they point at: never followed.
    var leftOutLinks: [(path: String, target: String)] = []
    /// Paths of the tree that cannot be written safely (a `.git` or `..` component).
    var unsafePaths: [String] = []
  }

  /// The most links one path may pass through, as the system allows.
  static let linkLimit = 40

  private let entries: [String: GitTreeEntry]
  private let folders: Set<String>
  /// Each link's target, as committed.
  let linkTargets: [String: String]
  private let sortedPaths: [String]

  /// The tree of `entries`, with the targets of its links.
  init(entries: [GitTreeEntry], linkTargets: [String: String]) {
    var byPath: [String: GitTreeEntry] = [:]
    var folders: Set<String> = [""]
    for entry in entries {
      let path = entry.path
      byPath[path] = entry
      var parent = Self.parent(of: path)
      while let folder = parent, folders.insert(folder).inserted {
        parent = Self.parent(of: folder)
      }
    }
    self.entries = byPath
    self.folders = folders
    self.linkTargets = linkTargets
    sortedPaths = byPath.keys.sorted()
  }

  /// The folder holding `path` ("" for the top), or `nil` for the top itself.
  static func parent(of path: String) -> String? {
    guard !path.isEmpty else { return nil }
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  /// `base` joined with `name`.
  static func join(_ base: String, _ name: String) -> String {
    base.isEmpty ? name : name.isEmpty ? base : base + "/" + name
  }

  /// Whether `path` is `folder` or lies under it.
  static func isWithin(_ path: String, _ folder: String) -> Bool {
    folder.isEmpty || path == folder || path.hasPrefix(folder + "/")
  }

  /// Where `path` (relative to the top, `..` allowed) leads through the tree's links.
  func resolve(_ path: String, passing links: inout [String]) -> Resolution {
    var done: [Substring] = []
    var pending = Array(path.split(separator: "/", omittingEmptySubsequences: true).reversed())
    var hops = 0
    while let component = pending.popLast() {
      if component == "." { continue }
      if component == ".." {
        guard !done.isEmpty else {
          let link = links.first ?? path
          return .outside(link: link, target: linkTargets[link] ?? path)
        }
        done.removeLast()
        continue
      }
      let candidate = (done + [component]).joined(separator: "/")
      guard entries[candidate]?.kind == .link, let target = linkTargets[candidate] else {
        done.append(component)
        continue
      }
      hops += 1
      guard hops <= Self.linkLimit else { return .loop(link: candidate) }
      links.append(candidate)
      guard !target.hasPrefix("/") else { return .outside(link: candidate, target: target) }
      pending += target.split(separator: "/", omittingEmptySubsequences: true).reversed()
    }
    return .inside(done.joined(separator: "/"))
  }

  /// Whether a scan reads the file at `path`: a Swift file (manifests are Swift files), an Xcode
  /// project's `project.pbxproj`, or a lint configuration.
  static func isScanInput(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if name.hasSuffix(".swift") || name == LintConfiguration.fileName { return true }
    return name == "project.pbxproj" && (parent(of: path)?.hasSuffix(".xcodeproj") ?? false)
  }

  /// The files a scan of `folder`'s parents reads: the manifest, Tuist project, Xcode projects
  /// and lint configuration directly in `folder`.
  private func folderInputs(_ folder: String) -> [GitTreeEntry] {
    let named = ["Package.swift", "Project.swift", LintConfiguration.fileName].compactMap {
      entries[Self.join(folder, $0)]
    }
    let projects = sortedPaths.lazy.filter {
      Self.parent(of: $0).map { project in
        project.hasSuffix(".xcodeproj") && Self.parent(of: project) == folder
      } ?? false
    }.filter { $0.hasSuffix("/project.pbxproj") }.compactMap { entries[$0] }
    return (named + projects).filter { $0.kind == .file }
  }

  /// What a scan of `asked` (paths relative to the top, "" for the top) reads, leaving out the
  /// submodules at `leaveOut`.
  func selection(for asked: [String], leavingOut leaveOut: Set<String>) -> Selection {
    var selection = Selection()
    var files: [String: GitTreeEntry] = [:]
    var writtenLinks: [String: String] = [:]
    var submodulePaths: [String: [String]] = [:]
    var queue: [String] = []
    var reached: Set<String> = []

    func follow(_ path: String) -> String? {
      var passed: [String] = []
      switch resolve(path, passing: &passed) {
      case .inside(let target):
        for link in passed where writtenLinks[link] == nil {
          var again: [String] = []
          if case .inside(let linkTarget) = resolve(link, passing: &again) {
            writtenLinks[link] = linkTarget
          }
        }
        return target
      case .outside(let link, let target):
        selection.leftOutLinks.append((link, target))
        return nil
      case .loop(let link):
        selection.leftOutLinks.append((link, linkTargets[link] ?? ""))
        return nil
      }
    }

    for path in asked {
      if let target = follow(path) { queue.append(target) }
      var folder = Self.parent(of: path)
      while let current = folder {
        if let resolved = follow(current) {
          for entry in folderInputs(resolved) { files[entry.path] = entry }
        }
        folder = Self.parent(of: current)
      }
    }
    while let root = queue.popLast() {
      guard reached.insert(root).inserted else { continue }
      if let submodule = sortedPaths.first(where: {
        entries[$0]?.kind == .submodule && Self.isWithin(root, $0)
      }) {
        let inside = root == submodule ? "" : String(root.dropFirst(submodule.count + 1))
        submodulePaths[submodule, default: []].append(inside)
        continue
      }
      if folders.contains(root) { selection.folders.append(root) }
      for path in sortedPaths where Self.isWithin(path, root) {
        guard let entry = entries[path] else { continue }
        switch entry.kind {
        case .file where Self.isScanInput(path): files[path] = entry
        case .file: break
        case .link:
          if let target = follow(path) { queue.append(target) }
        case .submodule:
          submodulePaths[path, default: []].append("")
        }
      }
    }
    for (path, entry) in files.sorted(by: { $0.key < $1.key }) {
      if Self.isUnsafe(path) {
        selection.unsafePaths.append(path)
      } else {
        selection.files.append(entry)
      }
    }
    for (path, target) in writtenLinks.sorted(by: { $0.key < $1.key }) {
      guard let entry = entries[path] else { continue }
      if Self.isUnsafe(path) {
        selection.unsafePaths.append(path)
      } else {
        selection.links.append((entry, Self.relative(target, from: Self.parent(of: path) ?? "")))
      }
    }
    for (path, inside) in submodulePaths.sorted(by: { $0.key < $1.key })
    where !leaveOut.contains(path) {
      guard let entry = entries[path] else { continue }
      if Self.isUnsafe(path) {
        selection.unsafePaths.append(path)
      } else {
        selection.submodules.append((entry, Array(Set(inside)).sorted()))
      }
    }
    return selection
  }

  /// Whether writing `path` could leave the folder it is written into or touch a repository:
  /// an empty, `.` or `..` component, or one named `.git` in any case.
  static func isUnsafe(_ path: String) -> Bool {
    path.split(separator: "/", omittingEmptySubsequences: false).contains {
      $0.isEmpty || $0 == "." || $0 == ".." || $0.lowercased() == ".git"
    }
  }

  /// The relative path from the folder `folder` to `target`, both relative to the top.
  static func relative(_ target: String, from folder: String) -> String {
    let from = folder.split(separator: "/")
    let to = target.split(separator: "/")
    var common = 0
    while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
    let steps = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
    return steps.isEmpty ? "." : steps.joined(separator: "/")
  }
}
