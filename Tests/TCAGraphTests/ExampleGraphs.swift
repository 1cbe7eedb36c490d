import TreeIntrospect

/// Architecture graphs built by hand, mirroring the app the seed lessons use.
enum ExampleGraphs {
  static func at(_ file: String, _ line: Int) -> SourceLocation {
    SourceLocation(file: "Sources/App/\(file).swift", line: line, column: 3)
  }

  /// AppFeature with a list, a presented editor, a collection of rows and a navigation stack of
  /// reviews (lessons 001, 003, 004); every parent handler matches only `delegate`.
  static var lessonsApp: ArchitectureGraph {
    ArchitectureGraph(roots: ["AppFeature"], features: lessonsFeatures())
  }

  /// The lessons' app with AppFeature also matching two of Editor's private cases (lesson 000's
  /// antipattern).
  static var coupledApp: ArchitectureGraph {
    var features = lessonsFeatures()
    if let index = features.firstIndex(where: { $0.id == "AppFeature" }) {
      features[index].handlers += [
        Handler(
          route: ["editor", "presented", "_internal", "guardadoTerminado"], owner: "Editor",
          match: .internal, effects: [HandlerEffect(kind: .dismiss, target: "editor")],
          mutatesState: true, pattern: ".editor(.presented(._internal(.guardadoTerminado)))",
          location: at("AppFeature", 60)),
        Handler(
          route: ["editor", "presented", "view", "guardarPulsado"], owner: "Editor",
          match: .view, pattern: ".editor(.presented(.view(.guardarPulsado)))",
          location: at("AppFeature", 64)),
      ]
    }
    return ArchitectureGraph(roots: ["AppFeature"], features: features)
  }

  static func lessonsFeatures() -> [Feature] {
    [appFeature, path, lista, editor, fila, resena, listaResenas, catalogo]
  }

  static let appFeature = Feature(
    id: "AppFeature",
    stateFields: [
      StateField(name: "lista", typeName: "Lista.State", container: .value),
      StateField(name: "editor", typeName: "Editor.State?", container: .presented),
      StateField(
        name: "filas", typeName: "IdentifiedArrayOf<Fila.State>", container: .identifiedArray),
      StateField(name: "camino", typeName: "StackState<Path.State>", container: .stack),
    ],
    actions: [
      .child("lista", "Lista"),
      .child("editor", "Editor", wrapper: .presentation),
      .child("filas", "Fila", wrapper: .identified),
      .child("camino", "AppFeature.Path", wrapper: .stack),
      .group("view", lane: .view, typeName: "View", cases: [.leaf("alAparecer")]),
    ],
    children: [
      ChildScope(
        operator: .scope, statePath: "lista", actionPath: "lista", child: "Lista", order: 0),
      ChildScope(
        operator: .ifLet, statePath: "$editor", actionPath: "editor", child: "Editor", order: 1),
      ChildScope(
        operator: .forEach, statePath: "filas", actionPath: "filas", child: "Fila", order: 1),
      ChildScope(
        operator: .stackForEach, statePath: "camino", actionPath: "camino",
        child: "AppFeature.Path", order: 1),
    ],
    handlers: [
      Handler(
        route: ["camino", "element", "resena", "delegate", "autorBloqueado"], owner: "Resena",
        match: .delegate,
        effects: [HandlerEffect(kind: .stackWrite, target: "camino", detail: "listaResenas")],
        mutatesState: true, location: at("AppFeature", 40)),
      Handler(
        route: ["camino", "element", "resena", "delegate", "resenaBorrada"], owner: "Resena",
        match: .delegate,
        effects: [
          HandlerEffect(kind: .stackWrite, target: "camino", detail: "listaResenas"),
          HandlerEffect(kind: .popFrom, target: "camino"),
        ],
        mutatesState: true, location: at("AppFeature", 44)),
      Handler(
        route: ["editor", "presented", "delegate", "documentoGuardado"], owner: "Editor",
        match: .delegate, effects: [HandlerEffect(kind: .dismiss, target: "editor")],
        mutatesState: true, location: at("AppFeature", 50)),
      Handler(
        route: ["filas", "element", "delegate", "favoritoMarcado"], owner: "Fila",
        match: .delegate, mutatesState: true, location: at("AppFeature", 54)),
      Handler(
        route: ["editor"], owner: "AppFeature", match: .catchAll, location: at("AppFeature", 57)),
    ],
    location: at("AppFeature", 4))

