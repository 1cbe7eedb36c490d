import ComposableArchitecture
import Foundation

@Reducer
struct AppFeature {  // seeded: budget-exceeded
  @Reducer
  enum Path {
    case resena(Resena)
  }

  @ObservableState
  struct State {
    var lista = Lista.State()
    @Presents var editor: Editor.State?
    @Presents var ajustes: Editor.State?  // seeded: unintegrated-child-state
    var camino = StackState<Path.State>()
    var recientes: [UUID] = []
  }

  enum Action {
    case lista(Lista.Action)
    case editor(PresentationAction<Editor.Action>)
    case ajustes(PresentationAction<Editor.Action>)
    case camino(StackActionOf<Path>)
    case cerrarTodoPulsado
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.lista, action: \.lista) { Lista() }
    Reduce { state, action in
      switch action {
      case let .editor(.presented(.delegate(.documentoGuardado(id)))):
        state.recientes.insert(id, at: 0)
        state.editor = nil
        return .none

      case .editor(.presented(.view(.guardarPulsado))):  // seeded: parent-matches-child-internals
        state.editor = nil
        return .none

      // tca-graph:disable:next parent-matches-child-internals - removed in the next release
      case .editor(.presented(.view(.cancelarPulsado))):
        state.editor = nil
        return .none

      case .editor(.dismiss):
        return .none

      case let .camino(.element(id: id, action: .resena(.borrarPulsado))):  // seeded: parent-matches-child-internals
        state.camino.pop(from: id)
        return .none

      case .cerrarTodoPulsado:
        return .send(.editor(.presented(.delegate(.edicionCancelada))))  // seeded: foreign-delegate-emission

      case .editor, .ajustes, .camino, .lista:
        return .none
      }
    }
    .ifLet(\.$editor, action: \.editor) { Editor() }
    .forEach(\.camino, action: \.camino)
  }
}
