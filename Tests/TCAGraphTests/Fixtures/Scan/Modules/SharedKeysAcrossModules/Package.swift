// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "SharedKeysAcrossModules",
  targets: [
    .target(name: "Keys"),
    .target(name: "Home", dependencies: ["Keys"]),
    .target(name: "Profile", dependencies: ["Keys"]),
  ]
)
