import TCAGraphAnalyses
import TCAGraphLint
import TCAGraphRules
import TCAGraphSupport
import TreeIntrospect

/// An ``ArchitectureDiffReport`` as a pull-request comment in GitHub Markdown: a title naming
/// the revisions, a summary line, then one table per kind of change (new findings first), each
/// of more than ``collapsedRowCount`` rows folded in a `<details>` section.
///
/// The text stays within ``characterLimit`` (GitHub's limit for a comment): a row that does not
/// fit is written with its long names, paths and messages shortened, or left out when even that
/// does not fit, and the rows after it that fit are still written; new findings come first, so
/// they have the room first. A note at the end counts the rows left out and shortened and says
/// where to find them all.
public struct DiffMarkdown: Sendable {
  /// GitHub's limit for the body of a comment, in characters.
  public static let gitHubCommentLimit = 65_536
  /// Tables longer than this are folded.
  public static let collapsedRowCount = 10

  public var report: ArchitectureDiffReport
  /// The URL that file paths are appended to for links (`https://github.com/o/r/blob/<sha>`);
  /// `nil`, or a base ``LinkBase/problem(_:)`` refuses, writes places as code.
  public var linkBase: String?
  /// The most UTF-8 bytes the text may take: never more characters than that.
  public var characterLimit: Int

  public init(
    report: ArchitectureDiffReport, linkBase: String? = nil,
    characterLimit: Int = DiffMarkdown.gitHubCommentLimit
  ) {
    self.report = report
    self.linkBase = linkBase
    self.characterLimit = characterLimit
  }

  /// The comment.
  public var text: String {
    var writer = LimitedText(limit: characterLimit, reserve: Self.closingReserve)
    writer.append(title + "\n\n")
    guard !report.isEmpty else {
      writer.append("No architectural change, and no lint finding is new or fixed.\n")
      return writer.text
    }
    let tables = self.tables.filter { !$0.rows.isEmpty }
    writer.append(
      "**" + tables.map { "\($0.title): \($0.counts)" }.joined(separator: " · ") + "**\n")
    for table in tables {
      writer.append(table: table)
    }
    if let note = cutNote(omitted: writer.omittedRows, shortened: writer.shortenedRows) {
      writer.appendNote(note)
    }
    return writer.text
  }

  /// Room kept for closing a folded section and for the note about cut rows.
  private static let closingReserve = 400

  /// The last line when rows were left out or shortened, counting each; `nil` when none were.
  private func cutNote(omitted: Int, shortened: Int) -> String? {
    var counts: [String] = []
    if omitted > 0 {
      counts.append("\(omitted) more row\(omitted == 1 ? " is" : "s are") not shown")
    }
    if shortened > 0 {
      counts.append("\(shortened) row\(shortened == 1 ? " is" : "s are") shortened")
    }
    guard !counts.isEmpty else { return nil }
    return "\n> **Cut:** " + counts.joined(separator: " and ")
      + ", to keep this comment under GitHub's \(Self.gitHubCommentLimit.formatted)-character "
      + "limit; `tca-graph diff --format json` lists every change.\n"
  }

  private var title: String {
    func side(_ revision: DiffRevision) -> String {
      var text =
        revision.workTree == true && revision.ref == nil
        ? "work tree" : MarkdownText.code(LabelText.shortened(revision.label))
      if let commit = revision.commit, revision.workTree != true {
        text += " (" + MarkdownText.code(String(commit.prefix(12))) + ")"
      }
      return text
    }
    return "### Architecture diff: \(side(report.base)) → \(side(report.head))"
  }

