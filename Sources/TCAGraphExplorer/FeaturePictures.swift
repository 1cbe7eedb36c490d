import TCAGraphViews
import TreeIntrospect

/// One picture of the explorer: which view it shows (the `view=` of a deep link) and what it
/// draws.
struct ExplorerPicture {
  /// The view's `--view` name: `composition`, `lanes`.
  var view: String
  /// The tab's caption.
  var caption: String
  var description: GraphDescription
}

/// The pictures of one feature's page, each drawn from the feature's neighbourhood:
///
/// - its composition subtree, ``featureDepth`` levels deep (when it composes anything);
/// - its action tree, when it nests child features' actions, each child's drawn as one node
///   (its page has the rest; without children, the lanes list every case; an enum reducer of
///   only child cases shows them in its composition);
/// - its lanes (when it has actions of its own, or is a logic reducer);
/// - the delegate flow into and out of it (when there is any).
package enum FeaturePictures {
  /// How many levels below a feature its pictures draw; deeper features say how many more they
  /// compose, and have pages of their own.
  static let featureDepth = 2

  /// The pictures of `id`, in tab order.
  static func pictures(of id: FeatureID, in neighbourhood: FeatureNeighbourhood)
    -> [ExplorerPicture]
  {
    guard let feature = neighbourhood.graph.feature(id) else { return [] }
    let local = neighbourhood.graph(around: id, depth: featureDepth)
    var pictures: [ExplorerPicture] = []
    if !feature.children.isEmpty {
      pictures.append(
        ExplorerPicture(
          view: CompositionView.id, caption: "composition",
          description: compositionTreeView(graph: local, focus: id, maxDepth: featureDepth)))
    }
    let nestsChildren = feature.actions.contains { $0.kind == .child }
    let onlyChildren = feature.actions.allSatisfy { $0.kind == .child }
    // An enum reducer of nothing but child cases (a path, a destination) has its cases in its
    // composition already.
    if feature.kind == .reducer && nestsChildren
      || feature.kind == .enumReducer && nestsChildren && !onlyChildren
    {
      pictures.append(
        ExplorerPicture(
          view: ActionTreeView.id, caption: "action tree",
          description: actionTreeView(graph: local, focus: id, maxDepth: 0)))
    }
    if feature.kind == .logic || feature.actions.contains(where: { $0.kind != .child }) {
      pictures.append(
        ExplorerPicture(
          view: LanesView.id, caption: "lanes", description: featureLanesView(for: id, in: local)))
    }
    let flow = delegateFlowView(graph: local, around: id)
    if flow.node("empty") == nil {
      pictures.append(
        ExplorerPicture(view: DelegateFlowView.id, caption: "delegate flow", description: flow))
    }
    return pictures
  }
}
