// swift-tools-version:5.8
import PackageDescription

// Before 5.9 a target's files must sit in Sources/<name>; these match no target.
let package = Package(
  name: "Till",
  targets: [
    .target(name: "TillUI")
  ]
)
