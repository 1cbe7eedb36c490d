import ComposableArchitecture

@Reducer(state: .equatable, action: .equatable)
struct Inventory {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var items: IdentifiedArrayOf<Item> = []
  }

  enum Action: Equatable {
    case addButtonTapped
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    @ReducerCaseEphemeral
    case alert(AlertState<Alert>)
    case addItem(ItemForm)
    @ReducerCaseIgnored
    case placeholder(Int)
    case editItem(ItemForm)
    case pair(ItemForm, Int)

    enum Alert: Equatable {
      case confirmDeletion
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addItem(ItemForm.State())
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        state.items.removeAll()
        return .none
      case .destination(.presented(.addItem(.delegate(.saved(let item))))),
        .destination(.presented(.editItem(.delegate(.saved(let item))))):
        state.items.append(item)
        return .send(.destination(.dismiss))
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@Reducer
struct ItemForm {
  struct State: Equatable {}
  enum Action: Equatable {
    case delegate(Delegate)
    @CasePathable
    enum Delegate: Equatable {
      case saved(Item)
    }
  }
  var body: some ReducerOf<Self> { EmptyReducer() }
}
