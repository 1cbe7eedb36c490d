import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// Forms real apps write that the smaller fixtures do not: reducers named through a namespace
/// declared in another file, stacks behind key paths through plain structs.
@Suite struct ScanRealCodeFormTests {
  private func scan(_ fixture: String) throws -> ScanResult {
    let result = try ScanFixtureSupport.scan("Forms/" + fixture)
    #expect(result.diagnostics == [], "\(fixture) parses cleanly")
    return result
  }

  private func children(_ feature: Feature) -> [String] {
    feature.children.map { scope in
      "\(scope.operator.rawValue) \(scope.statePath)/\(scope.actionPath) → \(scope.child) #\(scope.order)"
    }
  }

  private func handlers(_ feature: Feature) -> [String] {
    feature.handlers.map { handler in
      "\(handler.route.joined(separator: ".")) → \(handler.owner?.rawValue ?? "-") "
        + handler.match.rawValue
    }
  }

  @Test func nestedReducerInANamespaceOfAnotherFileResolvesByItsQualifiedName() throws {
    let result = try scan("QualifiedNestedReducer")
    #expect(result.graph.features.map(\.id) == ["AdminFeature.Reducer", "Root"])
    #expect(result.graph.roots == ["Root"])
    #expect(result.unresolved.isEmpty)
    let root = try #require(result.graph.feature("Root"))
    #expect(children(root) == ["scope adminAuthed/adminAuthed → AdminFeature.Reducer #0"])
    #expect(root.action(named: "adminAuthed")?.child == "AdminFeature.Reducer")
    #expect(
      handlers(root) == [
        "adminAuthed.delegate.signedOut → AdminFeature.Reducer delegate",
        "adminAuthed → Root catchAll",
      ], "the root's matches attach to the child's cases")
    let admin = try #require(result.graph.feature("AdminFeature.Reducer"))
    #expect(admin.location?.file == "Forms/QualifiedNestedReducer/AdminFeature+Reducer.swift")
    #expect(admin.action(named: "delegate")?.cases.map(\.name) == ["signedOut"])
  }

  @Test func stackBehindAPlainStructFieldTakesItsOperatorFromTheInnerField() throws {
    let result = try scan("StackBehindPlainStruct.swift")
    #expect(result.graph.features.map(\.id) == ["Home", "Path.About"])
    #expect(result.unresolved.isEmpty)
    let home = try #require(result.graph.feature("Home"))
    #expect(
      children(home) == ["stackForEach paths.about/paths.about → Path.About #0"],
      "StackState<Path.About.State> is read through struct Paths")
    let paths = try #require(home.action(named: "paths"))
    #expect(paths.kind == .group)
    #expect(paths.cases.map(\.name) == ["about"])
    #expect(paths.cases.first?.child == "Path.About")
    #expect(paths.cases.first?.wrapper == .stack)
    #expect(handlers(home) == ["paths.about.element.delegate.closed → Path.About delegate"])
  }
}

/// A loop's variable named like the reducer's action (`for await action in actions`, the
/// actions of a dependency's stream) is not the reducer's action: its switch is not a handler.
@Suite struct ScanLoopShadowingTests {
  @Test func aLoopVariableNamedActionIsNotTheReducersAction() throws {
    let result = ScanFixtureSupport.scan(
      source: """
        @Reducer
        struct Socket {
          struct State {}
          enum Action {
            case connectTapped
            case socket(SocketClient.Action)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .connectTapped:
                return .run { send in
                  for await action in await socketClient.open() {
                    await send(.socket(action))
                    switch action {
                    case .didOpen: break
                    case .didClose: return
                    }
                  }
                }
              case .socket:
                return .none
              }
            }
          }
        }
        """)
    let socket = try #require(result.graph.features.first { $0.id == "Socket" })
    #expect(socket.handlers.map { $0.route.joined(separator: ".") } == ["socket"])
    let patterns = result.unresolved.map(\.message).filter { $0.hasPrefix("pattern") }
    #expect(patterns.isEmpty, "\(patterns)")
  }
}

/// A view that builds its own store in a property without a written type sends to the feature
/// the store is built for.
@Suite struct ScanOwnedStoreTests {
  @Test(arguments: [
    "Store(initialState: Counter.State()) { Counter() }",
    "Store(initialState: Counter.State()) { Counter()._printChanges() }",
    "Store(initialState: Counter.State(), reducer: { Counter() })",
    "Store(initialState: Counter.State()) { CombineReducers { Counter() } }",
  ])
  func aViewSendsToTheFeatureOfTheStoreItBuilds(construction: String) throws {
    let result = ScanFixtureSupport.scan(
      source: """
        @Reducer
        struct Counter {
          struct State {}
          enum Action { case incrementTapped }
        }

        struct CounterView: View {
          private let store = \(construction)
          var body: some View {
            Button("+") { self.store.send(.incrementTapped) }
          }
        }
        """)
    let counter = try #require(result.graph.features.first { $0.id == "Counter" })
    #expect(counter.emissions.map { $0.route.joined(separator: ".") } == ["incrementTapped"])
    #expect(result.unresolved.isEmpty, "\(result.unresolved.map(\.description))")
  }

  @Test func aStoreOfAnUnknownFeatureStaysANote() {
    let result = ScanFixtureSupport.scan(
      source: """
        struct OtherView: View {
          let store = Store(initialState: makeState()) { makeReducer() }
          var body: some View {
            Button("+") { store.send(.tapped) }
          }
        }
        """)
    #expect(
      result.unresolved.map(\.message) == ["cannot tell which feature's store this view sends to"])
  }
}

