import TCAGraphSupport
import TreeIntrospect

/// A feature's reducer matches a descendant's `view`, `_internal` or flat action instead of its
/// `delegate` lane.
public struct ParentMatchesChildInternals: LintRule {
  public static let id = "parent-matches-child-internals"
  public static let summary = "a parent matches only a child's delegate actions"
  public static let rationale = """
    Lesson 000, third rule of the delegate contract: the parent matches only `.delegate`. A \
    pattern on a child's view or internal action couples the parent to the child's private \
    vocabulary; renaming a button or splitting a response in the child then breaks a parent \
    the child never knew it had. Wrapper-level cases (`dismiss`, `push`, `popFrom`) and \
    catch-alls belong to the parent and are fine.
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  public func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for feature in context.graph.features {
      // Patterns that look inside one arm's bound payload are that arm's: one finding, at it.
      var byArm: [SourceLocation: [Handler]] = [:]
      var order: [Handler] = []
      for handler in feature.handlers where handler.match.isPrivate {
        guard let owner = handler.owner, owner != feature.id else { continue }
        if let arm = handler.arm {
          if byArm[arm] == nil { order.append(handler) }
          byArm[arm, default: []].append(handler)
        } else {
          order.append(handler)
        }
      }
      for handler in order {
        let inner = handler.arm.flatMap { byArm[$0] } ?? []
        findings.append(finding(for: handler, inner: inner, in: feature, context))
      }
    }
    return findings
  }

  private func finding(
    for handler: Handler, inner: [Handler], in feature: Feature, _ context: LintContext
  ) -> Finding {
    let owner = handler.owner ?? feature.id
    let lane: Lane? =
      handler.match == .view ? .view : handler.match == .internal ? .internal : nil
    let what = ActionLabels.describe(handler.route, owner: owner, lane: lane, in: context.graph)
    // A child the scan did not see declares a delegate lane if some parent matches it.
    let delegateDeclared =
      context.graph.feature(owner)?.actions.contains { $0.lane == .delegate }
      ?? context.graph.features.contains { parent in
        parent.handlers.contains { $0.owner == owner && $0.match == .delegate }
      }
    // A reducer value's action enum has a name of its own (`LibraryItemAction`).
    let actionEnum = context.graph.feature(owner)?.actionType ?? "\(owner.shortName).Action"
    let delegate = "\(actionEnum).\(context.groupName(for: .delegate, in: owner))"
    let fix = delegateDeclared ? "match \(delegate) instead" : "declare \(delegate) and match it"
    let matcher = LabelText.reducer(feature.name, via: handler.via)
    let patterns = Array(Set(inner.compactMap(\.pattern))).sorted()
    let looking =
      patterns.isEmpty ? "" : " and looks inside it for \(patterns.joined(separator: ", "))"
    return finding(
      "\(matcher) matches \(what)\(looking); \(fix)", at: handler.arm ?? handler.location)
  }

  public static let triggeringExamples: [RuleExample] = [
    RuleExample(
      RuleExampleFeatures.editor + """
        @Reducer
        struct AppFeature {
          @ObservableState
          struct State {
            @Presents var editor: Editor.State?
          }
          enum Action {
            case editor(PresentationAction<Editor.Action>)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case ↓.editor(.presented(.view(.guardarPulsado))):
                state.editor = nil
                return .none
              case .editor:
                return .none
              }
            }
            .ifLet(\\.$editor, action: \\.editor) { Editor() }
          }
        }
        """),
    RuleExample(
      RuleExampleFeatures.editorPerfil + """
        @Reducer
        struct Lista {
          @ObservableState
          struct State {
            @Presents var editor: EditorPerfil.State?
          }
          enum Action {
            case editor(PresentationAction<EditorPerfil.Action>)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case ↓.editor(.presented(.guardadoConExito)), ↓.editor(.presented(.guardarPulsado)):
                state.editor = nil
                return .none
              case .editor(.presented(.delegate(.perfilGuardado))):
                return .none
              case .editor(.dismiss):
                return .none
              case .editor:
                return .none
              }
            }
            .ifLet(\\.$editor, action: \\.editor) { EditorPerfil() }
          }
        }
        """),
    RuleExample(
      RuleExampleFeatures.editor + """
        @Reducer
        struct Raiz {
          @Reducer
          enum Path {
            case editor(Editor)
          }
          @ObservableState
          struct State {
            var path = StackState<Path.State>()
          }
          enum Action {
            case path(StackActionOf<Path>)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case ↓let .path(.element(id: id, action: .editor(._internal(.guardadoTerminado)))):
                state.path.pop(from: id)
                return .none
              case let .path(.element(id: _, action: .editor(childAction))):
                switch childAction {
                case ↓.view(.cancelarPulsado):
                  return .none
                default:
                  return .none
                }
              case .path:
                return .none
              }
            }
            .forEach(\\.path, action: \\.path)
          }
        }
        """),
    RuleExample(
      RuleExampleFeatures.editor + """
        @Reducer
        struct AppFeature {
          @ObservableState
          struct State {
            var editor = Editor.State()
          }
          enum Action {
            case editor(Editor.Action)
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.editor, action: \\.editor) { Editor() }
            Reduce { state, action in
              if case ↓.editor(.view(.guardarPulsado)) = action {
                return .none
              }
              return .none
            }
          }
        }
        """),
    RuleExample(
      RuleExampleFeatures.editor + """
        @Reducer
        struct AppFeature {
          @ObservableState
          struct State {
            @Presents var editor: Editor.State?
          }
          enum Action {
            case editor(PresentationAction<Editor.Action>)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              if action.is(↓\\.editor.presented._internal.guardadoTerminado) {
                state.editor = nil
              }
              return .none
            }
            .ifLet(\\.$editor, action: \\.editor) { Editor() }
          }
        }
        """),
    RuleExample(
      RuleExampleFeatures.editor + """
        @Reducer
        struct AppFeature {
          @ObservableState
          struct State {
            var editor = Editor.State()
          }
          enum Action {
            case editor(Editor.Action)
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.editor, action: \\.editor) { Editor() }
            Reduce { state, action in
              switch action {
              case ↓.editor(._internal(.guardadoTerminado(let ok))):
                if case true = ok {
                  return .none
                }
                switch ok {
                case false:
                  return .none
                default:
                  return .none
                }
              case .editor:
                return .none
              }
            }
          }
        }
        """),
    RuleExample(
      """
      enum Codigo: Equatable {
        case legado
        case moderno
      }
      @Reducer
      struct Escaner {
        @ObservableState
        struct State: Equatable {}
        enum Action {
          case view(View)
          case delegate(Delegate)
          @CasePathable
          enum View: Equatable {
            case encontrado(Codigo)
          }
          @CasePathable
          enum Delegate: Equatable {
            case cerrado
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      @Reducer
      struct Caja {
        @ObservableState
        struct State {
          var escaner = Escaner.State()
          var avisos = 0
        }
        enum Action {
          case escaner(Escaner.Action)
        }
        var body: some ReducerOf<Self> {
          Scope(state: \\.escaner, action: \\.escaner) { Escaner() }
          Reduce { state, action in
            switch action {
            case ↓.escaner(.view(.encontrado(let codigo))):
              if case .legado = codigo {
                state.avisos += 1
              }
              switch codigo {
              case .moderno:
                return .none
              default:
                return .none
              }
            case .escaner:
              return .none
            }
          }
        }
      }
      """),
  ]

  public static let nonTriggeringExamples: [RuleExample] = [
    RuleExample(
      RuleExampleFeatures.editor + """
        @Reducer
        struct AppFeature {
          @ObservableState
          struct State {
            @Presents var editor: Editor.State?
          }
          enum Action {
            case editor(PresentationAction<Editor.Action>)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case let .editor(.presented(.delegate(.documentoGuardado(id)))):
                state.editor = nil
                return .none
              case .editor(.presented(.delegate(.edicionCancelada))), .editor(.dismiss):
                return .none
              case .editor:
                return .none
              }
            }
            .ifLet(\\.$editor, action: \\.editor) { Editor() }
          }
        }
        """),
    RuleExample(
      RuleExampleFeatures.editor + """
        @Reducer
        struct Raiz {
          @Reducer
          enum Path {
            case editor(Editor)
          }
          @ObservableState
          struct State {
            var path = StackState<Path.State>()
          }
          enum Action {
            case path(StackActionOf<Path>)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case let .path(.element(id: id, action: .editor(.delegate(.edicionCancelada)))):
                state.path.pop(from: id)
                return .none
              case .path(.popFrom), .path(.push):
                return .none
              case .path(.element):
                return .none
              }
            }
            .forEach(\\.path, action: \\.path)
          }
        }
        """),
    RuleExample(
      RuleExampleFeatures.editor + """
        @Reducer
        struct AppFeature {
          @ObservableState
          struct State {
            var editor = Editor.State()
          }
          enum Action {
            case editor(Editor.Action)
            case view(View)
            enum View {
              case alAparecer
            }
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.editor, action: \\.editor) { Editor() }
            Reduce { state, action in
              switch action {
              case .view(.alAparecer):
                return .none
              case .editor(.delegate):
                return .none
              default:
                return .none
              }
            }
          }
        }
        """),
    RuleExample(
      RuleExampleFeatures.editor + """
        @Reducer
        struct AppFeature {
          @ObservableState
          struct State {
            var editor = Editor.State()
            var ultimo = 0
          }
          enum Action {
            case editor(Editor.Action)
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.editor, action: \\.editor) { Editor() }
            Reduce { state, action in
              switch action {
              case .editor(.delegate(.documentoGuardado(let id))):
                if case 0 = id {
                  return .none
                }
                state.ultimo = id
                return .none
              case .editor:
                return .none
              }
            }
          }
        }
        """),
  ]
}
