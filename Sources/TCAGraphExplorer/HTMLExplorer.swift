import Foundation
import TCAGraphEmit
import TCAGraphRender
import TCAGraphRules
import TCAGraphSupport
import TCAGraphViews
import TreeIntrospect

/// Writes the one-file HTML explorer of `render --format html`: `index.html`, a page with every
/// whole-app picture inlined, a page per feature (its composition subtree, action tree, lanes,
/// delegate flow, the parents matching its private actions, its lint findings) kept as an inert
/// `<template>` until opened, a sidebar of modules and features with search, and the lint table.
///
/// The page needs no network: every picture is SVG laid out by graphviz here, and the script
/// and style sheet are inlined. Every name and message is escaped, so it shows as text.
public struct HTMLExplorer {
  /// The whole-app views shown in the top bar; views of one picture per feature (lanes) show on
  /// the feature pages instead.
  public var views: [any DiagramView.Type]
  public var legend: LegendStyle
  public var layout: LayoutEngine
  /// The findings of the lint table and of each feature's page.
  public var findings: [Finding]
  /// The URL a finding's source path is appended to for a link to its line
  /// (`https://github.com/owner/repo/blob/<commit>`); `nil` links no source, and neither does a
  /// base ``LinkBase/problem(_:)`` refuses.
  public var linkBase: String?
  /// The scan's warnings and notes, listed under the lint findings.
  public var diagnostics: [ScanDiagnostic]
  /// The revision the whole-app composition and delegate-flow pictures draw the change against
  /// (`render --diff-base`): folded around the change, they are drawn at any size.
  public var changes: DiagramChanges?
  /// The most nodes the feature pictures of the page lay out together (``PictureBudget``).
  var pictureNodeBudget = PictureBudget.nodes

  /// An explorer of `views` showing `findings` and the scan's `diagnostics`.
  public init(
    views: [any DiagramView.Type] = DiagramViews.all, legend: LegendStyle = .default,
    layout: LayoutEngine = .dot, findings: [Finding] = [], linkBase: String? = nil,
    diagnostics: [ScanDiagnostic] = []
  ) {
    self.views = views
    self.legend = legend
    self.layout = layout
    self.findings = findings
    self.linkBase = linkBase
    self.diagnostics = diagnostics
  }

  /// The page of `graph`, laying out each picture once with `renderer`.
  public func page(of graph: ArchitectureGraph, renderer: GraphvizRenderer) throws -> String {
    var notes: [String] = []
    return try page(of: graph, renderer: renderer, notes: &notes)
  }

  /// ``page(of:renderer:)``, bounded by the limits `render --format svg` keeps: a picture with
  /// more nodes than ``GraphDescription/layoutNodeLimit`` is not laid out but replaced by a note in
  /// its place, and `notes` gets a line naming it (one line for all such feature pictures). On
  /// an app whose feature pictures hold more than ``PictureBudget/nodes`` nodes, only the most
  /// connected features' are drawn; the others' pages say so, and so does a line of `notes`.
  public func page(
    of graph: ArchitectureGraph, renderer: GraphvizRenderer, notes: inout [String]
  ) throws -> String {
    let features = graph.features.map(\.id)
    var index: [FeatureID: Int] = [:]
    for (position, id) in features.enumerated() { index[id] = position }
    let table = LintTable(graph: graph, findings: findings, linkBase: linkBase)
    func svg(
      _ description: GraphDescription, prefix: String, legend: LegendStyle,
      keepsSize: Bool = false, keepsTooltips: Bool = true
    ) throws -> String {
      let dot = DOTEmitter(legend: legend, theme: .light).emit(description)
      let data = try renderer.render(dot: dot, format: .svg, layout: layout)
      let cleaner = InlineSVG(
        idPrefix: prefix, keepsSize: keepsSize, keepsTooltips: keepsTooltips
      ) { name in
        DiagramNodeNames.feature(named: name).flatMap { index[$0] }
      }
      return cleaner.clean(String(decoding: data, as: UTF8.self))
    }

    var sections: [ExplorerPage.Section] = []
    for (position, view) in wholeAppViews.enumerated() {
      let tab = view.id.replacingOccurrences(of: "-", with: " ")
      guard let description = wholeAppPicture(of: view, in: graph) else {
        sections.append(
          ExplorerPage.Section(
            view: view.id, tab: tab, html: leftOut(view, features: features.count)))
        continue
      }
      let html: String
      if let guarded = PictureSizeGuard(description) {
        notes.append(guarded.note(naming: "the whole-app \(tab) picture", view: view.id))
        html = "<h2>\(HTMLText.escape(tab))</h2>" + guarded.html(view: view.id)
      } else {
        html = ExplorerPage.figure(
          try svg(description, prefix: "v\(position)-", legend: legend), view: view.id)
      }
      sections.append(ExplorerPage.Section(view: view.id, tab: tab, html: html))
    }
    sections.append(
      ExplorerPage.Section(
        view: "lint", tab: "lint (\(findings.count))",
        html: lintSection(table) + ScanMessages(diagnostics: diagnostics).html))

    var templates: [String] = []
    var legends = SharedLegends()
    var folded: [(feature: FeatureID, caption: String, nodes: Int)] = []
    let neighbourhood = FeatureNeighbourhood(graph: graph)
    let budget = PictureBudget(
      graph: graph, neighbourhood: neighbourhood, limit: pictureNodeBudget
    ) { position in
      FeaturePictures.pictures(of: features[position], in: neighbourhood).map(\.description)
        .filter { PictureSizeGuard($0) == nil }.map(\.nodes.count).reduce(0, +)
    }
    for (position, id) in features.enumerated() {
      let page = FeaturePage(
        graph: graph, id: id, table: table, neighbourhood: neighbourhood,
        legends: legend != .none)
      guard budget.drawn.contains(position) else {
        templates.append(
          "<template id=\"feature-\(position)\">\(page.html(pictures: nil))</template>")
        continue
      }
      let pictures = try FeaturePictures.pictures(of: id, in: neighbourhood).enumerated().map {
        picture -> (view: String, caption: String, svg: String) in
        let (view, caption) = (picture.element.view, picture.element.caption)
        if let guarded = PictureSizeGuard(picture.element.description) {
          folded.append((id, caption, guarded.nodes))
          return (view, caption, guarded.html(view: view, focus: id))
        }
        legends.add(picture.element)
        return (
          view, caption,
          try svg(
            picture.element.description, prefix: "f\(position)-\(picture.offset)-", legend: .none,
            keepsTooltips: false)
        )
      }
      templates.append(
        "<template id=\"feature-\(position)\">\(page.html(pictures: pictures))</template>")
    }
    if !budget.drawsAll {
      notes.append(budget.note)
    }
    if !folded.isEmpty {
      notes.append(PictureSizeGuard.note(folding: folded))
    }
    if legend != .none {
      for (position, shared) in legends.descriptions.enumerated() {
        let picture = try svg(
          shared.description, prefix: "l\(position)-", legend: legend, keepsSize: true)
        templates.append(
          "<template id=\"legend-\(HTMLText.escape(shared.view))\">\(picture)</template>")
      }
    }
    let title =
      graph.roots.isEmpty ? "tca-graph" : graph.roots.map(\.rawValue).joined(separator: ", ")
    return ExplorerPage(
      title: title, sidebar: ExplorerSidebar(graph: graph).html, sections: sections,
      templates: templates.joined(separator: "\n")
    ).html
  }

