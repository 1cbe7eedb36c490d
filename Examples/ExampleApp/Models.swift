import Foundation

/// A user profile, edited by ``EditorPerfil``.
public struct Perfil: Equatable, Sendable {
  public var id: UUID
  public var nombre: String
}
