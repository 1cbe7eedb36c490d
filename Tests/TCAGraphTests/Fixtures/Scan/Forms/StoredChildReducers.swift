import ComposableArchitecture

// An interface module's root holds its children in stored properties that its initialiser
// hands in, and composes them by name.
public struct GardenRoot: ReducerProtocol {
  private let reducer: Reduce<State, Action>
  private let bedsStore: BedsStore
  private let wateringStore: WateringStore

  public init(reducer: Reduce<State, Action>, bedsStore: BedsStore, wateringStore: WateringStore) {
    self.reducer = reducer
    self.bedsStore = bedsStore
    self.wateringStore = wateringStore
  }

  public struct State: Equatable {
    public var beds = BedsStore.State()
    public var watering: WateringStore.State?
  }

  public enum Action: Equatable {
    case beds(BedsStore.Action)
    case watering(WateringStore.Action)
  }

  public var body: some ReducerProtocol<State, Action> {
    Scope(state: \.beds, action: /Action.beds) {
      bedsStore
    }
    reducer
      .ifLet(\.watering, action: /Action.watering) {
        self.wateringStore._printChanges()
      }
  }
}

extension GardenRoot {
  public init() {
    self.init(
      reducer: Reduce { _, _ in .none },
      bedsStore: BedsStore(),
      wateringStore: WateringStore())
  }
}

// A child held in a property whose type is not written: what it composes cannot be told.
public struct Shed: ReducerProtocol {
  private let toolsStore = makeToolsStore()

  public struct State: Equatable {
    public var tools = ToolsStore.State()
  }

  public enum Action: Equatable {
    case tools(ToolsStore.Action)
  }

  public var body: some ReducerProtocol<State, Action> {
    Scope(state: \.tools, action: /Action.tools) {
      toolsStore
    }
  }
}

func makeToolsStore() -> ToolsStore {
  ToolsStore()
}

public struct BedsStore: ReducerProtocol {
  public struct State: Equatable {}
  public enum Action: Equatable { case planted }
  public func reduce(into state: inout State, action: Action) -> EffectTask<Action> { .none }
}

public struct WateringStore: ReducerProtocol {
  public struct State: Equatable {}
  public enum Action: Equatable { case watered }
  public func reduce(into state: inout State, action: Action) -> EffectTask<Action> { .none }
}

public struct ToolsStore: ReducerProtocol {
  public struct State: Equatable {}
  public enum Action: Equatable { case sharpened }
  public func reduce(into state: inout State, action: Action) -> EffectTask<Action> { .none }
}
