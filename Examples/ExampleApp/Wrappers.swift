import Foundation

/// Stand-in for TCA's `PresentationAction`: a presented child's actions, plus `dismiss`.
public enum PresentationAction<Action> {
  case presented(Action)
  case dismiss
}

/// Stand-in for TCA's `IdentifiedAction`: an element's action with its id.
public enum IdentifiedAction<Action> {
  case element(id: UUID, action: Action)
}

/// Stand-in for TCA's `StackAction`: a stack element's action, pushes and pops.
public enum StackAction<Action> {
  case element(id: Int, action: Action)
  case popFrom(id: Int)
  case push(id: Int)
}
