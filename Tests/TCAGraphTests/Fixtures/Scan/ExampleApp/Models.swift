import Foundation

struct Perfil: Equatable, Identifiable {
  let id: UUID
  var nombre: String
}

struct ResenaResumen: Equatable, Identifiable {
  let id: UUID
  var autor: UUID
}
