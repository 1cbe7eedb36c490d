import Foundation
import Testing
import TreeIntrospect

@testable import TCAGraph
@testable import TCAGraphAssembly
@testable import TCAGraphCache
@testable import TCAGraphEmit
@testable import TCAGraphLint
@testable import TCAGraphModuleMap
@testable import TCAGraphRender
@testable import TCAGraphScan
@testable import TCAGraphSupport
@testable import TCAGraphSyntax
@testable import TCAGraphViews

/// Reads the module of every file from SwiftPM manifests and Xcode projects, with the folder rule
/// for files no target claims.
@Suite struct ScanModuleMapTests {
  @Test func packageTargetsGiveTheirFilesModules() throws {
    let scan = try ModuleFixture.scan(["SwiftPackage"])
    #expect(
      scan.modules == [
        "SwiftPackage/Sources/Models/Item.swift": "Models",
        "SwiftPackage/Modules/Net/APIClient.swift": "Networking",
        "SwiftPackage/Modules/Net/Legacy/OldClient.swift": "Modules",
        "SwiftPackage/Features/Settings/SettingsFeature.swift": "SettingsFeature",
        "SwiftPackage/Sources/ShopCLI/main.swift": "ShopCLI",
        "SwiftPackage/Tests/ModelsTests/ItemTests.swift": "ModelsTests",
        "SwiftPackage/Scripts/Generate.swift": "Scripts",
      ])
    #expect(
      scan.map.modules == [
        "Models", "Networking", "SettingsFeature", "ShopCLI", "ModelsTests", "Modules", "Scripts",
      ])
    #expect(
      scan.map.dependencies == [
        "Networking": ["Models"],
        "SettingsFeature": ["Models", "ComposableArchitecture", "Networking"],
        "ShopCLI": ["SettingsFeature"],
        "ModelsTests": ["Models"],
      ])
    #expect(scan.map.warnings.isEmpty)
    #expect(
      scan.map.notes.map(\.message) == [
        "files under 'SwiftPackage/Modules' belong to no target of a manifest or project; "
          + "module 'Modules' taken from the folder",
        "files under 'SwiftPackage/Scripts' belong to no target of a manifest or project; "
          + "module 'Scripts' taken from the folder",
      ])
  }

  @Test func manifestReaderFindsTargetsBuiltThroughVariablesAndHelpers() throws {
    let text = try ModuleFixture.text("SwiftPackage/Package.swift")
    let targets = try PackageManifestReader.targets(in: text)
    #expect(
      targets.map(\.name) == ["Networking", "SettingsFeature", "Models", "ShopCLI", "ModelsTests"])
    #expect(targets.map(\.kind) == [.target, .target, .target, .executableTarget, .testTarget])
    let networking = try #require(targets.first)
    #expect(networking.path == "Modules/Net")
    #expect(networking.exclude == ["Legacy", "README.md"])
    #expect(targets.last?.defaultFolders.first == "Tests/ModelsTests")
  }

  @Test func manifestReaderReadsSourcesAndDependencyForms() throws {
    let text = """
      import PackageDescription
      let package = Package(
        name: "Kit",
        targets: [
          .target(
            name: "Kit",
            dependencies: [
              "Core", .target(name: "Util"), .byName(name: "Log"),
              .product(name: "Dependencies", package: "swift-dependencies"),
            ],
            path: "Code",
            sources: ["Public", "Kit.swift"]
          ),
          .target(name: prefix + "Generated"),
        ]
      )
      """
    let targets = try PackageManifestReader.targets(in: text)
    #expect(targets.count == 1)
    #expect(targets.first?.dependencies == ["Core", "Util", "Log", "Dependencies"])
    #expect(targets.first?.sources == ["Public", "Kit.swift"])
    let map = ModuleMap(
      descriptions: ModuleDescriptions(manifests: [
        (path: "Packages/Kit/Package.swift", text: text)
      ]),
      files: [
        "Packages/Kit/Code/Public/A.swift", "Packages/Kit/Code/Kit.swift",
        "Packages/Kit/Code/Internal/B.swift",
      ],
      inputs: [], baseDirectory: "/project")
    #expect(map.module(of: "Packages/Kit/Code/Public/A.swift") == "Kit")
    #expect(map.module(of: "/project/Packages/Kit/Code/Kit.swift") == "Kit")
    #expect(map.module(of: "Packages/Kit/Code/Internal/B.swift") == "Packages")
    #expect(map.dependencies == ["Kit": ["Core", "Util", "Log", "Dependencies"]])
  }

  @Test func aTargetAloneUnderSourcesHoldsTheWholeFolderFromToolsVersion59() throws {
    let scan = try ModuleFixture.scan(["FlatSources", "FlatSourcesBefore59"])
    #expect(
      scan.modules == [
        "FlatSources/Sources/RegisterView.swift": "RegisterUI",
        "FlatSources/Sources/Cart/CartLine.swift": "RegisterUI",
        "FlatSourcesBefore59/Sources/TillView.swift": "Sources",
      ])
  }

  @Test func innermostPackageTakesItsFiles() throws {
    let scan = try ModuleFixture.scan(["Nested"])
    #expect(
      scan.modules == [
        "Nested/App/Home/HomeFeature.swift": "App",
        "Nested/App/Vendor/Payments/Sources/Payments/PaymentSheet.swift": "Payments",
        "Nested/App/Vendor/Payments/Support/Mock.swift": "App",
      ])
    #expect(scan.map.modules == ["App", "Payments"])
  }

  @Test func tuistProjectsGiveTheirTargetsOrTheirFolderModules() throws {
    let scan = try ModuleFixture.scan(["TuistApp"])
    #expect(
      scan.modules == [
        "TuistApp/App/Project.swift": "App",
        "TuistApp/App/Targets/Shell/Sources/ShellApp.swift": "Shell",
        "TuistApp/App/Targets/Core/Sources/Client.swift": "ShellCore",
        "TuistApp/Features/Inbox/Project.swift": "Inbox",
        "TuistApp/Features/Inbox/Interface/Sources/InboxFeature.swift": "InboxInterface",
        "TuistApp/Features/Inbox/Sources/InboxLive.swift": "Inbox",
      ])
    #expect(
      scan.map.dependencies == [
        "Shell": ["ShellCore", "InboxFeature", "ComposableArchitecture"]
      ])
    #expect(scan.map.warnings.isEmpty)
    let helperMade = scan.map.notes.filter { $0.message.contains("Tuist project") }
    #expect(helperMade.map(\.location?.file) == ["TuistApp/Features/Inbox/Project.swift"])
  }

  @Test func aHelperMadeTuistProjectsSubfolderWithSourcesIsAModuleOfItsOwn() throws {
    let scan = try ModuleFixture.scan(["TuistExtensions"])
    #expect(
      scan.modules == [
        "TuistExtensions/Watchful/Project.swift": "Watchful",
        "TuistExtensions/Watchful/Sources/PhoneRoot.swift": "Watchful",
        "TuistExtensions/Watchful/WatchExtension/Sources/WristRoot.swift":
          "WatchfulWatchExtension",
      ])
  }

  @Test func manifestsThatMakeTargetsFromTypesNameTheFoldersAfterThem() throws {
    let scan = try ModuleFixture.scan(["TypeNamedPackage"])
    #expect(
      scan.modules == [
        "TypeNamedPackage/Sources/Features/Search/SearchFeature.swift": "Search",
        "TypeNamedPackage/Sources/Features/Search/Components/SearchRow.swift": "Search",
        "TypeNamedPackage/Sources/Features/App/AppFeature.swift": "App",
        "TypeNamedPackage/Sources/Clients/APIClient/APIClient.swift": "APIClient",
        "TypeNamedPackage/Sources/Shared/Styling/Colors.swift": "Styling",
      ])
    let typeNamed = scan.map.notes.filter { $0.message.contains("no target by a literal name") }
    #expect(typeNamed.map(\.location?.file) == ["TypeNamedPackage/Package.swift"])
    #expect(
      TypeNamedTargetFolders.moduleFolders(
        sourceRoot: "/p/Sources", files: ["/p/Sources/Kit/A.swift", "/p/Other/B.swift"],
        typeNames: ["Other"]
      ).isEmpty, "only folders under the source folder count")
  }

  @Test func tuistTargetsAreReadFromLiteralNamesAndSourceGlobs() throws {
    let targets = try TuistProjectReader.targets(
      in: try ModuleFixture.text("TuistApp/App/Project.swift"))
    #expect(targets.map(\.name) == ["Shell", "ShellCore"], "a dependency .target(name:) is none")
    #expect(targets.map(\.sourceFolders) == [["Targets/Shell/Sources"], ["Targets/Core/Sources"]])
    #expect(TuistProjectReader.folder(ofGlob: "Sources/**/*.swift") == "Sources")
    #expect(TuistProjectReader.folder(ofGlob: "Targets/{App,Kit}/Sources/**") == "Targets")
    #expect(TuistProjectReader.folder(ofGlob: "Sources/Main.swift") == "Sources/Main.swift")
    #expect(throws: ManifestSyntaxError.self) {
      try TuistProjectReader.targets(in: "import ProjectDescription\nlet project = Project(")
    }
  }

  @Test func xcodeProjectTargetsGiveTheirFilesModules() throws {
    let scan = try ModuleFixture.scan(["XcodeApp"])
    #expect(
      scan.modules == [
        "XcodeApp/Shop/AppDelegate.swift": "ShopApp",
        "XcodeApp/Shop/Features/Cart/CartFeature.swift": "ShopApp",
        "XcodeApp/Config/Environment.swift": "ShopApp",
        "XcodeApp/Shared/Formatting.swift": "ShopApp",
        "XcodeApp/Shared/Currency.swift": "SharedKit",
        "XcodeApp/Widget/ShopWidget.swift": "Shop_Widget",
        "XcodeApp/Onboarding/OnboardingFeature.swift": "ShopApp",
        "XcodeApp/Onboarding/Badge.swift": "ShopApp",
        "XcodeApp/Onboarding/Preview/OnboardingPreview.swift": "Onboarding",
      ])
    #expect(scan.map.modules == ["ShopApp", "Shop_Widget", "SharedKit", "Onboarding"])
    #expect(scan.map.dependencies == ["ShopApp": ["Shop_Widget", "ComposableArchitecture"]])
    #expect(scan.map.warnings.isEmpty)
    let shared = scan.map.notes.filter { $0.message.contains("compiled by targets") }
    #expect(
      shared.map(\.location?.file) == [
        "XcodeApp/Onboarding/Badge.swift", "XcodeApp/Shared/Formatting.swift",
      ])
    #expect(shared.allSatisfy { $0.message.contains("'ShopApp' and 'Shop_Widget'") })
  }

  @Test func projectTargetsListTheirFilesThroughTheGroupTree() throws {
    let text = try ModuleFixture.text("XcodeApp/App.xcodeproj/project.pbxproj")
    let targets = try XcodeProjectReader.targets(in: text, projectFolder: "/p")
    #expect(targets.map(\.name) == ["Shop", "ShopWidget"])
    #expect(
      targets.first?.files == [
        "/p/Shop/AppDelegate.swift", "/p/Shop/Features/Cart/CartFeature.swift",
        "/p/Config/Environment.swift", "/p/Shared/Formatting.swift",
      ])
    #expect(
      targets.first?.folders == [
        FolderMembership(
          root: "/p/Onboarding", excluded: ["/p/Onboarding/Preview/OnboardingPreview.swift"])
      ])
    #expect(
      targets.last?.folders == [
        FolderMembership(root: "/p/Onboarding", only: ["/p/Onboarding/Badge.swift"])
      ])
  }

  @Test func brokenManifestWarnsOnceAndItsFilesTakeTheFolderRule() throws {
    let alone = try ModuleFixture.scan(["SwiftPackage"])
    let both = try ModuleFixture.scan(["BrokenPackage", "SwiftPackage"])
    let warning = try #require(both.map.warnings.only)
    #expect(warning.location?.file == "BrokenPackage/Package.swift")
    #expect(warning.location?.line == 7)
    #expect(warning.message.contains("'BrokenPackage/Package.swift'"))
    #expect(both.modules["BrokenPackage/Sources/Core/Core.swift"] == "Sources")
    #expect(both.modules.filter { $0.key.hasPrefix("SwiftPackage/") } == alone.modules)
    #expect(both.map.dependencies == alone.map.dependencies)
    #expect(both.map.modules == alone.map.modules.union(["Sources"]))
  }

  @Test func brokenProjectWarnsWithTheLine() throws {
    let text = """
      // !$*UTF8*$!
      {
        objects = {
          A1 = { isa = PBXGroup; children = ( );
        };
        rootObject = A1;
      }
      """
    let map = ModuleMap(
      descriptions: ModuleDescriptions(projects: [
        (path: "App/App.xcodeproj/project.pbxproj", text: text)
      ]),
      files: ["App/Home/Home.swift"], inputs: ["App"], baseDirectory: "/project")
    let warning = try #require(map.warnings.only)
    #expect(warning.location == SourceLocation(file: "App/App.xcodeproj/project.pbxproj", line: 2))
    #expect(warning.message.contains("dictionary opened on this line is not closed"))
    #expect(map.module(of: "App/Home/Home.swift") == "Home")
  }

  @Test func folderRuleNamesModulesAfterTopFolders() {
    let files = [
      "App/Features/Home/Home.swift", "App/Features/Cart.swift", "App/Root.swift",
      "Legacy/Old/Old.swift",
    ]
    let map = ModuleMap(
      descriptions: ModuleDescriptions(), files: files,
      inputs: ["App", "Legacy/Old/Old.swift"], baseDirectory: "/project")
    #expect(files.map(map.module(of:)) == ["Features", "Features", "App", "Old"])
    #expect(
      map.notes.map(\.message) == [
        "files under 'App' belong to no target of a manifest or project; "
          + "module 'App' taken from the folder",
        "files under 'App/Features' belong to no target of a manifest or project; "
          + "module 'Features' taken from the folder",
        "files under 'Legacy/Old' belong to no target of a manifest or project; "
          + "module 'Old' taken from the folder",
      ])

    let memory = ModuleMap(
      descriptions: ModuleDescriptions(), files: ["Feature/A.swift", "B.swift"], inputs: [],
      baseDirectory: "/project")
    #expect(memory.module(of: "Feature/A.swift") == "Feature")
    #expect(memory.module(of: "B.swift") == "App")
  }

  @Test func manifestAboveTheInputIsFound() throws {
    let root = try ModuleFixture.copy()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let package = root + "/SwiftPackage"
    let scan = try ModuleFixture.scan(["Sources"], root: root, base: package)
    #expect(
      scan.modules == [
        "Sources/Models/Item.swift": "Models", "Sources/ShopCLI/main.swift": "ShopCLI",
      ])
    let nested = try ModuleFixture.scan(["Nested/App/Vendor/Payments/Sources"], root: root)
    #expect(nested.modules.values.sorted() == ["Payments"])
  }

  @Test func propertyListParserReadsEscapesCommentsAndData() throws {
    let text = #"""
      // !$*UTF8*$!
      {
        /* a comment, with { braces ( */
        plain = Some_$path/to:file.swift-1; // trailing comment
        quoted = "say \"hi\"\\ \n\ttab \U00e9\U0041";
        list = ( a, "b c", /* inner */ d, );
        empty = ( );
        data = <0fA1 b2>;
        nested = { key = value; };
      }
      """#
    let plist = try PropertyListParser.parse(text)
    #expect(plist["plain"] == .string("Some_$path/to:file.swift-1"))
    #expect(plist["quoted"] == .string("say \"hi\"\\ \n\ttab éA"))
    #expect(plist["list"] == .array([.string("a"), .string("b c"), .string("d")]))
    #expect(plist["empty"] == .array([]))
    #expect(plist["data"] == .data([0x0F, 0xA1, 0xB2]))
    #expect(plist["nested"]?["key"] == .string("value"))
  }

  @Test(arguments: [
    ("{\n  a = b;\n  c = ( d e );\n}", 3),
    ("{\n  a = \"open;\n}\n", 2),
    ("{\n  a = b\n  c = d;\n}", 3),
    ("{ a = b; }\n}", 2),
    ("{\n  a = (\n    b,\n", 2),
    ("{\n  a = b; /* open\n", 2),
  ])
  func propertyListParserNamesTheLineOfAnError(text: String, line: Int) {
    #expect(throws: PropertyListError.self) { try PropertyListParser.parse(text) }
    do {
      _ = try PropertyListParser.parse(text)
    } catch {
      #expect(error.line == line)
    }
  }
}

/// Copies `Fixtures/Modules` into a fresh folder marked as a repository root, so that looking for
/// manifests above an input stops there, and scans inputs in it.
private enum ModuleFixture {
  /// The module map of a scan, and the module of each scanned file by the scanner's path.
  struct Scan {
    var map: ModuleMap
    var modules: [String: String]
  }

  /// `Tests/TCAGraphTests/Fixtures/Modules`, found from this file's path.
  static var directory: String {
    TestPaths.tests.appendingPathComponent("Fixtures/Modules").path
  }

  /// The text of a fixture file.
  static func text(_ path: String) throws -> String {
    try String(contentsOfFile: directory + "/" + path, encoding: .utf8)
  }

  /// A copy of the fixtures in a new temporary folder that holds a `.git` folder.
  static func copy() throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-graph-modules-" + UUID().uuidString).path
    try FileManager.default.copyItem(atPath: directory, toPath: root)
    try FileManager.default.createDirectory(
      atPath: root + "/.git", withIntermediateDirectories: false)
    return root
  }

  /// Scans `inputs` (tests included) in a copy of the fixtures, or in `root` when given, with
  /// paths relative to `base` (default: the copy's root).
  static func scan(_ inputs: [String], root: String? = nil, base: String? = nil) throws -> Scan {
    let copied = try root ?? copy()
    defer { if root == nil { try? FileManager.default.removeItem(atPath: copied) } }
    let baseDirectory = base ?? copied
    let options = ScanOptions(includeTests: true, baseDirectory: baseDirectory)
    let files = try SourceFileFinder(options: options).files(in: inputs).map {
      ScanPaths.relative($0, base: baseDirectory)
    }
    let map = ModuleMap.read(inputs: inputs, files: files, baseDirectory: baseDirectory)
    return Scan(
      map: map, modules: Dictionary(uniqueKeysWithValues: files.map { ($0, map.module(of: $0)) }))
  }
}

extension Array {
  /// The only element, when there is exactly one.
  fileprivate var only: Element? { count == 1 ? first : nil }
}
