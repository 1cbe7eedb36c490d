import TCAGraph
import Testing
import TreeIntrospect

/// The channel totals `lint --summary` starts with.
@Suite struct LintChannelSummaryTests {
  /// `AppFeature` presents `Editor` and matches its delegate; `Editor` emits it, uses two
  /// clients (one twice over) and reads and writes one shared key.
  static func graph() -> ArchitectureGraph {
    let shape = LintGraphs.graph(LintGraphs.app(), LintGraphs.editor(), LintGraphs.path)
    var app = LintGraphs.app(handlers: [
      LintGraphs.handler(
        "editor", "presented", "delegate", "documentoGuardado", in: "AppFeature", graph: shape,
        line: 12)
    ])
    app.module = "App"
    let emission = LintGraphs.emission(
      "delegate", "documentoGuardado", in: "Editor", graph: shape, origin: .reducer, line: 30)
    var editor = LintGraphs.editor(emissions: [emission])
    editor.module = "EditorFeature"
    let end = ChannelEnd.feature("Editor")
    editor.channels = [
      Channel(kind: .dependency, from: end, to: .dependency("apiClient"), access: .uses, name: "a"),
      Channel(kind: .dependency, from: end, to: .dependency("date"), access: .uses, name: "date"),
      Channel(
        kind: .dependency, from: end, to: .dependency("apiClient"), access: .overrides,
        name: "apiClient"),
      Channel(
        kind: .sharedState, from: end, to: .sharedKey("appStorage:isOn"), access: .reads,
        name: "isOn"),
      Channel(
        kind: .sharedState, from: end, to: .sharedKey("appStorage:isOn"), access: .writes,
        name: "isOn"),
    ]
    return ArchitectureGraph(
      roots: ["AppFeature"], features: [app, editor, LintGraphs.path],
      sharedKeys: [SharedKey(id: "appStorage:isOn", storage: .appStorage, key: "isOn")],
      dependencyClients: [DependencyClient(id: "apiClient"), DependencyClient(id: "date")])
  }

  @Test func everyKindAndAccessIsCountedZerosIncluded() {
    #expect(
      ChannelSummary(graph: Self.graph()).table == """
        channel           access     count
        actionMatch       handles    1
        delegateEmission  emits      1
        childAction       sends      0
        presentation      presents   2
        dismissal         dismisses  0
        sharedState       reads      1
        sharedState       writes     1
        dependency        uses       2
        dependency        overrides  1
        event             posts      0
        event             listens    0
        preference        publishes  0
        preference        observes   0
        trigger           fires      0
        closure           calls      0
        3 feature(s), 1 shared key(s), 2 dependency client(s)

        """)
  }

  @Test func aModulesTotalsAreTheChannelsItsFeaturesOpen() {
    let summary = ChannelSummary(graph: Self.graph(), modules: ["App"])
    #expect(
      summary.rows.filter { $0.count > 0 }.map { "\($0.kind.rawValue) \($0.count)" } == [
        "actionMatch 1", "presentation 2",
      ])
    #expect([summary.features, summary.sharedKeys, summary.dependencyClients] == [1, 0, 0])
    let editor = ChannelSummary(graph: Self.graph(), modules: ["EditorFeature"])
    #expect([editor.features, editor.sharedKeys, editor.dependencyClients] == [1, 1, 2])
  }

  /// The lessons' app: AppFeature presents Editor and a stack of three screens, Lista presents
  /// EditorPerfil, and each of those five presentations is dismissed; Editor uses the `api` and
  /// `borradores` clients, EditorPerfil `apiClient`.
  @Test func theBundledExampleIsTotalled() throws {
    #expect(
      ChannelSummary(graph: try ExampleGraphs.lessonsApp()).table == """
        channel           access     count
        actionMatch       handles    8
        delegateEmission  emits      7
        childAction       sends      0
        presentation      presents   5
        dismissal         dismisses  5
        sharedState       reads      0
        sharedState       writes     0
        dependency        uses       3
        dependency        overrides  0
        event             posts      0
        event             listens    0
        preference        publishes  0
        preference        observes   0
        trigger           fires      0
        closure           calls      0
        9 feature(s), 0 shared key(s), 3 dependency client(s)

        """)
  }
}
