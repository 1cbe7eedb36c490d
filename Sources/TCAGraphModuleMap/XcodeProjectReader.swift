import Foundation
import TCAGraphSyntax

/// A native target of an Xcode project: its module, the files it compiles and what it depends on.
struct ProjectTarget: Sendable, Equatable {
  var name: String
  var module: String
  /// Files listed one by one in the target's Sources build phase (absolute, standardized).
  var files: [String] = []
  /// Synchronized folders (Xcode 16) whose files the target compiles.
  var folders: [FolderMembership] = []
  /// Module names of the targets it depends on, and names of the package products it uses.
  var dependencies: [String] = []
}

/// Reads the native targets of a `project.pbxproj`, resolving file paths through the group tree.
package struct XcodeProjectReader {
  private let objects: [String: PropertyList]
  /// The folder paths are resolved against: the one holding the `.xcodeproj`, plus `projectDirPath`.
  private let projectDirectory: String
  private let mainGroup: String?
  /// The group holding each object, by object identifier.
  private let parents: [String: String]
  /// The synchronized folders (Xcode 16) of the project, by identifier, sorted.
  private let synchronizedGroups: [String]

  /// The targets of the project whose `project.pbxproj` text is `text`, in the project's order;
  /// `projectFolder` is the absolute folder holding the `.xcodeproj`.
  static func targets(in text: String, projectFolder: String) throws(PropertyListError)
    -> [ProjectTarget]
  {
    let plist = try PropertyList.reading(projectFile: text)
    guard let objects = plist["objects"]?.dictionary,
      let rootID = plist["rootObject"]?.string,
      let project = objects[rootID]?.dictionary
    else { throw PropertyListError(line: 1, message: "no 'objects' with a 'rootObject'") }
    let reader = XcodeProjectReader(objects: objects, project: project, folder: projectFolder)
    let targetIDs = (project["targets"]?.array ?? []).compactMap(\.string).filter {
      objects[$0]?["isa"]?.string == "PBXNativeTarget"
    }
    let modules = Dictionary(
      targetIDs.map { ($0, reader.moduleName(ofTarget: $0)) }, uniquingKeysWith: { $1 })
    return targetIDs.map { reader.target($0, modules: modules) }
  }

  private init(objects: [String: PropertyList], project: [String: PropertyList], folder: String) {
    self.objects = objects
    let directory = project["projectDirPath"]?.string ?? ""
    projectDirectory = Self.join(folder, directory)
    mainGroup = project["mainGroup"]?.string
    var parents: [String: String] = [:]
    for (id, object) in objects {
      for child in object["children"]?.array ?? [] {
        if let childID = child.string { parents[childID] = id }
      }
    }
    self.parents = parents
    synchronizedGroups = objects.keys.filter {
      objects[$0]?["isa"]?.string == "PBXFileSystemSynchronizedRootGroup"
    }.sorted()
  }

  /// One native target, with its files, synchronized folders and dependencies.
  private func target(_ id: String, modules: [String: String]) -> ProjectTarget {
    let object = objects[id]
    var target = ProjectTarget(name: object?["name"]?.string ?? id, module: modules[id] ?? id)
    for phaseID in strings(object?["buildPhases"]) {
      guard objects[phaseID]?["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
      for buildFileID in strings(objects[phaseID]?["files"]) {
        guard let referenceID = objects[buildFileID]?["fileRef"]?.string,
          let path = path(of: referenceID)
        else { continue }
        target.files.append(path)
      }
    }
    for groupID in strings(object?["fileSystemSynchronizedGroups"]) {
      guard let root = path(of: groupID) else { continue }
      let excluded = exceptions(in: groupID, for: id).map { Self.join(root, $0) }
      target.folders.append(FolderMembership(root: root, excluded: excluded))
    }
    target.folders += foreignMemberships(of: id)
    for dependencyID in strings(object?["dependencies"]) {
      let dependency = objects[dependencyID]
      if let targetID = dependency?["target"]?.string, let module = modules[targetID] {
        target.dependencies.append(module)
      } else if let proxyID = dependency?["targetProxy"]?.string,
        let remote = objects[proxyID]?["remoteInfo"]?.string
      {
        target.dependencies.append(ModuleName.c99(remote))
      }
    }
    for productID in strings(object?["packageProductDependencies"]) {
      if let product = objects[productID]?["productName"]?.string {
        target.dependencies.append(product)
      }
    }
    return target
  }

  /// The `membershipExceptions` that the synchronized folder `groupID` lists for `targetID`.
  private func exceptions(in groupID: String, for targetID: String) -> [String] {
    strings(objects[groupID]?["exceptions"]).flatMap { exceptionID -> [String] in
      let exception = objects[exceptionID]
      guard exception?["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
        exception?["target"]?.string == targetID
      else { return [] }
      return strings(exception?["membershipExceptions"])
    }
  }

  /// Files of other targets' synchronized folders that an exception set adds to `targetID`: for a
  /// target that does not list the folder, its membership exceptions are files it compiles too.
  private func foreignMemberships(of targetID: String) -> [FolderMembership] {
    let own = Set(strings(objects[targetID]?["fileSystemSynchronizedGroups"]))
    var memberships: [FolderMembership] = []
    for groupID in synchronizedGroups {
      guard !own.contains(groupID), let root = path(of: groupID) else { continue }
      let added = exceptions(in: groupID, for: targetID)
      guard !added.isEmpty else { continue }
      memberships.append(
        FolderMembership(root: root, only: added.map { Self.join(root, $0) }))
    }
    return memberships
  }

  /// The module name of a target: `PRODUCT_MODULE_NAME` when literal, else a literal
  /// `PRODUCT_NAME`, else the target's name, as a C99 identifier.
  private func moduleName(ofTarget id: String) -> String {
    let name = objects[id]?["name"]?.string ?? id
    let settings = buildSettings(of: objects[id]?["buildConfigurationList"]?.string)
    let literal = { (key: String) -> String? in
      guard let value = settings[key]?.string, !value.isEmpty, !value.contains("$") else {
        return nil
      }
      return value
    }
    return ModuleName.c99(literal("PRODUCT_MODULE_NAME") ?? literal("PRODUCT_NAME") ?? name)
  }

  /// The build settings of a configuration list's default configuration (else its first).
  private func buildSettings(of listID: String?) -> [String: PropertyList] {
    guard let listID, let list = objects[listID] else { return [:] }
    let configurations = strings(list["buildConfigurations"]).compactMap { objects[$0] }
    let preferred = list["defaultConfigurationName"]?.string
    let chosen =
      configurations.first { $0["name"]?.string == preferred } ?? configurations.first
    return chosen?["buildSettings"]?.dictionary ?? [:]
  }

  /// The absolute path of a file reference or group, through its parent groups; `nil` for one
  /// relative to a build-time location (`BUILT_PRODUCTS_DIR`, `SDKROOT`, …).
  private func path(of id: String, depth: Int = 0) -> String? {
    guard depth < 64, let object = objects[id] else { return nil }
    let own = object["path"]?.string ?? ""
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<group>":
      guard let parent = parents[id] else {
        return id == mainGroup ? Self.join(projectDirectory, own) : nil
      }
      return path(of: parent, depth: depth + 1).map { Self.join($0, own) }
    case "SOURCE_ROOT":
      return Self.join(projectDirectory, own)
    case "<absolute>":
      return Self.join("/", own)
    default:
      return nil
    }
  }

  /// The strings of an array value.
  private func strings(_ value: PropertyList?) -> [String] {
    (value?.array ?? []).compactMap(\.string)
  }

  /// `path` against `folder` (unless absolute), standardized.
  private static func join(_ folder: String, _ path: String) -> String {
    let joined = path.hasPrefix("/") ? path : path.isEmpty ? folder : folder + "/" + path
    return URL(fileURLWithPath: joined).standardizedFileURL.path
  }
}
