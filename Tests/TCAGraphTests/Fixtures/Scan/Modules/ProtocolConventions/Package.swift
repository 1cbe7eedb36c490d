// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "ProtocolConventions",
  targets: [
    .executableTarget(name: "App", path: "Sources/App")
  ]
)
