import ComposableArchitecture
import SwiftUI

struct EditorView: View {
  @Bindable var store: StoreOf<Editor>

  var body: some View {
    Form {
      TextField("Texto", text: $store.texto)
      Button("Guardar") {
        store.send(.view(.guardarPulsado))
      }
      Button("Forzar") {
        store.send(._internal(.guardadoTerminado(true)))  // seeded: lane-violation
      }
      Button("Cerrar") {
        store.send(.delegate(.cierraElEditor))  // seeded: lane-violation
      }
    }
    .onAppear { store.send(.view(.alAparecer)) }
  }
}
