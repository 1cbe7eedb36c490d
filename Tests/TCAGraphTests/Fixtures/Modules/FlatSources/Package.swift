// swift-tools-version: 5.9
import PackageDescription

// One regular target whose files sit directly in Sources (SwiftPM 5.9 allows it), and a test
// target under Tests, which has a source root of its own.
let package = Package(
  name: "Register",
  targets: [
    .target(name: "RegisterUI"),
    .testTarget(name: "RegisterUITests", dependencies: ["RegisterUI"]),
  ]
)