  /// The whole-app views in the order the top bar shows them: the composition first, then the
  /// flow and coupling between features, the modules, the shared state and dependencies, and the
  /// action tree, the largest.
  var wholeAppViews: [any DiagramView.Type] {
    let order = [
      CompositionView.id, DelegateFlowView.id, CouplingView.id, ModulesView.id,
      SharedStateView.id, DependenciesView.id, ActionTreeView.id,
    ]
    let shown = views.filter { $0.id != LanesView.id }
    return shown.sorted {
      (order.firstIndex(of: $0.id) ?? order.count) < (order.firstIndex(of: $1.id) ?? order.count)
    }
  }

  /// Above this many features a whole-app picture is a poster nobody reads, and lays out for
  /// seconds: the composition is drawn only as many levels deep as keep it under this many
  /// features, and the whole-app delegate flow and coupling are left to the feature pages (each
  /// draws the flow into and out of its feature, and lists the parents matching its private
  /// actions) and to `render --format svg`.
  public static let wholeAppFeatureLimit = 120

  /// The whole-app picture of `view`, or `nil` when the app is too large for it.
  private func wholeAppPicture(of view: any DiagramView.Type, in graph: ArchitectureGraph)
    -> GraphDescription?
  {
    let large = graph.features.count > Self.wholeAppFeatureLimit
    switch view.id {
    case CompositionView.id where large && changes == nil:
      return compositionTreeView(graph: graph, maxDepth: overviewDepth(of: graph))
    case DelegateFlowView.id where large && changes == nil, CouplingView.id where large:
      return nil
    default:
      return view.init().diagrams(of: graph, options: DiagramOptions(changes: changes)).first?
        .description
    }
  }

  /// The most levels below the roots that hold at most ``wholeAppFeatureLimit`` features (at
  /// least one).
  private func overviewDepth(of graph: ArchitectureGraph) -> Int {
    let byID = graph.featuresByID
    var seen = Set(GraphQueries(graph).startFeatures(focus: nil))
    var level = Array(seen)
    var depth = 0
    while !level.isEmpty {
      let next = level.flatMap { byID[$0]?.children.map(\.child) ?? [] }
        .filter { seen.insert($0).inserted }
      if seen.count > Self.wholeAppFeatureLimit { break }
      depth += 1
      level = next
    }
    return max(1, depth)
  }

  private func leftOut(_ view: any DiagramView.Type, features: Int) -> String {
    let name = HTMLText.escape(view.id.replacingOccurrences(of: "-", with: " "))
    return "<h2>\(name)</h2><p class=\"none\">At \(features) features the whole-app \(name) "
      + "picture is a poster too large to read or to lay out quickly. Each feature's page draws "
      + "its own part of it; <code>tca-graph render --view \(HTMLText.escape(view.id)) --format "
      + "svg</code> writes the whole picture.</p>"
  }

  private func lintSection(_ table: LintTable) -> String {
    guard !findings.isEmpty else {
      return "<h2>Lint</h2><p class=\"none\">No finding.</p>"
    }
    var filters = "<div class=\"filters\">"
    filters +=
      "<input id=\"lint-filter\" type=\"search\" placeholder=\"filter by rule, feature, message\" "
      + "aria-label=\"filter findings\"/>"
    filters +=
      "<select id=\"lint-severity\" aria-label=\"severity\"><option value=\"\">any severity</option>"
    for severity in Severity.allCases where severity != .off {
      filters += "<option value=\"\(severity.rawValue)\">\(severity.rawValue)</option>"
    }
    filters += "</select><span class=\"hint\"><span id=\"lint-shown\">\(findings.count)</span> of "
    filters += "\(findings.count) shown</span></div>"
    return "<h2>Lint findings</h2>" + filters + table.wholeTable
  }
}
