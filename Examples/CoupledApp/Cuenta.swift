import ComposableArchitecture

@Reducer
struct Cuenta {
  @ObservableState
  struct State {
    @Presents var perfil: Perfil.State?
  }

  enum Action {
    case perfil(PresentationAction<Perfil.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in .none }
      .ifLet(\.$perfil, action: \.perfil) { Perfil() }  // seeded: mutual-presentation
  }
}

@Reducer
struct Perfil {
  @ObservableState
  struct State {
    @Presents var cuenta: Cuenta.State?
    var historial = Historial.State()
  }

  enum Action {
    case cuenta(PresentationAction<Cuenta.Action>)
    case historial(Historial.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.historial, action: \.historial) { Historial() }
    Reduce { state, action in .none }
      .ifLet(\.$cuenta, action: \.cuenta) { Cuenta() }  // seeded: mutual-presentation
  }
}

@Reducer
struct Historial {
  @ObservableState
  struct State {
    var perfil = Perfil.State()
  }

  enum Action {
    case perfil(Perfil.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.perfil, action: \.perfil) { Perfil() }  // seeded: composition-cycle
  }
}