  private var tables: [DiffTable] {
    let changes = report.changes
    return [
      DiffTable(
        title: "New findings", columns: ["severity", "rule", "message", "where"],
        rows: report.findings.new.map { finding($0, linkBase: acceptedLinkBase) },
        counts: "\(report.findings.new.count)", folds: false),
      DiffTable(
        title: "Features", columns: ["change", "feature", "kind", "module", "where"],
        rows: changes.features.map(feature), changes: changes.features.map(\.change)),
      DiffTable(
        title: "Children", columns: ["change", "parent", "child", "operator", "state", "where"],
        rows: changes.children.map(child), changes: changes.children.map(\.change)),
      DiffTable(
        title: "Action cases", columns: ["change", "feature", "case", "lane", "where"],
        rows: changes.actionCases.map(actionCase), changes: changes.actionCases.map(\.change)),
      DiffTable(
        title: "Parent matches", columns: ["change", "feature", "route", "reaches", "where"],
        rows: changes.parentMatches.map(parentMatch),
        changes: changes.parentMatches.map(\.change)),
      DiffTable(
        title: "Channels", columns: ["change", "kind", "from", "to", "name", "where"],
        rows: changes.channels.map(channel), changes: changes.channels.map(\.change)),
      DiffTable(
        title: "Triggers", columns: ["change", "feature", "trigger", "where"],
        rows: changes.triggers.map(trigger), changes: changes.triggers.map(\.change)),
      DiffTable(
        title: "Modules", columns: ["change", "module", "feature"],
        rows: changes.modules.map(module), changes: changes.modules.map(\.change)),
      DiffTable(
        title: "Fixed findings", columns: ["severity", "rule", "message", "where"],
        rows: report.findings.fixed.map { finding($0, linkBase: nil) },
        counts: "\(report.findings.fixed.count)", folds: true),
    ]
  }

  /// ``linkBase`` when ``LinkBase/problem(_:)`` accepts it.
  private var acceptedLinkBase: String? {
    linkBase.flatMap { LinkBase.problem($0) == nil ? $0 : nil }
  }

  private func place(_ location: SourceLocation?, _ change: DiffChange) -> DiffCell {
    .place(location, linkBase: change == .removed ? nil : acceptedLinkBase)
  }

  private func name(_ id: FeatureID?) -> DiffCell {
    id.map { .code($0.rawValue) } ?? "unresolved"
  }

  private func was(_ now: DiffCell, _ before: DiffCell?) -> DiffCell {
    before.map { now + " (was " + $0 + ")" } ?? now
  }

  private func finding(_ finding: Finding, linkBase: String?) -> [DiffCell] {
    [
      .words(finding.severity.rawValue), .code(finding.ruleID), .text(finding.message),
      .place(finding.location, linkBase: linkBase),
    ]
  }

  private func feature(_ change: FeatureChange) -> [DiffCell] {
    [
      .words(change.change.rawValue),
      was(name(change.feature), change.renamedFrom.map { name($0) }),
      .words(change.kind.rawValue), change.module.map(DiffCell.code) ?? "",
      place(change.location, change.change),
    ]
  }

  private func child(_ change: ChildChange) -> [DiffCell] {
    [
      .words(change.change.rawValue), name(change.parent), name(change.child),
      was(.code(change.operator.rawValue), change.operatorBefore.map { .code($0.rawValue) }),
      .code(change.statePath), place(change.location, change.change),
    ]
  }

  private func actionCase(_ change: ActionCaseChange) -> [DiffCell] {
    func shown(path: String, declaration: String) -> DiffCell {
      guard let dot = path.lastIndex(of: ".") else { return .code(declaration) }
      return .code(path[..<dot] + "." + declaration)
    }
    let before =
      change.declarationBefore.map { shown(path: change.path, declaration: $0) }
      ?? change.renamedFrom.map { DiffCell.code($0) }
    return [
      .words(change.change.rawValue), name(change.feature),
      was(shown(path: change.path, declaration: change.declaration), before),
      .words(change.lane?.rawValue ?? ""), place(change.location, change.change),
    ]
  }

  private func parentMatch(_ change: ParentMatchChange) -> [DiffCell] {
    let reaches: DiffCell
    switch change.match {
    case .unresolved: reaches = "unresolved"
    case .catchAll: reaches = "all of " + name(change.owner)
    case .wrapper: reaches = "wrapper case of " + name(change.owner)
    case .delegate, .view, .internal, .other:
      let lane: DiffCell = change.match == .other ? "flat case" : .code(change.match.rawValue)
      reaches =
        lane + " of " + name(change.owner) + (change.match.isPrivate ? " (private)" : "")
    }
    return [
      .words(change.change.rawValue), name(change.feature), .code(change.route),
      change.match.isPrivate && change.change == .added ? "**" + reaches + "**" : reaches,
      place(change.location, change.change),
    ]
  }

