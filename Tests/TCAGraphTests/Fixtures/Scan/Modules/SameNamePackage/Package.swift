// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "SameNamePackage",
  products: [.library(name: "AppFeature", targets: ["AppFeature"])],
  dependencies: [
    .package(url: "https://example.invalid/swift-composable-architecture", from: "1.10.0")
  ],
  targets: [
    .target(name: "Search", dependencies: [tca]),
    .target(name: "Profile", dependencies: [tca]),
    .target(name: "AppFeature", dependencies: ["Search", "Profile", tca]),
  ]
)

var tca: Target.Dependency {
  .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
}
