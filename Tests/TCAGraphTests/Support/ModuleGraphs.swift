import TreeIntrospect

/// The lessons' coupled app split into modules by hand, as the scanner will record them.
enum ModuleGraphs {
  /// The module of each feature; `Catalogo` names none.
  static let modules: [FeatureID: String] = [
    "AppFeature": "App", "AppFeature.Path": "App", "Editor": "EditorFeature",
    "Lista": "ListFeature", "EditorPerfil": "ListFeature", "Fila": "ListFeature",
    "Resena": "ReviewsFeature",
    "ListaResenas": "ReviewsFeature",
  ]

  /// AppFeature (module App) matches two of Editor's private cases (module EditorFeature) and,
  /// through its navigation path, one of Resena's flat cases (module ReviewsFeature); its other
  /// cross-module matches are on `delegate` lanes. Editor's effect sends one of its view actions.
  static func modularApp() throws -> ArchitectureGraph {
    let coupled = try ExampleGraphs.coupledApp()
    var features = coupled.features
    for index in features.indices {
      features[index].module = modules[features[index].id]
      if features[index].id == "AppFeature" {
        features[index].handlers.append(
          Handler(
            route: ["camino", "element", "resena", "borrarPulsado"], owner: "Resena",
            match: .other, pattern: ".camino(.element(id: _, action: .resena(.borrarPulsado)))",
            location: ExampleGraphs.at("AppFeature", 66)))
      }
      if features[index].id == "Editor" {
        features[index].emissions.append(
          Emission(
            route: ["view", "guardarPulsado"], owner: "Editor", lane: .view, origin: .effect,
            location: ExampleGraphs.at("Editor", 30)))
      }
    }
    return coupled.subgraph(roots: ["AppFeature"], features: features)
  }
}
