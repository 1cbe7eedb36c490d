// swift-tools-version:5.9
import PackageDescription

let tca: Target.Dependency = .product(
  name: "ComposableArchitecture", package: "swift-composable-architecture")

var sharedDependencies: [Target.Dependency] = [.target(name: "Models")]
sharedDependencies += [tca]

extension Target {
  static let networking = Target.target(
    name: "Networking",
    dependencies: ["Models"],
    path: "Modules/Net",
    exclude: ["Legacy", "README.md"]
  )
}

func settingsFeature() -> Target {
  .target(
    name: "SettingsFeature",
    dependencies: sharedDependencies + [.byName(name: "Networking")],
    path: "Features/Settings"
  )
}

var targets: [Target] = [
  .target(name: "Models"),
  .networking,
  settingsFeature(),
]
targets.append(.executableTarget(name: "ShopCLI", dependencies: ["SettingsFeature"]))
targets += [.testTarget(name: "ModelsTests", dependencies: ["Models"])]

let package = Package(
  name: "Shop",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [.library(name: "Models", targets: ["Models"])],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.15.0")
  ],
  targets: targets
)
