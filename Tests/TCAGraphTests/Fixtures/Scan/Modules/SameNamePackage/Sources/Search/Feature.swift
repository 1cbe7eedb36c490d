import ComposableArchitecture

@Reducer
public struct Feature {
  @ObservableState
  public struct State: Equatable {
    var query = ""
  }

  public enum Action {
    case delegate(Delegate)
    case queryChanged(String)

    @CasePathable
    public enum Delegate {
      case resultPicked(String)
    }
  }
}
