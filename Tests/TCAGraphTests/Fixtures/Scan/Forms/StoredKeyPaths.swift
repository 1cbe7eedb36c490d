import ComposableArchitecture

/// Key paths held in properties, as apps with their own reducer protocols write them.
@Reducer
struct Host {
  @ObservableState
  struct State: Equatable {
    @Presents var sheet: Sheet.State?
    @Presents var alertSheet: Sheet.State?
  }

  enum Action {
    case sheet(PresentationAction<Sheet.Action>)
    case alertSheet(PresentationAction<Sheet.Action>)
  }

  private let sheetPath: WritableKeyPath<State, PresentationState<Sheet.State>> = \.$sheet
  static let alertPath = \State.$alertSheet

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(sheetPath, action: \.sheet) {
        Sheet()
      }
      .ifLet(Self.alertPath, action: \.alertSheet) {
        Sheet()
      }
  }
}

@Reducer
struct Sheet {
  struct State: Equatable {}
  enum Action { case closeTapped }
}
