// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Payments",
  products: [.library(name: "Payments", targets: ["Payments"])],
  targets: [
    .target(name: "Payments")
  ]
)
