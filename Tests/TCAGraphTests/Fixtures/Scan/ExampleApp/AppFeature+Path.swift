import ComposableArchitecture

extension AppFeature {
  /// The screens of the navigation stack.
  @Reducer
  enum Path {
    case resena(Resena)
    case listaResenas(ListaResenas)
    case catalogo(Catalogo)
  }
}

extension AppFeature.Path.State: Equatable {}
