import ProjectDescription

let project = Project(
  name: "Shell",
  targets: [
    .target(
      name: "Shell",
      destinations: .iOS,
      product: .app,
      bundleId: "dev.example.shell",
      sources: ["Targets/Shell/Sources/**"],
      dependencies: [
        .target(name: "ShellCore"),
        .project(target: "InboxFeature", path: "../Features/Inbox"),
        .external(name: "ComposableArchitecture"),
      ]
    ),
    Target(
      name: "ShellCore",
      platform: .iOS,
      product: .staticFramework,
      bundleId: "dev.example.shell.core",
      sources: .paths(["Targets/Core/Sources/**/*.swift"])
    ),
  ]
)
