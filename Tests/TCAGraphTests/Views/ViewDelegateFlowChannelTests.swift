import TCAGraph
import Testing
import TreeIntrospect

/// Each channel kind the delegate flow draws has its own edge style and one legend row.
@Suite struct ViewDelegateFlowChannelTests {
  func styles(_ flow: GraphDescription, label: String) -> [[String]] {
    flow.edges.filter { $0.label == label }.map { [$0.style.rawValue, $0.color ?? "none"] }
  }

  @Test func presentationsAndDismissalsOfTheLessonsAppHaveTheirStyles() throws {
    let flow = delegateFlowView(graph: try ExampleGraphs.lessonsApp())
    #expect(styles(flow, label: "pushes a screen\nonto camino") == [["solid", Palette.write]])
    #expect(styles(flow, label: "pop from id") == [["dashed", Palette.write]])
    let dismissals = flow.edges.filter { flow.node($0.to)?.label.hasPrefix("dismisses ") == true }
    #expect(
      dismissals.map { [$0.style.rawValue, $0.color ?? "none"] } == [
        ["dashed", Palette.write], ["dashed", Palette.write],
      ])
    let stackWrite = try #require(flow.edges.first { $0.label.hasPrefix("writes by id and case") })
    #expect(stackWrite.color == nil)
    #expect(
      flow.legend.map(\.label) == [
        "child publishing a fact", "reducer that matches it", "delegate action",
        "presents: pushes onto a stack",
        "dismisses: dismiss, pop, removeLast",
        "what the reducer does", "the result the views show",
      ])
  }

  /// App presents Sheet (`ifLet`) and matches its delegate fact by sending Counter an action;
  /// Sheet dismisses itself with `@Dependency(\.dismiss)`.
  static func presentingApp() -> ArchitectureGraph {
    ArchitectureGraph(
      roots: ["App"],
      features: [
        Feature(
          id: "App",
          actions: [.child("sheet", "Sheet"), .child("counter", "Counter")],
          children: [
            ChildScope(
              operator: .ifLet, statePath: "$sheet", actionPath: "sheet", child: "Sheet", order: 0),
            ChildScope(
              operator: .scope, statePath: "counter", actionPath: "counter", child: "Counter",
              order: 1),
          ],
          handlers: [
            Handler(
              route: ["sheet", "presented", "delegate", "saved"], owner: "Sheet", match: .delegate,
              effects: [
                HandlerEffect(kind: .sendToChild, target: "counter", detail: "counter(.refresh)")
              ])
          ]),
        Feature(id: "Counter", actions: [.leaf("refresh")]),
        Feature(
          id: "Sheet",
          actions: [
            .group("delegate", lane: .delegate, typeName: "Delegate", cases: [.leaf("saved")])
          ],
          channels: [
            Channel(
              kind: .dependency, from: .feature("Sheet"), to: .dependency("dismiss"),
              access: .uses, name: "dismiss", locations: [ChannelGraphs.at("Sheet", 9)])
          ]),
      ])
  }

  @Test func anActionSentIntoAChildAndAChildsOwnDismissHaveTheirStyles() throws {
    let flow = delegateFlowView(graph: Self.presentingApp())
    let edges = flow.edges.map {
      [$0.from, $0.to, $0.label, $0.style.rawValue, $0.color ?? "none"]
    }
    #expect(
      edges == [
        ["feature:Sheet", "feature:App", "delegate saved", "bold", Palette.delegate],
        ["feature:App", "feature:Counter", "sends counter(.refresh)", "solid", Palette.sameDomain],
        ["feature:Sheet", "feature:App", "dismiss()", "dashed", Palette.write],
      ])
    #expect(flow.edges.last?.tooltip == "Sources/App/Sheet.swift:9:5")
    #expect(
      flow.legend.map(\.label) == [
        "child publishing a fact", "reducer that matches it", "delegate action",
        "sends an action into a child",
        "dismisses: dismiss, pop, removeLast",
      ])
  }

  @Test func aChildsOwnDismissIsLeftOutOfAnotherFeaturesFlow() throws {
    let flow = delegateFlowView(graph: Self.presentingApp(), around: "Counter")
    #expect(!flow.edges.contains { $0.label == "dismiss()" })
  }
}
