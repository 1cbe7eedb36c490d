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
      for handler in feature.handlers where handler.match.isPrivate {
        guard let owner = handler.owner, owner != feature.id else { continue }
        let lane: Lane? =
          handler.match == .view ? .view : handler.match == .internal ? .internal : nil
        let what = ActionLabels.describe(
          handler.route, owner: owner, lane: lane, in: context.graph)
        // A child the scan did not see declares a delegate lane if some parent matches it.
        let delegateDeclared =
          context.graph.feature(owner)?.actions.contains { $0.lane == .delegate }
          ?? context.graph.features.contains { parent in
            parent.handlers.contains { $0.owner == owner && $0.match == .delegate }
          }
        let delegate = "\(owner.shortName).Action.\(context.groupName(for: .delegate, in: owner))"
        let fix =
          delegateDeclared ? "match \(delegate) instead" : "declare \(delegate) and match it"
        let matcher = LabelText.reducer(feature.name, via: handler.via)
        findings.append(finding("\(matcher) matches \(what); \(fix)", at: handler.location))
      }
    }
    return findings
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
  ]
}
