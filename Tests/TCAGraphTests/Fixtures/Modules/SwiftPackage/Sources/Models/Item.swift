struct Item: Equatable, Identifiable {
  let id: Int
  var title: String
}
