import ComposableArchitecture

@Reducer
public struct SearchFeature {
  public struct State: Equatable {}
  public enum Action {
    case delegate(Delegate)
    public enum Delegate { case selected(Int) }
  }
}
