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

/// The pictures of one feature's page: its composition subtree (when it composes anything), its
/// action tree, its lanes (when it has actions of its own) and the delegate flow into and out of
/// it.
func featurePictures(of id: FeatureID, in graph: ArchitectureGraph) -> [ExplorerPicture] {
  guard let feature = graph.feature(id) else { return [] }
  var pictures: [ExplorerPicture] = []
  if !feature.children.isEmpty {
    pictures.append(
      ExplorerPicture(
        view: CompositionView.id, caption: "composition",
        description: compositionTreeView(graph: graph, focus: id)))
  }
  if feature.kind != .logic && !feature.actions.isEmpty {
    pictures.append(
      ExplorerPicture(
        view: ActionTreeView.id, caption: "action tree",
        description: actionTreeView(graph: graph, focus: id)))
  }
  if feature.kind == .logic || feature.actions.contains(where: { $0.kind != .child }) {
    pictures.append(
      ExplorerPicture(
        view: LanesView.id, caption: "lanes", description: featureLanesView(for: id, in: graph)))
  }
  pictures.append(
    ExplorerPicture(
      view: DelegateFlowView.id, caption: "delegate flow",
      description: delegateFlowView(graph: graph, around: id)))
  return pictures
}
