import TreeIntrospect

/// A hand-built app whose root lists two logic reducers in `body`, interleaved with a `Scope` and
/// an `ifLet`:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.settings, action: \.settings) { Settings() }   // 1
///   GameCenterLogic()                                              // 2
///   Reduce { … }.ifLet(\.$editor, action: \.editor) { Editor() }   // 3
///   HistoryFeature.RootReducer()                                   // 4
/// }
/// ```
///
/// The logic reducers' arms are AppReducer's handlers and emissions, naming them in `via`.
/// `HistoryFeature.RootReducer` is declared in a module of its own, the others in theirs.
enum LogicGraphs {
  static func at(_ file: String, _ line: Int) -> SourceLocation {
    SourceLocation(file: "Sources/App/\(file).swift", line: line, column: 5)
  }

  static let gameCenter: FeatureID = "GameCenterLogic"
  static let history: FeatureID = "HistoryFeature.RootReducer"

  /// The app, with `extraHandlers` appended to AppReducer's.
  static func app(extraHandlers: [Handler] = []) -> ArchitectureGraph {
    let skeleton = ArchitectureGraph(
      roots: ["AppReducer"], features: [host(), settings, editor, gameCenterLogic, historyLogic])
    var features = skeleton.features
    if let index = features.firstIndex(where: { $0.id == "AppReducer" }) {
      features[index].handlers = handlers(in: skeleton) + extraHandlers
      features[index].emissions = emissions(in: skeleton)
    }
    return ArchitectureGraph(roots: skeleton.roots, features: features)
  }

  /// The app without its logic reducers: no logic features, no `sameDomain` entries, and their
  /// arms left out.
  static var appWithoutLogic: ArchitectureGraph {
    var features = app().features.filter { $0.kind != .logic }
    for index in features.indices {
      features[index].children.removeAll { $0.operator == .sameDomain }
      features[index].handlers.removeAll { $0.via != nil }
      features[index].emissions.removeAll { $0.via != nil }
    }
    return ArchitectureGraph(roots: ["AppReducer"], features: features)
  }

  static func host() -> Feature {
    Feature(
      id: "AppReducer",
      stateFields: [
        StateField(
          name: "settings", typeName: "Settings.State", container: .value,
          location: at("AppReducer", 4)),
        StateField(
          name: "editor", typeName: "Editor.State?", container: .presented,
          location: at("AppReducer", 5)),
      ],
      actions: [
        .child("settings", "Settings"),
        .child("editor", "Editor", wrapper: .presentation),
        .group("view", lane: .view, typeName: "View", cases: [.leaf("alAparecer")]),
        .group(
          "_internal", lane: .internal, typeName: "Internal",
          cases: [.leaf("autenticado", ["Bool"])]),
        .group(
          "delegate", lane: .delegate, typeName: "Delegate", cases: [.leaf("sesionTerminada")]),
      ],
      children: [
        ChildScope(
          operator: .scope, statePath: "settings", actionPath: "settings", child: "Settings",
          order: 0, location: at("AppReducer", 20)),
        ChildScope(
          operator: .sameDomain, statePath: "", actionPath: "", child: gameCenter, order: 1,
          location: at("AppReducer", 21)),
        ChildScope(
          operator: .ifLet, statePath: "$editor", actionPath: "editor", child: "Editor", order: 2,
          location: at("AppReducer", 24)),
        ChildScope(
          operator: .sameDomain, statePath: "", actionPath: "", child: history, order: 3,
          location: at("AppReducer", 25)),
      ],
      location: at("AppReducer", 1), module: "App")
  }

  static let settings = Feature(
    id: "Settings",
    actions: [
      .group("view", lane: .view, typeName: "View", cases: [.leaf("cerrarPulsado")]),
      .group("delegate", lane: .delegate, typeName: "Delegate", cases: [.leaf("sesionCerrada")]),
    ],
    location: at("Settings", 1), module: "Settings")

  static let editor = Feature(
    id: "Editor",
    actions: [
      .group("view", lane: .view, typeName: "View", cases: [.leaf("guardarPulsado")]),
      .group(
        "_internal", lane: .internal, typeName: "Internal",
        cases: [.leaf("guardadoTerminado", ["Bool"])]),
      .group(
        "delegate", lane: .delegate, typeName: "Delegate",
        cases: [.leaf("documentoGuardado", ["Int"]), .leaf("edicionCancelada")]),
    ],
    location: at("Editor", 1), module: "Editor")

  static let gameCenterLogic = Feature(
    id: gameCenter, kind: .logic, location: at("GameCenterLogic", 3), module: "App",
    runsOn: "AppReducer")

  static let historyLogic = Feature(
    id: history, kind: .logic, location: at("HistoryFeature", 7), module: "History",
    runsOn: "AppReducer")

  /// A handler of AppReducer classified the way both front ends classify them.
  static func handler(
    _ route: [String], in graph: ArchitectureGraph, via: FeatureID? = nil,
    effects: [HandlerEffect] = [], mutates: Bool = false, returnsEffect: Bool = false,
    at location: SourceLocation
  ) -> Handler {
    let resolved = graph.resolve(route: route, from: "AppReducer")
    return Handler(
      route: route, owner: resolved.owner, match: resolved.match, effects: effects,
      mutatesState: mutates, returnsEffect: returnsEffect,
      pattern: "." + route.joined(separator: "."), location: location, via: via)
  }

  static func handlers(in graph: ArchitectureGraph) -> [Handler] {
    let dismiss = HandlerEffect(kind: .dismiss, target: "editor")
    return [
      handler(
        ["editor", "presented", "delegate", "documentoGuardado"], in: graph, effects: [dismiss],
        mutates: true, at: at("AppReducer", 30)),
      handler(
        ["settings", "delegate", "sesionCerrada"], in: graph, via: gameCenter, mutates: true,
        at: at("GameCenterLogic", 12)),
      handler(
        ["settings", "view", "cerrarPulsado"], in: graph, via: gameCenter,
        at: at("GameCenterLogic", 16)),
      handler(
        ["editor", "presented", "delegate", "edicionCancelada"], in: graph, via: history,
        effects: [dismiss], mutates: true, at: at("HistoryFeature", 12)),
    ]
  }

  static func emissions(in graph: ArchitectureGraph) -> [Emission] {
    func emission(
      _ route: [String], origin: EmissionOrigin, via: FeatureID, at location: SourceLocation
    ) -> Emission {
      let resolved = graph.resolve(route: route, from: "AppReducer")
      return Emission(
        route: route, owner: resolved.owner, lane: resolved.lane, origin: origin,
        location: location, via: via)
    }
    return [
      emission(
        ["_internal", "autenticado"], origin: .effect, via: gameCenter,
        at: at("GameCenterLogic", 20)),
      emission(
        ["view", "alAparecer"], origin: .effect, via: gameCenter, at: at("GameCenterLogic", 24)),
      emission(
        ["editor", "presented", "delegate", "edicionCancelada"], origin: .reducer, via: history,
        at: at("HistoryFeature", 16)),
    ]
  }
}
