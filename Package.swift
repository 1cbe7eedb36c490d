// swift-tools-version:6.2
import Foundation
import PackageDescription

/// The folder holding the toolchain's own SwiftSyntax/SwiftParser modules (`usr/lib/swift/host`),
/// found next to the `swift` on PATH, or `nil` when this toolchain does not ship them.
/// `TCA_GRAPH_SWIFT_HOST_LIB` names the folder instead; one without them (an empty folder)
/// chooses the swift-syntax package.
let toolchainSyntaxDirectory: String? = {
  let environment = ProcessInfo.processInfo.environment
  let candidates =
    environment["TCA_GRAPH_SWIFT_HOST_LIB"].map { [$0] }
    ?? toolchainHostDirectories(path: environment["PATH"] ?? "")
  return candidates.first {
    FileManager.default.fileExists(atPath: $0 + "/SwiftParser.swiftmodule")
  }
}()

/// `lib/swift/host` beside each `swift` on `path`, in `PATH` order.
func toolchainHostDirectories(path: String) -> [String] {
  var candidates: [String] = []
  for directory in path.split(separator: ":") {
    let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
    guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
    let binary = swift.resolvingSymlinksInPath().deletingLastPathComponent()
    candidates.append(
      binary.deletingLastPathComponent().appendingPathComponent("lib/swift/host").path)
  }
  return candidates
}

let syntaxLibraries = ["SwiftSyntax", "SwiftParser"]

var tcaGraphDependencies: [Target.Dependency] = ["TreeIntrospect", "CGraphviz"]
var tcaGraphSwiftSettings: [SwiftSetting] = []
var tcaGraphLinkerSettings: [LinkerSetting] = []
var packageDependencies: [Package.Dependency] = []

// TCAGraph imports SwiftSyntax and SwiftParser `@_implementationOnly`, so its clients need neither
// (a plain or `internal` import would still make `import TCAGraph` look for them). Only the
// targets that import them themselves take the search path below; `tca-graph` does not, and its
// build fails if a plain import creeps into the library. Since tools version 6.2, SwiftPM accepts
// these unsafe flags in a dependency pinned by version.
if let host = toolchainSyntaxDirectory {
  tcaGraphSwiftSettings.append(.unsafeFlags(["-I", host]))
  tcaGraphLinkerSettings.append(
    .unsafeFlags(
      ["-L", host, "-Xlinker", "-rpath", "-Xlinker", host] + syntaxLibraries.map { "-l" + $0 }))
} else {
  // This toolchain ships no SwiftSyntax (some Xcode installs): fetch the package of the same
  // version instead. This branch needs network access.
  print(
    "warning: tca-graph: no SwiftParser in the toolchain's lib/swift/host; using the swift-syntax package"
  )
  packageDependencies.append(
    .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"700.0.0"))
  tcaGraphDependencies += syntaxLibraries.map { .product(name: $0, package: "swift-syntax") }
}

let package = Package(
  name: "tca-graph",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "TreeIntrospect", targets: ["TreeIntrospect"]),
    .library(name: "TCAGraph", targets: ["TCAGraph"]),
    .executable(name: "tca-graph", targets: ["tca-graph"]),
    .plugin(name: "TCAGraphPlugin", targets: ["TCAGraphPlugin"]),
  ],
  dependencies: packageDependencies,
  targets: [
    .target(name: "TreeIntrospect"),
    .systemLibrary(
      name: "CGraphviz",
      pkgConfig: "libgvc",
      providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
    ),
    .target(
      name: "TCAGraph",
      dependencies: tcaGraphDependencies,
      swiftSettings: tcaGraphSwiftSettings,
      linkerSettings: tcaGraphLinkerSettings
    ),
    .executableTarget(
      name: "tca-graph",
      dependencies: ["TCAGraph", "ExampleApp"]
    ),
    .plugin(
      name: "TCAGraphPlugin",
      capability: .command(
        intent: .custom(
          verb: "tca-graph",
          description: "Render diagrams of, lint or dump this package's TCA features"),
        permissions: [
          .writeToPackageDirectory(reason: "render writes its pictures into the package")
        ]
      ),
      dependencies: ["tca-graph"]
    ),
    .target(name: "ExampleApp", dependencies: ["TreeIntrospect"], path: "Examples/ExampleApp"),
    .executableTarget(
      name: "render-memory-benchmark",
      dependencies: ["TCAGraph"],
      path: "Benchmarks/RenderMemoryBenchmark"
    ),
    .executableTarget(
      name: "scan-benchmark",
      dependencies: ["TCAGraph"],
      path: "Benchmarks/ScanBenchmark",
      swiftSettings: tcaGraphSwiftSettings
    ),
    .executableTarget(
      name: "scale-benchmark",
      dependencies: ["TCAGraph"],
      path: "Benchmarks/ScaleBenchmark",
      swiftSettings: tcaGraphSwiftSettings
    ),
    .testTarget(name: "TreeIntrospectTests", dependencies: ["TreeIntrospect", "ExampleApp"]),
    .testTarget(
      name: "TCAGraphTests",
      dependencies: ["TCAGraph", "ExampleApp", "tca-graph"],
      exclude: ["Snapshots", "Fixtures"],
      swiftSettings: tcaGraphSwiftSettings
    ),
  ]
)
