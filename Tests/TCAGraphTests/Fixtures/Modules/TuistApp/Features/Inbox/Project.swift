import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(
  name: ModuleName.feature + "Inbox",
  targets: [
    .feature(interface: .inbox, dependencies: [.core]),
    .feature(implements: .inbox),
    .feature(tests: .inbox),
  ]
)
