import ComposableArchitecture2

/// Written on the TCA 2 preview: it posts an event that no feature listens for.
@Feature struct Avisos {
  struct State {
    var texto = ""
  }

  enum Action {
    case enviarPulsado
  }

  var body: some Feature {
    Update { state, action in
      switch action {
      case .enviarPulsado:
        store.addTask {
          try store.post(key: Enviado.self, value: store.texto)  // seeded: unheard-event
        }
      }
    }
  }

  enum Enviado: FeatureEventKey {
    typealias Value = String
  }
}
