import ComposableArchitecture

@Reducer
public struct Child {
  public struct State: Equatable {}
  public enum Action {
    case delegate(Delegate)
    public enum Delegate {
      case finished
    }
  }
}
