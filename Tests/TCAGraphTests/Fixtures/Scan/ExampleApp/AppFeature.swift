import ComposableArchitecture
import Foundation

@Reducer
struct AppFeature {
  @ObservableState
  struct State: Equatable {
    var lista = Lista.State()
    @Presents var editor: Editor.State?
    var filas: IdentifiedArrayOf<Fila.State> = []
    var camino = StackState<Path.State>()
    var recientes: [UUID] = []
    var autoresBloqueados: Set<UUID> = []
  }

  enum Action {
    case lista(Lista.Action)
    case editor(PresentationAction<Editor.Action>)
    case filas(IdentifiedActionOf<Fila>)
    case camino(StackAction<Path.State, Path.Action>)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.lista, action: \.lista) {
      Lista()
    }
    Reduce { state, action in
      switch action {
      case let .camino(.element(id: _, action: .resena(.delegate(.autorBloqueado(autorID))))):
        state.autoresBloqueados.insert(autorID)
        for id in state.camino.ids {
          state.camino[id: id, case: \.listaResenas]?.ocultar(autorID)
        }
        return .none

      case let .camino(.element(id: id, action: .resena(.delegate(.resenaBorrada(resenaID))))):
        for otroID in state.camino.ids {
          state.camino[id: otroID, case: \.listaResenas]?.resenas.remove(id: resenaID)
        }
        state.camino.pop(from: id)
        return .none

      case let .camino(.element(id: _, action: .listaResenas(.delegate(.resenaElegida(resenaID))))):
        state.camino.append(.resena(Resena.State(id: resenaID)))
        return .none

      case .camino:
        return .none

      case let .editor(.presented(.delegate(.documentoGuardado(id)))):
        state.recientes.insert(id, at: 0)
        state.editor = nil
        return .none

      case .editor(.presented(.delegate(.edicionCancelada))):
        state.editor = nil
        return .none

      case .editor:
        return .none

      case let .filas(.element(id: id, action: .delegate(.favoritoMarcado))):
        state.filas[id: id]?.favorito.toggle()
        return .none

      case .filas:
        return .none

      case .lista:
        return .none
      }
    }
    .ifLet(\.$editor, action: \.editor) {
      Editor()
    }
    .forEach(\.filas, action: \.filas) {
      Fila()
    }
    .forEach(\.camino, action: \.camino)
  }
}
