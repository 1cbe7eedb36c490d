// swift-tools-version:6.2
import Foundation
import PackageDescription

/// Where SwiftSyntax and SwiftParser come from, decided by one switch, `TCA_GRAPH_SWIFT_SYNTAX`:
/// - `package`: the swift-syntax package of the toolchain's version, built from source and linked
///   statically. It parses about ten times faster; resolving it needs the network or a SwiftPM
///   mirror (`swift package config set-mirror`). `Scripts/install.sh` and the formula take it
///   whenever it resolves.
/// - unset or `toolchain`: the toolchain's prebuilt modules in `usr/lib/swift/host`, which need no
///   network, so a fresh checkout and CI build offline. A toolchain that ships no SwiftParser there
///   (Xcode's) takes the package anyway.
/// `TCA_GRAPH_SWIFT_HOST_LIB` names the toolchain's folder instead of the one beside `swift`.
let environment = ProcessInfo.processInfo.environment
let toolchainSyntaxDirectory: String? =
  environment["TCA_GRAPH_SWIFT_SYNTAX"] == "package" ? nil : toolchainHostDirectory()

/// The first `lib/swift/host` holding SwiftParser beside a `swift` on `PATH`, or
/// `TCA_GRAPH_SWIFT_HOST_LIB` when set; `nil` when there is none.
func toolchainHostDirectory() -> String? {
  let candidates: [String]
  if let named = environment["TCA_GRAPH_SWIFT_HOST_LIB"] {
    candidates = [named]
  } else {
    candidates = (environment["PATH"] ?? "").split(separator: ":").compactMap { directory in
      let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
      guard FileManager.default.isExecutableFile(atPath: swift.path) else { return nil }
      let binary = swift.resolvingSymlinksInPath().deletingLastPathComponent()
      return binary.deletingLastPathComponent().appendingPathComponent("lib/swift/host").path
    }
  }
  return candidates.first {
    FileManager.default.fileExists(atPath: $0 + "/SwiftParser.swiftmodule")
  }
}

/// The swift-syntax release that matches the compiler, as the toolchain's own modules do.
#if compiler(>=6.3)
  let syntaxPackageVersions: Range<Version> = "603.0.0"..<"604.0.0"
#else
  let syntaxPackageVersions: Range<Version> = "602.0.0"..<"603.0.0"
#endif

let syntaxLibraries = ["SwiftSyntax", "SwiftParser"]

/// What the syntax target (`TCAGraphSyntax`), the only one that imports SwiftSyntax and
/// SwiftParser, adds to its build.
var syntaxDependencies: [Target.Dependency] = []
var syntaxSwiftSettings: [SwiftSetting] = []
var syntaxLinkerSettings: [LinkerSetting] = []
/// For a test or benchmark target that imports SwiftSyntax itself to compare with the scanner;
/// `SWIFT_SYNTAX_PACKAGE` tells it the route.
var syntaxClientSettings: [SwiftSetting] = []
var packageDependencies: [Package.Dependency] = []

// The syntax target imports SwiftSyntax `internal`ly and is built with library evolution, so no
// target above it, and no client of the `TCAGraph` library, needs the toolchain's SwiftSyntax
// modules to compile: only it takes the search path below. Since tools version 6.2,
// SwiftPM accepts these unsafe flags in a dependency pinned by version.
if let host = toolchainSyntaxDirectory {
  syntaxSwiftSettings.append(.unsafeFlags(["-I", host, "-enable-library-evolution"]))
  syntaxClientSettings.append(.unsafeFlags(["-I", host]))
  syntaxLinkerSettings.append(
    .unsafeFlags(
      ["-L", host, "-Xlinker", "-rpath", "-Xlinker", host] + syntaxLibraries.map { "-l" + $0 }))
} else {
  packageDependencies.append(
    .package(url: "https://github.com/swiftlang/swift-syntax.git", syntaxPackageVersions))
  syntaxDependencies = syntaxLibraries.map { .product(name: $0, package: "swift-syntax") }
  syntaxClientSettings.append(.define("SWIFT_SYNTAX_PACKAGE"))
}

