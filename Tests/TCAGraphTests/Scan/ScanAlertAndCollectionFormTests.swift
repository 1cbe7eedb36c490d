import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// Alerts and dialogs a feature presents itself or through an enum reducer, and child collections
/// behind type aliases.
@Suite struct ScanAlertAndCollectionFormTests {
  private func scan(_ fixture: String) throws -> ScanResult {
    let result = try ScanFixtureSupport.scan("Forms/" + fixture)
    #expect(result.diagnostics == [], "\(fixture) parses cleanly")
    return result
  }

  private func feature(_ result: ScanResult, _ id: FeatureID) throws -> Feature {
    try #require(result.graph.feature(id), "\(id) is a feature")
  }

  private func handlers(_ feature: Feature) -> [String] {
    feature.handlers.map { handler in
      "\(handler.route.joined(separator: ".")) \(handler.owner?.rawValue ?? "-") \(handler.match)"
    }
  }

  private func shape(_ actionCase: ActionCase) -> String {
    let inner = actionCase.cases.map(shape).joined(separator: ", ")
    let wrapper = actionCase.wrapper.map { " \($0)" } ?? ""
    let type = actionCase.typeName.map { " \($0)" } ?? ""
    let payload =
      actionCase.payload.isEmpty ? "" : "(\(actionCase.payload.joined(separator: ", ")))"
    return "\(actionCase.name)\(payload) \(actionCase.kind)\(type)\(wrapper)"
      + (inner.isEmpty ? "" : " [\(inner)]")
  }

