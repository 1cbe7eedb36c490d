/// The sources that must and must not give a `mutual-presentation` finding, which
/// `RulesExamplesTests` runs; `↓` marks each finding.
extension MutualPresentation {
  public static let triggeringExamples: [RuleExample] = [
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
            .↓ifLet(\\.$detalle, action: \\.detalle) { Detalle() }
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
            .↓ifLet(\\.$lista, action: \\.lista) { Lista() }
        }
      }
      """),
    RuleExample(
      """
      @Reducer
      struct Perfil {
        @Reducer
        enum Destination {
          case ajustes(Ajustes)
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
            .↓ifLet(\\.$destination, action: \\.destination)
        }
      }

      @Reducer
      struct Ajustes {
        @ObservableState
        struct State {
          @Presents var perfil: Perfil.State?
        }
        enum Action {
          case perfil(PresentationAction<Perfil.Action>)
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
            .↓ifLet(\\.$perfil, action: \\.perfil) { Perfil() }
        }
      }
      """),
    RuleExample(
      """
      @Reducer
      struct Inicio {
        @Reducer
        enum Path {
          case buscar(Buscar)
        }
        @ObservableState
        struct State {
          var path = StackState<Path.State>()
        }
        enum Action {
          case path(StackActionOf<Path>)
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
            .↓forEach(\\.path, action: \\.path)
        }
      }

      @Reducer
      struct Buscar {
        @ObservableState
        struct State {
          @Presents var inicio: Inicio.State?
          @Presents var otroInicio: Inicio.State?
        }
        enum Action {
          case inicio(PresentationAction<Inicio.Action>)
          case otroInicio(PresentationAction<Inicio.Action>)
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
            .↓ifLet(\\.$inicio, action: \\.inicio) { Inicio() }
            .ifLet(\\.$otroInicio, action: \\.otroInicio) { Inicio() }
        }
      }
      """),
  ]

  public static let nonTriggeringExamples: [RuleExample] = [
    RuleExample(
      RuleExampleFeatures.editor + """
        @Reducer
        struct Lista {
          @ObservableState
          struct State {
            @Presents var editor: Editor.State?
          }
          enum Action {
            case editor(PresentationAction<Editor.Action>)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in .none }
              .ifLet(\\.$editor, action: \\.editor) { Editor() }
          }
        }
        """),
    RuleExample(
      """
      @Reducer
      struct Comentario {
        @ObservableState
        struct State {
          @Presents var respuesta: Comentario.State?
        }
        enum Action {
          case respuesta(PresentationAction<Comentario.Action>)
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
            .ifLet(\\.$respuesta, action: \\.respuesta) { Comentario() }
        }
      }
      """),
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
          var lista = Lista.State()
        }
        enum Action {
          case lista(Lista.Action)
        }
        var body: some ReducerOf<Self> {
          Scope(state: \\.lista, action: \\.lista) { Lista() }
        }
      }
      """),
  ]
}