/// One library target per layer of ARCHITECTURE.md, each naming the layers below it that it uses;
/// the compiler refuses any other arrow.
let layers: [Target] = [
  .target(name: "TCAGraphSupport", dependencies: ["TreeIntrospect"]),
  .target(
    name: "TCAGraphSyntax",
    dependencies: ["TreeIntrospect", "TCAGraphSupport"] + syntaxDependencies,
    swiftSettings: syntaxSwiftSettings,
    linkerSettings: syntaxLinkerSettings),
  .target(
    name: "TCAGraphModuleMap",
    dependencies: ["TreeIntrospect", "TCAGraphSupport", "TCAGraphSyntax"]),
  .target(
    name: "TCAGraphAssembly",
    dependencies: ["TreeIntrospect", "TCAGraphSupport", "TCAGraphSyntax", "TCAGraphModuleMap"]),
  .target(
    name: "TCAGraphCache",
    dependencies: ["TreeIntrospect", "TCAGraphSupport", "TCAGraphSyntax", "TCAGraphModuleMap"]),
  .target(
    name: "TCAGraphScan",
    dependencies: [
      "TreeIntrospect", "TCAGraphSupport", "TCAGraphSyntax", "TCAGraphModuleMap",
      "TCAGraphAssembly", "TCAGraphCache",
    ]),
  .target(name: "TCAGraphAnalyses", dependencies: ["TreeIntrospect", "TCAGraphSupport"]),
  .target(
    name: "TCAGraphRules",
    dependencies: ["TreeIntrospect", "TCAGraphSupport", "TCAGraphAnalyses"]),
  .target(name: "TCAGraphOutput", dependencies: ["TCAGraphSupport"]),
  .target(
    name: "TCAGraphLint",
    dependencies: [
      "TreeIntrospect", "TCAGraphSupport", "TCAGraphSyntax", "TCAGraphScan", "TCAGraphAnalyses",
      "TCAGraphRules", "TCAGraphOutput",
    ]),
  .target(
    name: "TCAGraphDiff",
    dependencies: [
      "TreeIntrospect", "TCAGraphSupport", "TCAGraphAnalyses", "TCAGraphRules", "TCAGraphLint",
    ]),
  .target(
    name: "TCAGraphViews",
    dependencies: ["TreeIntrospect", "TCAGraphSupport", "TCAGraphAnalyses"]),
  .target(
    name: "TCAGraphEmit", dependencies: ["TreeIntrospect", "TCAGraphSupport", "TCAGraphViews"]),
  .target(name: "TCAGraphRender", dependencies: ["TCAGraphSupport", "CGraphviz"]),
  .target(
    name: "TCAGraphExplorer",
    dependencies: [
      "TreeIntrospect", "TCAGraphSupport", "TCAGraphAnalyses", "TCAGraphRules", "TCAGraphViews",
      "TCAGraphEmit", "TCAGraphRender",
    ]),
]

let package = Package(
  name: "tca-graph",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "TreeIntrospect", targets: ["TreeIntrospect"]),
    .library(name: "TCAGraph", targets: ["TCAGraph"]),
    .executable(name: "tca-graph", targets: ["tca-graph"]),
    .plugin(name: "TCAGraphPlugin", targets: ["TCAGraphPlugin"]),
    .plugin(name: "TCAGraphLintPlugin", targets: ["TCAGraphLintPlugin"]),
    .plugin(name: "TCAGraphLintBuildPlugin", targets: ["TCAGraphLintBuildPlugin"]),
  ],
  dependencies: packageDependencies,
  targets: layers + [
    .target(name: "TreeIntrospect"),
    .systemLibrary(
      name: "CGraphviz",
      pkgConfig: "libgvc",
      providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
    ),
    // The library product: the pipeline that chooses views and formats, and the layers it
    // re-exports.
    .target(name: "TCAGraph", dependencies: layers.map { .target(name: $0.name) }),
    .executableTarget(
      name: "tca-graph",
      // ExampleApp: `tca-graph` with no input renders the bundled example from its registration.
      dependencies: ["TCAGraph", "ExampleApp"]
    ),
    .plugin(
      name: "TCAGraphPlugin",
      capability: .command(
        intent: .custom(
          verb: "tca-graph",
          description: "Render diagrams of, lint or dump this package's TCA features"),
        permissions: [
          .writeToPackageDirectory(
            reason: "render writes its pictures into the package ('swift package tca-graph-lint "
              + "--help' needs no permission)")
        ]
      ),
      dependencies: ["tca-graph"]
    ),
    // `lint` and `dump` write nothing into the package, so this one asks no permission.
    .plugin(
      name: "TCAGraphLintPlugin",
      capability: .command(
        intent: .custom(
          verb: "tca-graph-lint",
          description: "Lint or dump this package's TCA features; writes nothing into it")
      ),
      dependencies: ["tca-graph"]
    ),
    // Lint on build: a target that lists it reports its features' findings as build warnings.
    .plugin(name: "TCAGraphLintBuildPlugin", capability: .buildTool(), dependencies: ["tca-graph"]),
    .target(name: "ExampleApp", dependencies: ["TreeIntrospect"], path: "Examples/ExampleApp"),
    .executableTarget(
      name: "render-memory-benchmark",
      dependencies: ["TCAGraph"],
      path: "Benchmarks/RenderMemoryBenchmark"
    ),
    .executableTarget(
      name: "scan-benchmark",
      dependencies: ["TCAGraph"] + syntaxDependencies,
      path: "Benchmarks/ScanBenchmark",
      swiftSettings: syntaxClientSettings
    ),
    .executableTarget(
      name: "scale-benchmark",
      dependencies: ["TCAGraph"],
      path: "Benchmarks/ScaleBenchmark"
    ),
    .testTarget(name: "TreeIntrospectTests", dependencies: ["TreeIntrospect", "ExampleApp"]),
    .testTarget(
      name: "TCAGraphTests",
      dependencies: ["TCAGraph", "ExampleApp", "tca-graph"] + syntaxDependencies,
      exclude: ["Snapshots", "Fixtures"],
      swiftSettings: syntaxClientSettings
    ),
  ]
)
