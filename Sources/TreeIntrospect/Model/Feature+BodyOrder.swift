extension Feature {
  /// The child scopes in the order of `body`'s elements; scopes of one element (several
  /// reducers inside one `Scope`) keep the order they were written in. Includes the
  /// ``ScopeOperator/sameDomain`` entries of the feature's logic reducers.
  public var childrenInBodyOrder: [ChildScope] {
    children.enumerated()
      .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
      .map(\.element)
  }

  /// The child scopes that embed a domain of their own, in body order: every child but the
  /// feature's logic reducers, which have no state or action path.
  public var domainChildrenInBodyOrder: [ChildScope] {
    childrenInBodyOrder.filter { $0.operator != .sameDomain }
  }
}
