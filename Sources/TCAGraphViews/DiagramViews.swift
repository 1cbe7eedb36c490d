/// The views tca-graph draws, in the order `render` writes them and `--help` lists them.
public enum DiagramViews {
  /// Every view type.
  public static let all: [any DiagramView.Type] = [
    ActionTreeView.self,
    CompositionView.self,
    DelegateFlowView.self,
    LanesView.self,
    CouplingView.self,
    ModulesView.self,
    SharedStateView.self,
    DependenciesView.self,
  ]

  /// The view with the given `--view` name.
  public static func view(id: String) -> (any DiagramView.Type)? {
    all.first { $0.id == id }
  }

  /// Every view's `--view` name, in registry order.
  public static var ids: [String] { all.map { $0.id } }
}
