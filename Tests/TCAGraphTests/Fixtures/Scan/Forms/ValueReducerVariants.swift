import ComposableArchitecture

// TCA 0.40–0.52: `AnyReducer`, an array `combine`, a `combine` in a `combine`, modifiers in the
// chain, static members, `extension AnyReducer where …`, `combined(with:)`, `forEach` over an
// array by index, and a `ReducerProtocol` feature wrapped in `AnyReducer { _ in … }`.
public struct GardenState: Equatable {
  public var beds: [BedState] = []
  public var weather: WeatherState
  public var journal: JournalState?
  public var tools: Tools.State
  public var compost: CompostState
  public var wateringPlanned = false
}

public enum GardenAction: Equatable {
  case bed(index: Int, action: BedAction)
  case weather(WeatherAction)
  case journal(JournalAction)
  case tools(Tools.Action)
  case compost(CompostAction)
  case wateringScheduled
}

public struct GardenEnvironment {
  var compost: CompostEnvironment
}

public let gardenReducer: AnyReducer<GardenState, GardenAction, GardenEnvironment> = .combine([
  bedReducer.forEach(
    state: \.beds,
    action: /GardenAction.bed(index:action:),
    environment: { _ in BedEnvironment() }
  ),
  AnyReducer<GardenState, GardenAction, GardenEnvironment>.combine(
    WeatherCore.reducer.debug().pullback(
      state: \.weather,
      action: /GardenAction.weather,
      environment: { _ in WeatherEnvironment() }
    ),
    .journal.binding().optional().pullback(
      state: \.journal,
      action: /GardenAction.journal,
      environment: { _ in JournalEnvironment() }
    )
  ),
  AnyReducer { _ in Tools() }
    .pullback(state: \.tools, action: /GardenAction.tools, environment: { $0 }),
  gardenAnalytics,
  AnyReducer { state, gardenAction, _ in
    switch gardenAction {
    case .weather(.delegate(.frostWarning)):
      return Effect(value: .wateringScheduled)
    case .journal(.delegate(.saved)):
      state.journal = nil
      return .none
    case .tools(.delegate(.sharpened)):
      return .none
    case .wateringScheduled:
      state.wateringPlanned = true
      return .none
    case .bed, .weather, .journal, .tools, .compost:
      return .none
    }
  },
  makeCompostReducer().pullback(
    state: \.compost,
    action: /GardenAction.compost,
    environment: { $0.compost }
  ),
])

let gardenAnalytics = AnyReducer<GardenState, GardenAction, GardenEnvironment> {
  _, action, _ in
  switch action {
  case .bed(index: _, action: .harvested):
    return .none
  default:
    return .none
  }
}

public struct BedState: Equatable {
  var planted = false
}

public enum BedAction: Equatable {
  case plantTapped
  case harvested
}

struct BedEnvironment {}

let bedReducer: AnyReducer<BedState, BedAction, BedEnvironment> =
  bedCore.combined(with: bedLogging).signpost()

let bedCore = AnyReducer<BedState, BedAction, BedEnvironment> { state, action, _ in
  switch action {
  case .plantTapped:
    state.planted = true
    return .none
  case .harvested:
    state.planted = false
    return .none
  }
}

let bedLogging = AnyReducer<BedState, BedAction, BedEnvironment> { _, _, _ in .none }

public struct WeatherState: Equatable {}

public enum WeatherAction: Equatable {
  case refresh
  case delegate(DelegateAction)

  public enum DelegateAction: Equatable {
    case frostWarning
  }
}

struct WeatherEnvironment {}

enum WeatherCore {
  static let reducer = AnyReducer<WeatherState, WeatherAction, WeatherEnvironment> {
    _, action, _ in
    switch action {
    case .refresh:
      return Effect(value: .delegate(.frostWarning))
    case .delegate:
      return .none
    }
  }
}

public struct JournalState: Equatable {
  @BindableState var note = ""
}

public enum JournalAction: BindableAction, Equatable {
  case binding(BindingAction<JournalState>)
  case saveTapped
  case delegate(Delegate)

  public enum Delegate: Equatable {
    case saved
  }
}

struct JournalEnvironment {}

extension AnyReducer
where State == JournalState, Action == JournalAction, Environment == JournalEnvironment {
  static let journal = Self { _, action, _ in
    switch action {
    case .saveTapped:
      return Effect(value: .delegate(.saved))
    case .binding, .delegate:
      return .none
    }
  }
  .binding()
}

public struct CompostState: Equatable {}
public enum CompostAction: Equatable { case turned }
struct CompostEnvironment {}

public struct Tools: ReducerProtocol {
  public struct State: Equatable {}
  public enum Action: Equatable {
    case sharpenTapped
    case delegate(Delegate)
    public enum Delegate: Equatable { case sharpened }
  }
  public var body: some ReducerProtocolOf<Self> { EmptyReducer() }
}
