import ComposableArchitecture

@Reducer
public enum Onboarding {
  case welcome(Welcome)
  case signIn(SignIn)

  public static var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .welcome(.delegate(.continueTapped)):
        state = .signIn(SignIn.State())
        return .none
      case .welcome, .signIn:
        return .none
      }
    }
    .ifCaseLet(\.welcome, action: \.welcome) {
      Welcome()
    }
    .ifCaseLet(\.signIn, action: \.signIn) {
      SignIn()
    }
  }
}

@Reducer
public struct Welcome {
  @ObservableState
  public struct State: Equatable {}

  public enum Action {
    case delegate(Delegate)

    @CasePathable
    public enum Delegate {
      case continueTapped
    }
  }

  public var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@Reducer
public struct SignIn {
  @ObservableState
  public struct State: Equatable {
    var email = ""
  }

  public enum Action {
    case submitTapped
  }

  public var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}
