import ComposableArchitecture2

// The root: both mechanisms in one feature, a clock read through a cast, and overrides of each.
@Feature struct Diary {
  struct State {
    var measurement = Measurement.State()
  }

  enum Action {
    case measurement(Measurement.Action)
  }

  @FeatureEnvironment(\.continuousClock, as: TestClock<Duration>.self) var clock
  @Dependency(\.uuid) var uuid

  var body: some Feature {
    Scope(\.measurement, action: \.measurement) {
      Measurement()
        .environment(\.sessionDiary, .mock)
        .dependency(\.uuid, .incrementing)
    }
  }
}
