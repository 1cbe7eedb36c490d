/// The sources that must and must not give a `composition-cycle` finding, which
/// `RulesExamplesTests` runs; `↓` marks each finding.
extension CompositionCycle {
  /// A feature that composes `child` with `Scope` over a field named `field`.
  private static func scoping(_ name: String, _ children: [(field: String, child: String)])
    -> String
  {
    """
    @Reducer
    struct \(name) {
      @ObservableState
      struct State {
    \(children.map { "    var \($0.field) = \($0.child).State()" }.joined(separator: "\n"))
      }
      enum Action {
    \(children.map { "    case \($0.field)(\($0.child).Action)" }.joined(separator: "\n"))
      }
      var body: some ReducerOf<Self> {
    \(children.map { "    Scope(state: \\.\($0.field), action: \\.\($0.field)) { \($0.child)() }" }.joined(separator: "\n"))
      }
    }

    """
  }

  public static let triggeringExamples: [RuleExample] = [
    RuleExample(
      """
      @Reducer
      struct Detalle {
        @ObservableState
        struct State {
          var lista = Lista.State()
        }
        enum Action {
          case lista(Lista.Action)
        }
        var body: some ReducerOf<Self> {
          ↓Scope(state: \\.lista, action: \\.lista) { Lista() }
        }
      }

      """ + scoping("Lista", [("detalle", "Detalle")])),
    RuleExample(
      """
      @Reducer
      struct Ajustes {
        @ObservableState
        struct State {
          var cuenta = Cuenta.State()
        }
        enum Action {
          case cuenta(Cuenta.Action)
        }
        var body: some ReducerOf<Self> {
          ↓Scope(state: \\.cuenta, action: \\.cuenta) { Cuenta() }
        }
      }

      """ + scoping("Cuenta", [("perfil", "Perfil")]) + scoping("Perfil", [("ajustes", "Ajustes")])),
    RuleExample(
      """
      @Reducer
      struct Agenda {
        @Reducer
        enum Destination {
          case buscar(Buscar)
        }
        @ObservableState
        struct State {
          @Presents var destination: Destination.State?
          var perfil = Perfil.State()
        }
        enum Action {
          case destination(PresentationAction<Destination.Action>)
          case perfil(Perfil.Action)
        }
        var body: some ReducerOf<Self> {
          ↓Scope(state: \\.perfil, action: \\.perfil) { Perfil() }
          Reduce { state, action in .none }
            .↓ifLet(\\.$destination, action: \\.destination)
        }
      }

      """ + scoping("Buscar", [("agenda", "Agenda")]) + scoping("Perfil", [("agenda", "Agenda")])),
  ]

  public static let nonTriggeringExamples: [RuleExample] = [
    RuleExample(
      """
      @Reducer
      struct Comentario {
        @ObservableState
        struct State {
          var respuestas: IdentifiedArrayOf<Comentario.State> = []
        }
        enum Action {
          case respuestas(IdentifiedActionOf<Comentario>)
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
            .forEach(\\.respuestas, action: \\.respuestas) { Comentario() }
        }
      }
      """),
    RuleExample(
      scoping("Inicio", [("lista", "Lista"), ("perfil", "Perfil")])
        + scoping("Lista", [("perfil", "Perfil")]) + scoping("Perfil", [])),
    RuleExample(
      """
      @Reducer
      struct Lista {
        @ObservableState
        struct State {
          @Presents var detalle: Detalle.State?
        }
        enum Action {
          case detalle(PresentationAction<Detalle.Action>)
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
            .ifLet(\\.$detalle, action: \\.detalle) { Detalle() }
        }
      }

      @Reducer
      struct Detalle {
        @ObservableState
        struct State {
          @Presents var lista: Lista.State?
        }
        enum Action {
          case lista(PresentationAction<Lista.Action>)
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
            .ifLet(\\.$lista, action: \\.lista) { Lista() }
        }
      }
      """),
  ]
}
