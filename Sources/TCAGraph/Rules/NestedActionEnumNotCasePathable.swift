import TreeIntrospect

/// A nested action enum (`View`, `Internal`, `Delegate`) lacks `@CasePathable`.
public struct NestedActionEnumNotCasePathable: LintRule {
  public static let id = "nested-action-enum-not-case-pathable"
  public static let summary = "nested action enums are @CasePathable"
  public static let rationale = """
    Lesson 000: the `@Reducer` macro annotates only the top-level `Action` enum, so a nested \
    `Delegate` (or `View`, `Internal`) enum needs its own `@CasePathable`. Without it parents \
    and tests cannot use case paths such as `\\.delegate.perfilGuardado` in `store.receive`, \
    `action.is` or `Scope`.
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  public func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for feature in context.graph.features {
      visit(feature.actions, path: "\(feature.name).Action", into: &findings)
    }
    return findings
  }

  private func visit(_ cases: [ActionCase], path: String, into findings: inout [Finding]) {
    for actionCase in cases where actionCase.kind == .group {
      let typePath = "\(path).\(actionCase.typeName ?? actionCase.name)"
      if actionCase.casePathable == false {
        let example = actionCase.cases.first.map { "\\.\(actionCase.name).\($0.name)" }
        let use = example.map { " such as '\($0)'" } ?? ""
        findings.append(
          finding(
            "\(typePath) is not @CasePathable; annotate it so case paths\(use) work",
            at: actionCase.location))
      }
      visit(actionCase.cases, path: typePath, into: &findings)
    }
  }

  public static let triggeringExamples: [RuleExample] = [
    RuleExample(
      """
      @Reducer
      struct Editor {
        @ObservableState
        struct State: Equatable {}
        enum Action {
          case guardar
          case ↓delegate(Delegate)
          enum Delegate: Equatable {
            case documentoGuardado
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      """),
    RuleExample(
      """
      @Reducer
      struct Editor {
        @ObservableState
        struct State: Equatable {}
        enum Action {
          case ↓view(View)
          case ↓_internal(Internal)
          case delegate(Delegate)
          enum View {
            case alAparecer
          }
          @frozen enum Internal {
            case cargado
          }
          @CasePathable
          enum Delegate {
            case cargaTerminada
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      """),
    RuleExample(
      """
      @Reducer
      struct Lista {
        @ObservableState
        struct State: Equatable {}
        enum Action: ViewAction {
          case ↓view(View)
          case delegate(Delegate)
          enum View: Equatable, Sendable {
            case filaPulsada(Int)
          }
          @CasePathable @dynamicMemberLookup
          enum Delegate: Equatable {
            case filaElegida(Int)
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      """),
  ]

  public static let nonTriggeringExamples: [RuleExample] = [
    RuleExample(RuleExampleFeatures.editor),
    RuleExample(RuleExampleFeatures.editorPerfil),
    RuleExample(
      """
      @Reducer
      struct Contador {
        @ObservableState
        struct State: Equatable {
          var cuenta = 0
        }
        enum Action {
          case incrementar
          case decrementar
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      """),
  ]
}
