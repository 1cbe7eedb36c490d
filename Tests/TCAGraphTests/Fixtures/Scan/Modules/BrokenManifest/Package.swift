// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "BrokenManifest",
  targets: [
    .target(name: "App", dependencies: ["Child"],
    .target(name: "Child"),
  ]
)
