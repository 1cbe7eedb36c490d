import ProjectDescription
import ProjectDescriptionHelpers

// The app and its watch extension, both made by a helper of the project's own.
let project = Project.app(name: "Watchful", extensions: [.watch])
