// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "FeatureEnvironment",
  dependencies: [
    .package(url: "https://example.invalid/TCA26", branch: "main", traits: ["Dependencies"])
  ],
  targets: [
    .target(name: "Clients", dependencies: [tca]),
    .target(name: "Features", dependencies: ["Clients", tca]),
  ]
)

var tca: Target.Dependency {
  .product(name: "ComposableArchitecture2", package: "TCA26")
}
