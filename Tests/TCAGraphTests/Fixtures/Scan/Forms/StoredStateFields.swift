import ComposableArchitecture

// Stored properties of a State, for `Feature.storedStateFieldCount`: stored `var`s and `let`s
// count with or without a wrapper; computed and static properties do not.

@Reducer
struct Ficha {
  @ObservableState
  struct State {
    static let vacia = State(id: 0)
    static var contador = 0
    let id: Int
    var titulo = ""
    var notas: [String] = [], etiquetas: Set<String> = []
    var borrador: String? {
      didSet { guardado = false }
    }
    var guardado = true
    lazy var resumen = titulo
    @Shared(.appStorage("tema")) var tema = "claro"
    @Presents var alerta: AlertState<Action.Alert>?
    @Presents var editor: Editor.State?
    @ObservationStateIgnored var cargando = false
    #if DEBUG
      var depuracion = true
    #else
      var depuracion = false
    #endif
    var longitud: Int { titulo.count }
    var mayusculas: String {
      get { titulo.uppercased() }
      set { titulo = newValue.lowercased() }
    }
  }
  enum Action {
    case alerta(PresentationAction<Alert>)
    case editor(PresentationAction<Editor.Action>)
    enum Alert { case aceptar }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in .none }
      .ifLet(\.$alerta, action: \.alerta)
      .ifLet(\.$editor, action: \.editor) { Editor() }
  }
}

extension Ficha.State {
  var vacia: Bool { titulo.isEmpty }
  static let ejemplo = Ficha.State(id: 1)
}

@Reducer
struct Editor {
  @ObservableState
  struct State {}
  enum Action { case cerrar }
  var body: some ReducerOf<Self> {
    Reduce { state, action in .none }
  }
}

@Reducer
struct Sesion {
  @ObservableState
  enum State {
    case invitado
    case conectado(Editor.State)
  }
  enum Action { case conectado(Editor.Action) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in .none }
      .ifCaseLet(\.conectado, action: \.conectado) { Editor() }
  }
}

@Reducer
struct Externo {
  typealias State = Compartido.Estado
  enum Action { case nada }
  var body: some ReducerOf<Self> {
    Reduce { state, action in .none }
  }
}
