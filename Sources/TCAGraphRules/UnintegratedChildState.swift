import TCAGraphSupport
import TreeIntrospect

/// A `@Presents` or `StackState` field (in TCA 2, an optional feature state) that no
/// `ifLet`/`forEach` in `body` integrates, neither
/// the feature's own nor one of its logic reducers'. Logic reducers have no state of their own and
/// are not checked, nor are features whose body the scanner could not read whole.
public struct UnintegratedChildState: LintRule {
  public static let id = "unintegrated-child-state"
  public static let summary = "presented and stacked child state is integrated in body"
  public static let rationale = """
    A presented child runs only through `.ifLet(\\.$field, action:)` and a \
    stack only through `.forEach(\\.path, action:)`. Without the operator the child's reducer \
    never runs, its actions are silently dropped, and dismissal does not cancel its effects. \
    TCA 2 has no `@Presents`: an optional child state (`var editor: Editor.State?`) runs only \
    through `.ifLet(\\.editor, action: \\.editor) { Editor() }`.
    """
  public static let defaultSeverity = Severity.warning
  public static let reportsAbsence = true

  public init() {}

  public func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    // A logic reducer's own operators (`.ifLet` in `GameCenterLogic`'s body) run on its host's
    // state, so they integrate the host's fields.
    var logicPaths: [FeatureID: [String]] = [:]
    for logic in context.graph.features where logic.kind == .logic {
      guard let host = logic.runsOn else { continue }
      logicPaths[host, default: []] += logic.children.map(\.statePath)
    }
    for feature in context.graph.features where feature.kind != .logic && feature.unread == nil {
      let paths = Set(feature.children.map(\.statePath) + logicPaths[feature.id, default: []])
      for field in feature.stateFields {
        let needed: (kind: String, call: String)
        switch field.container {
        case .presented: needed = ("@Presents", ".ifLet(\\.$\(field.name), action: ...)")
        case .stack: needed = ("StackState", ".forEach(\\.\(field.name), action: ...)")
        case .optional where feature.writtenDialect.vocabulary.presentationWrappers.isEmpty:
          // A dialect without `@Presents` presents a child through a plain optional.
          needed = ("optional", ".ifLet(\\.\(field.name), action: \\.\(field.name)) { … }")
        case .value, .optional, .identifiedArray: continue
        }
        guard !paths.contains(field.name), !paths.contains("$" + field.name) else { continue }
        findings.append(
          finding(
            "\(feature.name)'s \(needed.kind) field '\(field.name)' is never integrated; "
              + "add \(needed.call) to body",
            at: field.location))
      }
    }
    return findings
  }
}
