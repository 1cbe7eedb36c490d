/// The sources that must and must not give a `child-handles-own-delegate` finding, which `RulesExamplesTests`
/// runs; `↓` marks each finding.
extension ChildHandlesOwnDelegate {
  public static let triggeringExamples: [RuleExample] = [
    RuleExample(
      """
      @Reducer
      struct Editor {
        @ObservableState
        struct State: Equatable {
          var guardando = false
        }
        enum Action {
          case guardar
          case delegate(Delegate)
          @CasePathable
          enum Delegate: Equatable {
            case documentoGuardado
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .guardar:
              return .send(.delegate(.documentoGuardado))
            case ↓.delegate(.documentoGuardado):
              state.guardando = false
              return .none
            }
          }
        }
      }
      """),
    RuleExample(
      """
      @Reducer
      struct Editor {
        @ObservableState
        struct State: Equatable {
          var guardando = false
        }
        enum Action {
          case guardar
          case recargado
          case delegate(Delegate)
          @CasePathable
          enum Delegate: Equatable {
            case documentoGuardado
            case edicionCancelada
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .guardar:
              return .send(.delegate(.documentoGuardado))
            case .recargado:
              return .none
            case ↓.delegate:
              return .send(.recargado)
            }
          }
        }
      }
      """),
    RuleExample(
      """
      @Reducer
      struct Editor {
        @ObservableState
        struct State: Equatable {
          var abierto = true
        }
        enum Action {
          case guardar
          case delegate(Delegate)
          @CasePathable
          enum Delegate: Equatable {
            case documentoGuardado
            case edicionCancelada
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .guardar:
              return .send(.delegate(.documentoGuardado))
            case ↓.delegate(.documentoGuardado), ↓.delegate(.edicionCancelada):
              state.abierto = false
              return .run { _ in }
            }
          }
        }
      }
      """),
  ]

  public static let nonTriggeringExamples: [RuleExample] = [
    RuleExample(RuleExampleFeatures.editor),
    RuleExample(RuleExampleFeatures.editorPerfil),
    RuleExample(
      """
      @Reducer
      struct Editor {
        @ObservableState
        struct State: Equatable {
          var guardando = false
        }
        enum Action {
          case guardar
          case delegate(Delegate)
          @CasePathable
          enum Delegate: Equatable {
            case documentoGuardado
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .guardar:
              state.guardando = false
              return .send(.delegate(.documentoGuardado))
            case .delegate(.documentoGuardado):
              return .none
            }
          }
        }
      }
      """),
    RuleExample(
      """
      struct Lector: Reducer {
        struct State: Equatable {}
        enum Action {
          case abrir
          case delegate(Delegate)
          enum Delegate: Equatable {
            case abierto
            case cerrado
          }
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          switch action {
          case .abrir:
            return .send(.delegate(.abierto))
          case .delegate(.abierto):
            return . none
          case .delegate(.cerrado):
            return Effect<Action>.none
          }
        }
      }
      """),
  ]
}
