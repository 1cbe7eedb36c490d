import TCAGraphViews

/// One legend per kind of feature picture, shown above each such picture, instead of a legend
/// drawn into every picture: a page of hundreds of features then holds each legend once.
///
/// A kind's legend holds every entry any of its pictures has, in the order they first appear,
/// so it explains whatever a reader sees in any of them; entries that say the same thing with
/// another sample (a logic reducer drawn in the shade of a root and of a feature) are kept once.
struct SharedLegends {
  private var entries: [String: [LegendEntry]] = [:]
  private var captions: [(view: String, caption: String)] = []

  /// Takes in the legend entries of `picture`.
  mutating func add(_ picture: ExplorerPicture) {
    if entries[picture.view] == nil {
      entries[picture.view] = []
      captions.append((picture.view, picture.caption))
    }
    for entry in picture.description.legend
    where !(entries[picture.view] ?? []).contains(where: { $0.label == entry.label }) {
      entries[picture.view, default: []].append(entry)
    }
  }

  /// A picture of nothing but the legend, for each kind, in the order the kinds first came.
  var descriptions: [(view: String, description: GraphDescription)] {
    captions.map { kind in
      (
        kind.view,
        GraphDescription(
          title: "Legend of the \(kind.caption) pictures", legend: entries[kind.view] ?? [])
      )
    }
  }
}
