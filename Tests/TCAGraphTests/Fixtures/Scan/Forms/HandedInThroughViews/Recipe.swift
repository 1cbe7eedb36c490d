import Foundation

struct Recipe: Equatable, Identifiable, Codable {
  var id: UUID
  var title = ""
  var minutes = 10

  static let blank = Recipe(id: UUID())
}
