// swift-tools-version: 5.9
// Targets are types; each one's path is built from its name, so no target has a literal name.
import PackageDescription

protocol FeatureTarget {
  var dependencies: [String] { get }
}

extension FeatureTarget {
  var name: String { "\(Self.self)" }
  var path: String { "Sources/Features/\(name)" }
  var target: Target { .target(name: name, path: path) }
}

struct Search: FeatureTarget {
  var dependencies: [String] { ["APIClient"] }
}

struct ShellApp: FeatureTarget {
  var name: String { "App" }
  var dependencies: [String] { ["Search"] }
}

struct APIClient: FeatureTarget {
  var path: String { "Sources/Clients/\(name)" }
  var dependencies: [String] { [] }
}

let all: [any FeatureTarget] = [Search(), ShellApp(), APIClient()]
let package = Package(name: "Shop", targets: all.map(\.target))
