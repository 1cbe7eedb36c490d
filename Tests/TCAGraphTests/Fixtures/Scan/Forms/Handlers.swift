import ComposableArchitecture

@Reducer
struct Root {
  @ObservableState
  struct State {
    var path = StackState<Path.State>()
    @Presents var editor: Editor.State?
    var rows: IdentifiedArrayOf<Row.State> = []
    var child = Child.State()
  }

  enum Action {
    case path(StackAction<Path.State, Path.Action>)
    case editor(PresentationAction<Editor.Action>)
    case rows(IdentifiedAction<Row.State.ID, Row.Action>)
    case child(Child.Action)
    case delegate(Delegate)
    case refreshTapped

    @CasePathable
    enum Delegate {
      case finished
    }
  }

  @Reducer
  enum Path {
    case list(List)
    case detail(Detail)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Child()
    }
    Reduce { state, action in
      if action.is(\.child.delegate.reset) {
        state.rows.removeAll()
      }
      switch action {
      case let .path(.element(id, .detail(.delegate(.deleted(itemID))))):
        state.path[id: id, case: \.list]?.items.remove(id: itemID)
        state.path.pop(from: id)
        return .none

      case .path(.element(id: _, action: .list(.delegate(.opened)))):
        state.path.append(.detail(Detail.State()))
        return .none

      case .path(.element(id: _, action: .detail(.view(.closeTapped)))):
        state.path.removeLast()
        return .none

      case let .editor(.presented(editorAction)):
        switch editorAction {
        case .delegate(.saved):
          state.editor = nil
          return .send(.delegate(.finished))
        case .view:
          return .none
        }

      case .editor(.dismiss):
        return .none

      case let .rows(.element(id: id, action: .delegate(.selected))) where id != nil:
        return .send(.child(.reload))

      case .rows(.element(_, .internal(.loaded))):
        return .none

      case .refreshTapped:
        return .run { send in
          await send(.child(.reload))
        }

      case .delegate:
        return .none

      case .path, .editor, .rows, .child:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
    .ifLet(\.$editor, action: \.editor) { Editor() }
    .forEach(\.rows, action: \.rows) { Row() }
  }
}

@Reducer
struct List {
  struct State { var items: IdentifiedArrayOf<Item> = [] }
  enum Action {
    case delegate(Delegate)
    @CasePathable enum Delegate { case opened }
  }
}

@Reducer
struct Detail {
  struct State {}
  enum Action {
    case view(View)
    case delegate(Delegate)
    @CasePathable enum View { case closeTapped }
    @CasePathable enum Delegate { case deleted(Item.ID) }
  }
}

@Reducer
struct Editor {
  struct State {}
  enum Action {
    case view(View)
    case delegate(Delegate)
    @CasePathable enum View { case saveTapped }
    @CasePathable enum Delegate { case saved }
  }
}

@Reducer
struct Row {
  struct State: Identifiable { let id: Int }
  enum Action {
    case `internal`(Internal)
    case delegate(Delegate)
    enum Internal { case loaded }
    @CasePathable enum Delegate { case selected }
  }
}

@Reducer
struct Child {
  struct State {}
  enum Action {
    case reload
    case delegate(Delegate)
    @CasePathable enum Delegate { case reset }
  }
}
