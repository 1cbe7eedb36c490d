// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Dependencies",
  dependencies: [
    .package(url: "https://example.invalid/swift-composable-architecture", from: "1.10.0")
  ],
  targets: [
    .target(name: "Clients", dependencies: [tca]),
    .target(name: "Features", dependencies: ["Clients", tca]),
  ]
)

var tca: Target.Dependency {
  .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
}
