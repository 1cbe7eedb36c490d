import TCAGraph
import Testing

@Suite struct EmitMermaidTests {
  @Test func labelsAreQuotedWithEntityCodes() {
    #expect(MermaidEmitter.label("say \"hi\"") == "\"say #quot;hi#quot;\"")
    #expect(MermaidEmitter.label("PresentationAction<X>") == "\"PresentationAction#lt;X#gt;\"")
    #expect(MermaidEmitter.label("one\ntwo") == "\"one<br/>two\"")
    #expect(MermaidEmitter.label("#1 & co") == "\"#35;1 #amp; co\"")
  }

  @Test func idsAreSanitisedAndKeptUnique() {
    let graph = GraphDescription(
      title: "T",
      nodes: [
        GraphNode(id: "action:App/editor", label: "A"),
        GraphNode(id: "action/App:editor", label: "B"),
        GraphNode(id: "end", label: "C"), GraphNode(id: "9lives", label: "D"),
      ])
    let text = MermaidEmitter().emit(graph)
    #expect(text.contains("  action_App_editor[\"A\"]\n"))
    #expect(text.contains("  action_App_editor_2[\"B\"]\n"))
    #expect(text.contains("  n_end[\"C\"]\n"))
    #expect(text.contains("  n_9lives[\"D\"]\n"))
  }

  @Test func writesTheLessonsForm() {
    let graph = GraphDescription(
      title: "Lanes",
      nodes: [
        GraphNode(id: "AV", label: "Action view", fillColor: "#a6e3a1", textColor: "#11111b"),
        GraphNode(id: "R", label: "Reducer", shape: .hexagon),
        GraphNode(id: "S", label: "Stack", shape: .cylinder),
        GraphNode(id: "E", label: "Effect", shape: .ellipse),
      ],
      edges: [
        GraphEdge(from: "AV", to: "R"), GraphEdge(from: "R", to: "S", label: "pop", style: .dashed),
        GraphEdge(from: "R", to: "E", style: .bold, color: "#d20f39"),
      ])
    let text = MermaidEmitter().emit(graph)
    #expect(text.hasPrefix("---\ntitle: \"Lanes\"\n---\nflowchart TD\n"))
    #expect(text.contains("  R{{\"Reducer\"}}\n"))
    #expect(text.contains("  S[(\"Stack\")]\n"))
    #expect(text.contains("  E([\"Effect\"])\n"))
    #expect(text.contains("  AV --> R\n"))
    #expect(text.contains("  R -.->|\"pop\"| S\n"))
    #expect(text.contains("  R ==> E\n"))
    #expect(text.contains("  style AV fill:#a6e3a1,color:#11111b\n"))
    #expect(text.contains("  linkStyle 2 stroke:#d20f39,stroke-width:3px\n"))
  }

  @Test func clustersAndLegendBecomeSubgraphs() {
    let graph = GraphDescription(
      title: "T", direction: .leftToRight,
      nodes: [GraphNode(id: "a", label: "A", cluster: "c")],
      clusters: [GraphCluster(id: "c", label: "Editor")],
      legend: [.node("one"), .node("two")])
    let text = MermaidEmitter().emit(graph)
    #expect(text.contains("flowchart LR\n  subgraph cluster_c[\"Editor\"]\n    a[\"A\"]\n  end\n"))
    #expect(text.contains("  subgraph cluster_legend[\"Legend\"]\n    direction TB\n"))
    #expect(text.contains("    legend_0 ~~~ legend_1\n"))
  }
}
