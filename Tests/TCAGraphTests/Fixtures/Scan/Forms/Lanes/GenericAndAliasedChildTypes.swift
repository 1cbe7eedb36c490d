import ComposableArchitecture
import PagingKit
import SortingKit

@Reducer
public struct Catalog: Reducer, Sendable {
  public typealias Shelf = PagedList<Book, Book.Query>

  @ObservableState
  public struct State: Equatable {
    public var shelf: Shelf.State
    public var notices: Notices<NoticeID>.State = .init()
    public var sorting: SortingKit.SortPicker<Book.Ordering>.State
  }

  public enum Action {
    case shelf(Shelf.Action)
    case notices(Notices<NoticeID>.Action)
    case sorting(SortingKit.SortPicker<Book.Ordering>.Action)
  }

  public enum NoticeID: Hashable, Sendable {
    case loadFailed
  }

  public var body: some ReducerOf<Self> {
    Scope(state: \.shelf, action: \.shelf) {
      PagedList { query in try await fetchBooks(query) }
    }
    Scope(state: \.notices, action: \.notices) {
      Notices()
    }
    Scope(state: \.sorting, action: \.sorting) {
      SortPicker()
    }
    Reduce { state, action in
      switch action {
      case let .shelf(.delegate(.didSelect(book))):
        state.sorting.highlighted = book.id
        return .none
      case .sorting(.delegate(.didPick)):
        return .none
      case .shelf, .notices, .sorting:
        return .none
      }
    }
  }
}
