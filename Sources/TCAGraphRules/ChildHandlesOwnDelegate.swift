import TCAGraphSupport
import TreeIntrospect

/// A feature's own `case .delegate` arm does something instead of returning `.none`.
public struct ChildHandlesOwnDelegate: LintRule {
  public static let id = "child-handles-own-delegate"
  public static let summary = "a feature never handles its own delegate actions"
  public static let rationale = """
    Lesson 000, first rule of the delegate contract (and lesson 003): the child emits delegate \
    actions but never handles them; its arm is always `case .delegate: return .none`. A child \
    that reacts to its own delegate turns an output-only channel into a two-way one, and its \
    meaning becomes ambiguous to every parent.
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  public func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for feature in context.graph.features {
      for handler in feature.handlers where handler.match == .delegate {
        guard handler.owner == feature.id, handler.mutatesState || handler.returnsEffect else {
          continue
        }
        let what = ActionLabels.describe(
          handler.route, owner: feature.id, lane: .delegate, in: context.graph,
          possessive: false)
        let does = [
          handler.mutatesState ? "mutates state" : nil,
          handler.returnsEffect ? "returns an effect" : nil,
        ].compactMap { $0 }.joined(separator: " and ")
        let group = context.groupName(for: .delegate, in: feature.id)
        let reducer = LabelText.reducer(feature.name, via: handler.via)
        findings.append(
          finding(
            "\(reducer) handles its own \(what) (the arm \(does)); "
              + "return .none for .\(group) and let the parent react",
            at: handler.location))
      }
    }
    return findings
  }

  public static let triggeringExamples: [RuleExample] = [
    RuleExample(
      """
      @Reducer
      struct Editor {
        @ObservableState
        struct State: Equatable {
          var guardando = false
        }
        enum Action {
          case guardar
          case delegate(Delegate)
          @CasePathable
          enum Delegate: Equatable {
            case documentoGuardado
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .guardar:
              return .send(.delegate(.documentoGuardado))
            case ↓.delegate(.documentoGuardado):
              state.guardando = false
              return .none
            }
          }
        }
      }
      """),
    RuleExample(
      """
      @Reducer
      struct Editor {
        @ObservableState
        struct State: Equatable {
          var guardando = false
        }
        enum Action {
          case guardar
          case recargado
          case delegate(Delegate)
          @CasePathable
          enum Delegate: Equatable {
            case documentoGuardado
            case edicionCancelada
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .guardar:
              return .send(.delegate(.documentoGuardado))
            case .recargado:
              return .none
            case ↓.delegate:
              return .send(.recargado)
            }
          }
        }
      }
      """),
    RuleExample(
      """
      @Reducer
      struct Editor {
        @ObservableState
        struct State: Equatable {
          var abierto = true
        }
        enum Action {
          case guardar
          case delegate(Delegate)
          @CasePathable
          enum Delegate: Equatable {
            case documentoGuardado
            case edicionCancelada
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .guardar:
              return .send(.delegate(.documentoGuardado))
            case ↓.delegate(.documentoGuardado), ↓.delegate(.edicionCancelada):
              state.abierto = false
              return .run { _ in }
            }
          }
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
      struct Editor {
        @ObservableState
        struct State: Equatable {
          var guardando = false
        }
        enum Action {
          case guardar
          case delegate(Delegate)
          @CasePathable
          enum Delegate: Equatable {
            case documentoGuardado
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .guardar:
              state.guardando = false
              return .send(.delegate(.documentoGuardado))
            case .delegate(.documentoGuardado):
              return .none
            }
          }
        }
      }
      """),
    RuleExample(
      """
      struct Lector: Reducer {
        struct State: Equatable {}
        enum Action {
          case abrir
          case delegate(Delegate)
          enum Delegate: Equatable {
            case abierto
            case cerrado
          }
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          switch action {
          case .abrir:
            return .send(.delegate(.abierto))
          case .delegate(.abierto):
            return . none
          case .delegate(.cerrado):
            return Effect<Action>.none
          }
        }
      }
      """),
  ]
}
