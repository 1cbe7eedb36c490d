import ComposableArchitecture

@Reducer
public struct Feature {
  @ObservableState
  public struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = []
  }

  public enum Action {
    case delegate(Delegate)
    case rows(IdentifiedActionOf<Row>)

    @CasePathable
    public enum Delegate {
      case signedOut
    }
  }

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rows(.element(id: _, action: .delegate(.removed))):
        return .none
      case .rows, .delegate:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) {
      Row()
    }
  }
}
