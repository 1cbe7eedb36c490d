import ComposableArchitecture
import Foundation

public struct TeamRoster: ReducerProtocol {
  public struct State: Equatable {
    public var filter = RosterFilter.State()
    public var editor: PlayerEditor.State?
    public var selection: Identified<UUID, PlayerCard.State>?
  }

  public enum Action: Equatable {
    public enum ViewAction: Equatable {
      case setNavigation(selection: UUID?)
      case addButtonTapped
    }

    public enum DelegateAction: Equatable {}

    public enum InternalAction: Equatable {
      case filter(RosterFilter.Action)
      case editor(PlayerEditor.Action)
      case card(PlayerCard.Action)
    }

    case view(ViewAction)
    case `internal`(InternalAction)
    case delegate(DelegateAction)
  }

  public init() {}

  public var body: some ReducerProtocol<State, Action> {
    Scope(state: \.filter, action: /Action.internal..Action.InternalAction.filter) {
      RosterFilter()
    }

    Reduce<State, Action> { state, action in
      switch action {
      case .view(.addButtonTapped):
        state.editor = PlayerEditor.State()
        return .none

      case .view(.setNavigation):
        return .none

      case let .internal(internalAction):
        switch internalAction {
        case let .filter(.delegate(delegateAction)):
          switch delegateAction {
          case .didChangeFilter:
            return .task { .internal(.card(.view(.refresh))) }
          }

        case .editor(.delegate(.didSave)):
          state.editor = nil
          return .none

        case .card(.internal), .card(.view), .editor(.internal), .editor(.view):
          return .none

        case .filter(.internal), .filter(.view):
          return .none
        }

      case .delegate:
        return .none
      }
    }
    .ifLet(\.editor, action: /Action.internal..Action.InternalAction.editor) {
      PlayerEditor()
    }
    .ifLet(\.selection, action: /Action.internal..Action.InternalAction.card) {
      Scope(state: \Identified<UUID, PlayerCard.State>.value, action: /.self) {
        PlayerCard()
      }
    }
  }
}
