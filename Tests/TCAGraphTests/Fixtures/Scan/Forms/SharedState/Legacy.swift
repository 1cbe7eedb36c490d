import ComposableArchitecture

@Reducer
struct Legacy {
  struct State {
    @Shared(.appStorage(Keys.missing)) var migrated = false
    @Shared(.remoteFlag) var flag = false
    @Shared(.appStorage("legacy-" + suffix)) var computed = false
    @Shared(UnknownKey()) var unknown = 0
  }

  enum Action {
    case started
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      .none
    }
  }
}
