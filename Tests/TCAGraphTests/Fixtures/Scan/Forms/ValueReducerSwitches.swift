import ComposableArchitecture

// Before TCA 0.40, as apps of that time wrote it: the combined value names no domain, its own
// `Reducer<State, Action, Environment> { … }` closure does; pullbacks name their roots
// (`\BrewState.grindSelector`, `/BrewAction.grindSelector(action:)`); payloads are labelled.
struct BrewState: Equatable {
  var grindSelector: GrindSelectorState?
  var steepTimer: SteepTimerState
  var isBrewing = false
}

enum BrewAction: Equatable {
  case grindSelector(action: GrindSelectorAction)
  case steepTimer(SteepTimerAction)
  case brewButtonPressed
  case setGrindSelector(isPresented: Bool)
  case brewFinished
}

struct BrewEnvironment {}

public let brewReducer = Reducer.combine(
  grindSelectorReducer
    .optional()
    .pullback(
      state: \BrewState.grindSelector,
      action: /BrewAction.grindSelector(action:),
      environment: { _ in GrindSelectorEnvironment() }
    ),
  steepTimerReducer.pullback(
    state: \BrewState.steepTimer,
    action: /BrewAction.steepTimer,
    environment: { _ in SteepTimerEnvironment() }
  ),
  Reducer<BrewState, BrewAction, BrewEnvironment> { state, action, environment in
    switch action {
    case .brewButtonPressed:
      state.isBrewing = true
      return .init(value: .setGrindSelector(isPresented: true))

    case .grindSelector(action: .doneButtonPressed):
      return .init(value: .setGrindSelector(isPresented: false))

    case let .grindSelector(action: .grindChosen(grind)):
      state.steepTimer.seconds = grind.seconds

    case .steepTimer(.tick):
      break

    case .steepTimer(.finished):
      return Effect(value: .brewFinished)

    case .grindSelector, .steepTimer:
      break

    case let .setGrindSelector(isPresented):
      state.grindSelector = isPresented ? GrindSelectorState() : nil

    case .brewFinished:
      state.isBrewing = false
    }
    return .none
  }
)

struct GrindSelectorState: Equatable {
  var grind = Grind.medium
}

enum Grind: Equatable {
  case fine, medium, coarse
  var seconds: Int { self == .fine ? 120 : 240 }
}

enum GrindSelectorAction: Equatable {
  case grindChosen(Grind)
  case doneButtonPressed
}

struct GrindSelectorEnvironment {}

let grindSelectorReducer = Reducer<
  GrindSelectorState, GrindSelectorAction, GrindSelectorEnvironment
> { state, action, _ in
  switch action {
  case let .grindChosen(grind):
    state.grind = grind
    return .none
  case .doneButtonPressed:
    return .none
  }
}

struct SteepTimerState: Equatable {
  var seconds = 0
}

enum SteepTimerAction: Equatable {
  case tick
  case finished
}

struct SteepTimerEnvironment {}

let steepTimerReducer = Reducer<SteepTimerState, SteepTimerAction, SteepTimerEnvironment> {
  state, action, _ in
  switch action {
  case .tick:
    state.seconds -= 1
    return state.seconds == 0 ? .init(value: .finished) : .none
  case .finished:
    return .none
  }
}
