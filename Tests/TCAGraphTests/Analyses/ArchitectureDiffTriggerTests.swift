import TCAGraph
import Testing

/// ``ArchitectureDiff/triggers`` on graphs built in code: a channel's arms compared by route and
/// owner, on channels both sides have.
@Suite struct ArchitectureDiffTriggerTests {
  private static let editorScope = ChildScope(
    operator: .ifLet, statePath: "$editor", actionPath: "editor", child: "Editor", order: 0)

  /// `List`, presenting `Editor`, with an arm dismissing it for each route.
  private func graph(dismissingOn routes: [[String]], line: Int = 10) -> ArchitectureGraph {
    let handlers = routes.enumerated().map { index, route in
      Handler(
        route: route, owner: route.count == 1 ? "List" : "Editor",
        effects: [HandlerEffect(kind: .dismiss, target: "editor")],
        location: SourceLocation(file: "List.swift", line: line + index))
    }
    return ArchitectureGraph(
      roots: ["List"],
      features: [
        Feature(id: "List", children: [Self.editorScope], handlers: handlers),
        Feature(id: "Editor"),
      ])
  }

  @Test func oneMoreArmIsAnAddedTrigger() throws {
    let diff = ArchitectureDiff(
      base: graph(dismissingOn: [["editor", "presented", "delegate", "saved"]]),
      head: graph(dismissingOn: [["editor", "presented", "delegate", "saved"], ["closeTapped"]]))
    let change = try #require(diff.triggers.first)
    #expect(diff.triggers.count == 1)
    #expect(change.change == .changed)
    #expect(change.feature == "List")
    #expect(change.effect == .dismiss)
    #expect(change.channel == .dismissal)
    #expect(change.name == "editor")
    #expect(change.to == ["Editor"])
    #expect(change.added.map(\.route) == ["closeTapped"])
    #expect(change.added.map(\.owner) == ["List"])
    #expect(change.added.map(\.location) == [SourceLocation(file: "List.swift", line: 11)])
    #expect(change.removed.isEmpty)
    #expect(diff.channels.isEmpty)
  }

  @Test func armThatOnlyMovedIsNoChange() {
    let route = ["editor", "presented", "delegate", "saved"]
    let diff = ArchitectureDiff(
      base: graph(dismissingOn: [route], line: 10), head: graph(dismissingOn: [route], line: 40))
    #expect(diff.isEmpty)
  }

  /// A dismissal that is new opens a channel: the channels list it, not the triggers.
  @Test func channelOnOneSideIsNoTriggerChange() {
    let diff = ArchitectureDiff(
      base: graph(dismissingOn: []), head: graph(dismissingOn: [["closeTapped"]]))
    #expect(diff.triggers.isEmpty)
    #expect(diff.channels.map(\.kind) == [.dismissal])
  }

  /// A plain send opens no channel, so another arm sending it is no trigger change.
  @Test func plainSendHasNoTrigger() {
    func graph(_ route: String) -> ArchitectureGraph {
      ArchitectureGraph(
        roots: ["List"],
        features: [
          Feature(
            id: "List",
            handlers: [
              Handler(
                route: [route], owner: "List",
                effects: [HandlerEffect(kind: .send, detail: "refresh")])
            ])
        ])
    }
    #expect(ArchitectureDiff(base: graph("onAppear"), head: graph("task")).triggers.isEmpty)
  }
}