  @Test func aFeaturesOwnAlertAndDialogHoldTheirCasesUnderThePresentationWrapper() throws {
    let result = try scan("OwnAlertsAndDialogs.swift")
    let editor = try feature(result, "NoteEditor")
    #expect(
      editor.actions.map(shape) == [
        "alert group Alert presentation [confirmSave leaf, keepEditing leaf]",
        "confirmationDialog group Dialog presentation "
          + "[duplicate leaf, archive(reason: String) leaf]",
        "saveTapped leaf", "moreTapped leaf",
      ])
    #expect(editor.action(named: "alert")?.casePathable == true)
    #expect(editor.action(named: "confirmationDialog")?.casePathable == nil, "not required")
    #expect(
      handlers(editor) == [
        "alert.presented.confirmSave NoteEditor wrapper",
        "alert.dismiss NoteEditor wrapper",
        "alert NoteEditor catchAll",
        "confirmationDialog.presented.archive NoteEditor wrapper",
        "confirmationDialog.presented.duplicate NoteEditor wrapper",
        "confirmationDialog.dismiss NoteEditor wrapper",
      ])
    let dismiss = try #require(editor.handlers.first { $0.route == ["alert", "dismiss"] })
    #expect(dismiss.mutatesState)
    #expect(dismiss.location.map { [$0.line, $0.column] } == [35, 12])
    #expect(editor.children.isEmpty, "an alert has no reducer to integrate")
    #expect(editor.stateFields.isEmpty)
    #expect(result.unresolved.isEmpty)
    let resolved = result.graph.resolve(
      route: ["alert", "presented", "confirmSave"], from: "NoteEditor")
    #expect(resolved == RouteResolution(owner: "NoteEditor", match: .wrapper, depth: 0, lane: nil))
    #expect(
      result.graph.resolve(route: ["alert", "element", "confirmSave"], from: "NoteEditor").match
        == .unresolved)
  }

  @Test func anOlderAlertOverTheFeaturesOwnActionsStaysPlainCases() throws {
    let result = try scan("OwnAlertsAndDialogs.swift")
    let uploader = try feature(result, "LegacyUploader")
    #expect(
      uploader.actions.map(shape) == [
        "uploadTapped leaf", "alertDismissed leaf", "retryTapped leaf",
      ])
    #expect(uploader.handlers.isEmpty, "the feature's own plain cases are no handlers")
    #expect(uploader.stateFields.isEmpty)
  }

  @Test func lintCallsNoAlertHandlerCoupling() throws {
    let result = try scan("OwnAlertsAndDialogs.swift")
    #expect(LintRunner.check(result.graph) == [])
    let destinations = try scan("DestinationValueCases.swift")
    #expect(LintRunner.check(destinations.graph) == [])
  }

  @Test func anEnumReducersAlertAndEphemeralCasesHoldTheirActionEnums() throws {
    let result = try scan("DestinationValueCases.swift")
    let destination = try feature(result, "Playlist.Destination")
    #expect(
      destination.actions.map(shape) == [
        "alert group Alert [confirmDelete leaf]",
        "bottomMenu group BottomMenu [exitButtonTapped leaf, renameButtonTapped(name: String) leaf]",
        "confirmationDialog(ConfirmationDialogState<Never>) leaf",
        "settings child bare",
      ])
    #expect(destination.children.map(\.child) == ["PlaylistSettings"])
    let playlist = try feature(result, "Playlist")
    #expect(
      handlers(playlist) == [
        "destination.presented.bottomMenu.exitButtonTapped Playlist.Destination wrapper",
        "destination.presented.alert.confirmDelete Playlist.Destination wrapper",
        "destination.presented.settings.delegate.closed PlaylistSettings delegate",
        "destination.presented.alert.confirmDelete Playlist.Destination wrapper",
        "destination Playlist catchAll",
      ])
    let keyPath = try #require(playlist.handlers.first { $0.pattern?.hasPrefix("\\") == true })
    #expect(keyPath.pattern == "\\.destination.alert.confirmDelete")
    #expect(keyPath.location?.line == 43)
    #expect(
      result.graph.resolve(route: ["destination", "presented", "alert"], from: "Playlist")
        == RouteResolution(owner: "Playlist.Destination", match: .wrapper, depth: 1, lane: nil))
    #expect(result.unresolved.isEmpty)
  }

  @Test func stackAndIdentifiedFieldsBehindAliasesAreChildState() throws {
    let result = try scan("AliasedChildCollections.swift")
    let library = try feature(result, "Library")
    #expect(library.stateFields.map(\.name) == ["path", "history", "shelves", "books"])
    #expect(
      library.stateFields.map(\.typeName) == [
        "StackState<Route>", "StackState<Route>", "Shelves", "IdentifiedArrayOf<BookState>",
      ])
    #expect(
      library.stateFields.map(\.container) == [.stack, .stack, .identifiedArray, .identifiedArray])
    #expect(
      library.children.map { "\($0.operator) \($0.statePath) \($0.child.rawValue) \($0.order)" }
        == [
          "stackForEach path Library.Path 0", "stackForEach history Library.Path 0",
          "forEach shelves Shelf 0", "forEach books Book 0",
        ])
    #expect(result.unresolved.isEmpty)
    #expect(LintRunner.check(result.graph).filter { $0.ruleID == "unintegrated-child-state" } == [])
  }

  @Test func anUnintegratedStackBehindAnAliasIsReported() {
    let result = ScanFixtureSupport.scan(
      source: """
        @Reducer
        struct Shelf {
          typealias Route = Path.State
          @ObservableState
          struct State { var path = StackState<Route>() }
          enum Action { case path(StackActionOf<Path>) }
          @Reducer
          enum Path { case detail(Detail) }
          var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
        }
        @Reducer
        struct Detail {
          struct State {}
          enum Action { case tapped }
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        """)
    let findings = LintRunner.check(result.graph).filter { $0.ruleID == "unintegrated-child-state" }
    #expect(findings.map(\.location?.line) == [5])
  }

  @Test func switchesOnTuplesHelpersAndBoundChildActionsRecordEveryArm() throws {
    let result = try scan("SwitchesBeyondTheAction.swift")
    let checkout = try feature(result, "Checkout")
    #expect(
      checkout.handlers.map { "\($0.route.joined(separator: ".")) \($0.location?.line ?? 0)" } == [
        "cart.delegate.emptied 28",  // case (_, .cart(.delegate(.emptied)))
        "payment.delegate.paid 31",  // case let (.browsing, .payment(.delegate(.paid(amount))))
        "payment.delegate.failed 40",  // switch (action, state.isBusy)
        "cart.delegate.checkedOut 56",  // func handle(_:_ incoming: Action)
        "payment.delegate.retried 60",  // case let .payment(paymentAction): switch paymentAction
        "cart.delegate.itemRemoved 73",  // if case let .cart(cartAction) = action { switch … }
        "payment.delegate.paid 81",  // guard case let .payment(paymentAction) = action else …
        "cart.delegate.emptied 92",  // case .cart(let cartAction): in a helper on Self.Action
      ])
    #expect(checkout.handlers.allSatisfy { $0.match == .delegate })
    #expect(
      checkout.handlers.map(\.owner) == [
        "Cart", "Payment", "Payment", "Cart", "Payment", "Cart", "Payment", "Cart",
      ])
    let tuple = try #require(checkout.handlers.first)
    #expect(tuple.pattern == "(_, .cart(.delegate(.emptied)))")
    #expect(tuple.mutatesState)
    #expect(result.unresolved.isEmpty)
  }

  @Test func aHelpersActionParameterIsAnActionNameOnlyInsideIt() {
    let result = ScanFixtureSupport.scan(
      source: """
        @Reducer
        struct Host {
          struct State {}
          enum Action { case child(Child.Action) }
          var body: some ReducerOf<Self> {
            Scope(state: \\.child, action: \\.child) { Child() }
            Reduce { state, action in react(to: action) }
          }
          func react(to event: Action) -> Effect<Action> {
            switch event {
            case .child(.view(.tapped)): return .none
            default: return .none
            }
          }
          func unrelated(_ event: Int) -> Int {
            switch event {
            case .child(.view(.tapped)): return 1
            default: return 0
            }
          }
        }
        @Reducer
        struct Child {
          struct State {}
          enum Action {
            case view(View)
            enum View { case tapped }
          }
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        """)
    let host = result.graph.feature("Host")
    #expect(host?.handlers.map(\.route) == [["child", "view", "tapped"]])
    #expect(host?.handlers.map(\.location?.line) == [11])
    #expect(host?.handlers.first?.match == .view)
  }
}