  static let path = Feature(
    id: "AppFeature.Path", kind: .enumReducer,
    actions: [
      .child("resena", "Resena"), .child("listaResenas", "ListaResenas"),
      .child("catalogo", "Catalogo"),
    ],
    children: [
      ChildScope(
        operator: .enumCase, statePath: "resena", actionPath: "resena", child: "Resena", order: 0),
      ChildScope(
        operator: .enumCase, statePath: "listaResenas", actionPath: "listaResenas",
        child: "ListaResenas", order: 1),
      ChildScope(
        operator: .enumCase, statePath: "catalogo", actionPath: "catalogo", child: "Catalogo",
        order: 2),
    ],
    location: at("AppFeature", 70))

  static let lista = Feature(
    id: "Lista",
    actions: [
      .group(
        "view", lane: .view, typeName: "View",
        cases: [.leaf("alAparecer"), .leaf("refrescarPulsado")]),
      .group(
        "_internal", lane: .internal, typeName: "Internal",
        cases: [.leaf("elementosCargados", ["[Elemento]"])]),
    ],
    location: at("Lista", 3))

  static let editor = Feature(
    id: "Editor",
    actions: [
      .group(
        "view", lane: .view, typeName: "View",
        cases: [.leaf("alAparecer"), .leaf("textoEditado", ["String"]), .leaf("guardarPulsado")]),
      .group(
        "_internal", lane: .internal, typeName: "Internal",
        cases: [.leaf("guardadoTerminado", ["Bool"]), .leaf("borradorRecuperado", ["String"])]),
      .group(
        "delegate", lane: .delegate, typeName: "Delegate", casePathable: true,
        cases: [.leaf("documentoGuardado", ["Documento.ID"]), .leaf("edicionCancelada")]),
    ],
    handlers: [Handler(route: ["delegate"], owner: "Editor", match: .delegate)],
    emissions: [
      Emission(
        route: ["_internal", "borradorRecuperado"], owner: "Editor", lane: .internal,
        origin: .effect),
      Emission(
        route: ["_internal", "guardadoTerminado"], owner: "Editor", lane: .internal,
        origin: .effect),
      Emission(
        route: ["delegate", "documentoGuardado"], owner: "Editor", lane: .delegate,
        origin: .reducer),
    ],
    location: at("Editor", 3))

  static let fila = Feature(
    id: "Fila",
    actions: [
      .group("view", lane: .view, typeName: "View", cases: [.leaf("favoritoPulsado")]),
      .group(
        "delegate", lane: .delegate, typeName: "Delegate",
        cases: [.leaf("favoritoMarcado", ["Bool"])]),
    ],
    location: at("Fila", 3))

  static let resena = Feature(
    id: "Resena",
    actions: [
      .group(
        "delegate", lane: .delegate, typeName: "Delegate", casePathable: true,
        cases: [.leaf("autorBloqueado", ["Autor.ID"]), .leaf("resenaBorrada", ["Resena.ID"])]),
      .leaf("bloquearPulsado"), .leaf("borrarPulsado"),
    ],
    location: at("Resena", 3))

  static let listaResenas = Feature(
    id: "ListaResenas",
    actions: [
      .group(
        "view", lane: .view, typeName: "View", cases: [.leaf("resenaPulsada", ["Resena.ID"])]),
      .group(
        "_internal", lane: .internal, typeName: "Internal",
        cases: [.leaf("resenasCargadas", ["[Resena]"])]),
    ],
    location: at("ListaResenas", 3))

  static let catalogo = Feature(
    id: "Catalogo",
    actions: [.leaf("filtroCambiado", ["Filtro"]), .leaf("productoPulsado", ["Producto.ID"])],
    location: at("Catalogo", 3))
}
