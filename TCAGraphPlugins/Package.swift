// swift-tools-version:6.1
import PackageDescription

/// tca-graph's plugins, running a prebuilt `tca-graph` from an artifact bundle: an app that
/// depends on this package instead of tca-graph itself resolves no swift-syntax and builds no
/// tool, so its first `swift package tca-graph-lint` starts in seconds. The plugins' sources are
/// tca-graph's own (`Plugins` links to them); their declarations below match tca-graph's
/// Package.swift.
///
/// The tool: the bundle `Scripts/make-artifactbundle.sh` builds, which `tca-graph.artifactbundle`
/// links to, until a release fills in `release` with the URL and checksum of its bundle for the
/// platform (`swift package compute-checksum`, which the script prints).
#if os(macOS)
  let release: (url: String, checksum: String)? = nil
#else
  let release: (url: String, checksum: String)? = nil
#endif

let tool: Target =
  release.map { .binaryTarget(name: "tca-graph", url: $0.url, checksum: $0.checksum) }
  ?? .binaryTarget(name: "tca-graph", path: "tca-graph.artifactbundle")

let package = Package(
  name: "tca-graph-plugins",
  platforms: [.macOS(.v13)],
  products: [
    .plugin(name: "TCAGraphPlugin", targets: ["TCAGraphPlugin"]),
    .plugin(name: "TCAGraphLintPlugin", targets: ["TCAGraphLintPlugin"]),
    .plugin(name: "TCAGraphLintBuildPlugin", targets: ["TCAGraphLintBuildPlugin"]),
  ],
  targets: [
    tool,
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
    .plugin(
      name: "TCAGraphLintPlugin",
      capability: .command(
        intent: .custom(
          verb: "tca-graph-lint",
          description: "Lint or dump this package's TCA features; writes nothing into it")
      ),
      dependencies: ["tca-graph"]
    ),
    .plugin(name: "TCAGraphLintBuildPlugin", capability: .buildTool(), dependencies: ["tca-graph"]),
  ]
)
