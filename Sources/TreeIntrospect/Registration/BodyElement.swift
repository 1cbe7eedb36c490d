/// One element of a reducer's `body`, in the order it appears.
public struct BodyElement {
  /// The children this element composes, with the operator of each.
  public var children: [ChildRegistration]

  /// `Scope(state: \.statePath, action: \.actionPath) { Child() }`; several reducers inside one
  /// `Scope` run on the same child domain.
  public static func scope(
    _ statePath: String, action actionPath: String? = nil,
    _ features: any TreeIntrospectable.Type...
  ) -> BodyElement {
    BodyElement(
      children: features.map {
        ChildRegistration(
          operator: .scope, statePath: statePath, actionPath: actionPath ?? statePath, feature: $0)
      })
  }

  /// The parent's own `Reduce { … }` (or any reducer on its own domain), with the `ifLet` and
  /// `forEach` modifiers attached to it, which run their child first.
  public static func reduce(_ modifiers: ChildRegistration...) -> BodyElement {
    BodyElement(children: modifiers)
  }

  /// Reducers listed in `body` that run on the feature's own state and actions
  /// (`GameCenterLogic()`, whose body is `ReducerOf<AppReducer>`); each becomes a `logic` feature.
  /// A logic reducer registers its handlers and emissions as routes on the host's `Action`; they
  /// become the host's, naming the logic reducer in `via`.
  public static func sameDomain(_ features: any TreeIntrospectable.Type...) -> BodyElement {
    BodyElement(
      children: features.map {
        ChildRegistration(operator: .sameDomain, statePath: "", actionPath: "", feature: $0)
      })
  }

  static func enumCase(_ reducerCase: EnumReducerCase) -> BodyElement {
    BodyElement(children: [
      ChildRegistration(
        operator: .enumCase, statePath: reducerCase.name, actionPath: reducerCase.name,
        feature: reducerCase.feature)
    ])
  }
}

/// A child reducer embedded by an operator.
public struct ChildRegistration {
  public var `operator`: ScopeOperator
  public var statePath: String
  public var actionPath: String
  public var feature: any TreeIntrospectable.Type

  /// `.ifLet(\.$statePath, action: \.actionPath) { Child() }` over `@Presents` (path starts with `$`)
  /// or a plain optional.
  public static func ifLet(
    _ statePath: String, action actionPath: String? = nil, _ feature: any TreeIntrospectable.Type
  ) -> ChildRegistration {
    ChildRegistration(
      operator: .ifLet, statePath: statePath,
      actionPath: actionPath ?? String(statePath.drop { $0 == "$" }), feature: feature)
  }

  /// `.forEach(\.statePath, action: \.actionPath) { Child() }` over an `IdentifiedArray`.
  public static func forEach(
    _ statePath: String, action actionPath: String? = nil, _ feature: any TreeIntrospectable.Type
  ) -> ChildRegistration {
    ChildRegistration(
      operator: .forEach, statePath: statePath, actionPath: actionPath ?? statePath,
      feature: feature)
  }

  /// `.forEach(\.statePath, action: \.actionPath)` over a `StackState` of a `@Reducer enum` path.
  public static func forEachStack(
    _ statePath: String, action actionPath: String? = nil, _ feature: any TreeIntrospectable.Type
  ) -> ChildRegistration {
    ChildRegistration(
      operator: .stackForEach, statePath: statePath, actionPath: actionPath ?? statePath,
      feature: feature)
  }

  /// `.ifCaseLet(\.statePath, action: \.actionPath) { Child() }` over a case of an enum state.
  public static func ifCaseLet(
    _ statePath: String, action actionPath: String? = nil, _ feature: any TreeIntrospectable.Type
  ) -> ChildRegistration {
    ChildRegistration(
      operator: .ifCaseLet, statePath: statePath, actionPath: actionPath ?? statePath,
      feature: feature)
  }
}
