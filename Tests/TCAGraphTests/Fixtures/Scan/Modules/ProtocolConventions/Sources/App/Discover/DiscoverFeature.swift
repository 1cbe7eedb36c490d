import ComposableArchitecture

public struct DiscoverFeature: TabFeature {
  public struct State: FeatureState {
    var detail: DetailFeature.State?
  }

  public enum Action: FeatureAction {
    case delegate(Delegate)
    case detail(PresentationAction<DetailFeature.Action>)
    case gameTapped

    public enum Delegate: Equatable {
      case gameStarted
    }
  }
}
