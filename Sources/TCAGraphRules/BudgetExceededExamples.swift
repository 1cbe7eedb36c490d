/// The sources that must and must not give a `budget-exceeded` finding, each linted with the
/// budgets it names, which `RulesExamplesTests` runs; `↓` marks each finding.
extension BudgetExceeded {
  /// A feature with no children, whose `Action` has `cases` leaves.
  private static func leaf(_ name: String, cases: [String] = ["pulsado"]) -> String {
    """
    @Reducer
    struct \(name) {
      @ObservableState
      struct State {}
      enum Action {
    \(cases.map { "    case \($0)" }.joined(separator: "\n"))
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in .none }
      }
    }

    """
  }

  public static let triggeringExamples: [RuleExample] = [
    RuleExample(
      leaf("Lista") + leaf("Perfil") + """
        @Reducer
        struct ↓↓Inicio {
          @ObservableState
          struct State {
            var lista = Lista.State()
            @Presents var perfil: Perfil.State?
          }
          enum Action {
            case lista(Lista.Action)
            case perfil(PresentationAction<Perfil.Action>)
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.lista, action: \\.lista) { Lista() }
            Reduce { state, action in .none }
              .ifLet(\\.$perfil, action: \\.perfil) { Perfil() }
          }
        }
        """, budgets: [.childrenPerFeature: 1, .stateFieldsPerFeature: 1]),
    RuleExample(
      """
      @Reducer
      struct ↓Editor {
        @ObservableState
        struct State {}
        enum Action {
          case view(View)
          case delegate(Delegate)
          case guardadoTerminado

          @CasePathable
          enum View {
            case guardarPulsado
            case cancelarPulsado
          }
          @CasePathable
          enum Delegate {
            case documentoGuardado
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      """, budgets: [.actionCasesPerFeature: 3]),
    RuleExample(
      leaf("Fila") + leaf("Ajustes") + """
        @Reducer
        struct ↓Inicio {
          @Reducer
          enum ↓Destination {
            case fila(Fila)
            case ajustes(Ajustes)
            case alert(AlertState<Action.Alert>)
          }
          @ObservableState
          struct State {
            @Presents var destination: Destination.State?
          }
          enum Action {
            case destination(PresentationAction<Destination.Action>)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in .none }
              .ifLet(\\.$destination, action: \\.destination)
          }
        }
        """, budgets: [.destinationCases: 2, .depth: 1]),
    RuleExample(
      """
      @Reducer
      struct ↓Perfil {
        @ObservableState
        struct State {
          var nombre = ""
          let id: UUID
          @Shared(.appStorage("edad")) var edad = 0
        }
        enum Action { case nombreEditado(String) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      """, budgets: [.stateFieldsPerFeature: 2]),
  ]

  public static let nonTriggeringExamples: [RuleExample] = [
    RuleExample(
      leaf("Lista") + leaf("Perfil") + """
        @Reducer
        struct Inicio {
          @ObservableState
          struct State {
            var lista = Lista.State()
            var perfil = Perfil.State()
          }
          enum Action {
            case lista(Lista.Action)
            case perfil(Perfil.Action)
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.lista, action: \\.lista) { Lista() }
            Scope(state: \\.perfil, action: \\.perfil) { Perfil() }
          }
        }
        """, budgets: [.childrenPerFeature: 2, .actionCasesPerFeature: 2, .depth: 2]),
    RuleExample(
      leaf("Editor", cases: ["uno", "dos", "tres", "cuatro", "cinco"])),
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
      """, budgets: [.depth: 1, .childrenPerFeature: 1, .dependenciesPerFeature: 1]),
    RuleExample(
      """
      @Reducer
      struct Perfil {
        @ObservableState
        struct State {
          static let vacio = State()
          var nombre = ""
          var edad = 0
          var saludo: String { "Hola, \\(nombre)" }
        }
        enum Action { case nombreEditado(String) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      """, budgets: [.stateFieldsPerFeature: 2]),
  ]
}
