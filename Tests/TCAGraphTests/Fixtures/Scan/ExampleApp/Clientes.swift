import ComposableArchitecture
import Foundation

/// Los borradores que el editor recupera al aparecer: el cliente es su propia clave.
struct Borradores {
  var leer: () -> String
}

extension Borradores: DependencyKey {
  static let liveValue = Borradores(leer: { "" })
}

/// El servidor donde el editor guarda el documento, tras una clave propia.
struct API {
  var guardar: (String) -> Bool
}

enum APIKey: DependencyKey {
  static let liveValue = API(guardar: { _ in true })
}

/// El servidor donde se guarda un perfil.
struct APIClient {
  var guardar: (Perfil) async throws -> Void
}

extension APIClient: DependencyKey {
  static let liveValue = APIClient(guardar: { _ in })
}

extension DependencyValues {
  var borradores: Borradores {
    get { self[Borradores.self] }
    set { self[Borradores.self] = newValue }
  }

  var api: API {
    get { self[APIKey.self] }
    set { self[APIKey.self] = newValue }
  }

  var apiClient: APIClient {
    get { self[APIClient.self] }
    set { self[APIClient.self] = newValue }
  }
}