/// A helper taking a child's action (`func process(action: Camera.Action)`, called with the
/// payload of `case .camera(let child)`) matches the child's cases under the case carrying it.
@Suite struct ScanChildActionHelperTests {
  static func source(helperType: String) -> String {
    """
    struct Playback: Reducer {
      struct State { var camera: Camera.State? }
      enum Action {
        case camera(Camera.Action)
        case drawing(Drawing.Action)
      }
      var body: some Reducer<State, Action> {
        Reduce { state, action in
          switch action {
          case .camera(let child):
            return process(state: &state, action: child)
          default:
            return .none
          }
        }
        .ifLet(\\.camera, action: /Action.camera) { Camera() }
      }
      private func process(state: inout State, action: \(helperType)) -> Effect<Action> {
        switch action {
        case .sendFrameToParent(let image):
          return .send(.drawing(.frame(image)))
        default:
          return .none
        }
      }
    }

    @Reducer struct Camera {
      struct State {}
      enum Action { case sendFrameToParent(Data), start }
    }

    @Reducer struct Drawing {
      struct State {}
      enum Action { case frame(Data) }
    }

    @Reducer struct Unrelated {
      struct State {}
      enum Action { case sendFrameToParent(Data) }
    }
    """
  }

  @Test func aHelperTakingAChildsActionMatchesUnderTheCaseCarryingIt() throws {
    let result = ScanFixtureSupport.scan(source: Self.source(helperType: "Camera.Action"))
    let playback = try #require(result.graph.features.first { $0.id == "Playback" })
    // The arm handing every camera action to the helper, and the helper's own arm.
    #expect(
      playback.handlers.map { $0.route.joined(separator: ".") } == [
        "camera", "camera.sendFrameToParent",
      ])
    #expect(playback.handlers.last?.owner == "Camera")
    #expect(result.unresolved.isEmpty, "\(result.unresolved.map(\.description))")
  }

  /// Both modules declare both features: the helper's `Camera.Action` is its own module's.
  @Test func aChildWhoseNameTwoModulesDeclareIsFoundThroughTheHelpersModule() throws {
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])
      """
    let child = """
      @Reducer struct Camera {
        struct State {}
        enum Action { case sendFrameToParent(Data), start }
      }
      """
    let host = """
      @Reducer struct Playback {
        struct State { var camera = Camera.State() }
        enum Action { case camera(Camera.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.camera, action: \\.camera) { Camera() }
        }
        private func process(action: Camera.Action) -> Effect<Action> {
          switch action {
          case .sendFrameToParent: return .none
          default: return .none
          }
        }
      }
      """
    let result = SourceScanner().scan(sources: [
      (path: "Package.swift", text: manifest),
      (path: "Sources/A/Camera.swift", text: child),
      (path: "Sources/A/Playback.swift", text: host),
      (path: "Sources/B/Camera.swift", text: child),
      (path: "Sources/B/Playback.swift", text: host),
    ])
    let playback = try #require(result.graph.feature("A.Playback"))
    #expect(playback.action(named: "camera")?.child == "A.Camera")
    #expect(
      playback.handlers.map { $0.route.joined(separator: ".") } == ["camera.sendFrameToParent"])
    #expect(result.unresolved.isEmpty, "\(result.unresolved.map(\.description))")
  }

  @Test func aHelperTakingAnActionNoCaseCarriesIsANote() throws {
    let result = ScanFixtureSupport.scan(source: Self.source(helperType: "Unrelated.Action"))
    let playback = try #require(result.graph.features.first { $0.id == "Playback" })
    #expect(playback.handlers.map { $0.route.joined(separator: ".") } == ["camera"])
    #expect(
      result.unresolved.map(\.message) == [
        "pattern '.sendFrameToParent(let image)' matches Unrelated.Action, which no case of "
          + "Playback.Action carries"
      ])
  }

  @Test func aHelperTakingItsOwnFeaturesActionStillMatchesItsCases() throws {
    let result = ScanFixtureSupport.scan(
      source: """
        @Reducer struct Counter {
          struct State {}
          enum Action { case child(Child.Action), tapped }
          func handle(_ action: Counter.Action) -> Effect<Action> {
            switch action {
            case .child(.finished): return .none
            default: return .none
            }
          }
        }
        @Reducer struct Child {
          struct State {}
          enum Action { case finished }
        }
        """)
    let counter = try #require(result.graph.features.first { $0.id == "Counter" })
    #expect(counter.handlers.map { $0.route.joined(separator: ".") } == ["child.finished"])
  }
}

/// `WithViewStore(stateStore, observe: { $0 }) { viewStore in viewStore.send(.x) }` sends to the
/// feature of the property it observes, whatever that property is named.
@Suite struct ScanWithViewStoreSourceTests {
  static func source(observed: String) -> String {
    """
    @Reducer struct Camera {
      struct State {}
      enum Action { case checkPermissions }
    }

    struct CameraView: View {
      let stateStore: StoreOf<Camera>
      var body: some View {
        WithViewStore(\(observed), observe: { $0 }) { viewStore in
          Text("").onAppear { viewStore.send(.checkPermissions) }
        }
      }
    }
    """
  }

  @Test(arguments: ["stateStore", "self.stateStore"])
  func viewStoreSendsToTheObservedProperty(observed: String) throws {
    let result = ScanFixtureSupport.scan(source: Self.source(observed: observed))
    let camera = try #require(result.graph.features.first { $0.id == "Camera" })
    #expect(camera.emissions.map { $0.route.joined(separator: ".") } == ["checkPermissions"])
    #expect(result.unresolved.isEmpty, "\(result.unresolved.map(\.description))")
  }

  @Test func aScopedStoreStaysANote() {
    let result = ScanFixtureSupport.scan(
      source: Self.source(observed: "stateStore.scope(state: \\.child, action: \\.child)"))
    #expect(
      result.unresolved.map(\.message) == ["cannot tell which feature's store this view sends to"])
  }
}