  private func channel(_ change: ChannelChange) -> [DiffCell] {
    func end(_ end: ChannelEnd) -> DiffCell {
      switch end.kind {
      case .feature: .code(end.id)
      case .sharedKey: "key " + .code(end.id)
      case .dependency: "client " + .code(end.id)
      case .key: "unmatched " + .code(end.id)
      }
    }
    return [
      .words(change.change.rawValue),
      .words("\(change.kind.rawValue) (\(change.access.rawValue))"), end(change.from),
      end(change.to), .code(change.name), place(change.location, change.change),
    ]
  }

  /// `push of `X` onto `path` now triggered by `Settings.tapped` (was `Advanced`'s `advanced.tapped`)`,
  /// with the head's places linked and the base's as text.
  private func trigger(_ change: TriggerChange) -> [DiffCell] {
    let triggers = { (list: [Trigger]) -> DiffCell in
      list.map { self.trigger($0, of: change.feature) }.joined(", ")
    }
    let placesOf = { (list: [Trigger], side: DiffChange) -> DiffCell in
      list.compactMap(\.location).map { self.place($0, side) }.joined(", ")
    }
    let sentence: DiffCell
    let places: DiffCell
    switch (change.added.isEmpty, change.removed.isEmpty) {
    case (false, false):
      sentence =
        " now triggered by " + triggers(change.added) + " (was " + triggers(change.removed) + ")"
      let before = placesOf(change.removed, .removed)
      places =
        placesOf(change.added, .added) + (before.parts.isEmpty ? "" : " (was " + before + ")")
    case (false, true):
      sentence = " now also triggered by " + triggers(change.added)
      places = placesOf(change.added, .added)
    case (true, _):
      sentence = " no longer triggered by " + triggers(change.removed)
      places = placesOf(change.removed, .removed)
    }
    return [
      .words(change.change.rawValue), name(change.feature), effect(change) + sentence, places,
    ]
  }

  /// What the arms do, as a phrase: `push of `X` onto `path``, `emission of `delegate.saved` to `App``.
  private func effect(_ change: TriggerChange) -> DiffCell {
    let ends = change.to.map { name($0) }.joined(" or ")
    let field = DiffCell.code(change.name)
    switch change.effect {
    case .push: return "push of " + ends + " onto " + field
    case .stackWrite: return "write into " + ends + " in " + field
    case .popFrom: return "pop of " + ends + " from " + field
    case .removeLast: return "pop of the last " + ends + " from " + field
    case .dismiss: return "dismissal of " + ends + " in " + field
    case .sendToChild: return "send of " + field + " to " + ends
    case .sendDelegate: return "emission of " + field + " to " + ends
    case .send: return "send of " + field
    }
  }

  /// An arm by the action it matches: `Settings.tapped` for the feature's own, `Advanced`'s
  /// `advanced.tapped` for another's.
  private func trigger(_ trigger: Trigger, of feature: FeatureID) -> DiffCell {
    guard let owner = trigger.owner else { return .code(trigger.route) + " (unresolved)" }
    guard owner != feature else { return .code(owner.rawValue + "." + trigger.route) }
    let possessive = owner.rawValue.hasSuffix("s") ? "' " : "'s "
    return name(owner) + .words(possessive) + .code(trigger.route)
  }

  private func module(_ change: ModuleChange) -> [DiffCell] {
    let module = change.module.map(DiffCell.code) ?? "none"
    return [
      .words(change.change.rawValue),
      change.feature == nil
        ? module : was(module, change.moduleBefore.map(DiffCell.code) ?? "none"),
      change.feature.map { name($0) } ?? "",
    ]
  }
}

extension Int {
  /// The number with a comma between thousands (`65,536`), whatever the locale.
  fileprivate var formatted: String {
    let digits = String(self)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
