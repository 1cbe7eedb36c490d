import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// Forms met in open-source TCA apps, each over a fixture of its own.
@Suite struct ScanBodyShapeFormTests {
  private func scan(_ fixture: String) throws -> ScanResult {
    let result = try ScanFixtureSupport.scan("Forms/" + fixture)
    #expect(result.diagnostics == [], "\(fixture) parses cleanly")
    return result
  }

  private func feature(_ result: ScanResult, _ id: FeatureID) throws -> Feature {
    try #require(result.graph.feature(id), "\(id) is a feature")
  }

  private func routes(_ feature: Feature) -> [String] {
    feature.handlers.map { $0.route.joined(separator: ".") }
  }

  @Test func reducerOnTheParentsDomainIsALogicEntryOfTheParent() throws {
    let result = try scan("SiblingLogicOnParentDomain.swift")
    #expect(result.graph.roots == ["Shop"])
    let logic = try feature(result, "SyncLogic")
    #expect(logic.kind == .logic)
    #expect(logic.runsOn == "Shop")
    let shop = try feature(result, "Shop")
    #expect(shop.children.map(\.operator) == [.scope, .sameDomain])
    #expect(shop.children.map(\.order) == [0, 2], "body order: Scope, Reduce, SyncLogic()")
    #expect(shop.children.last?.location?.line == 27)
    let checkedOut = try #require(shop.handlers.first { $0.route.last == "checkedOut" })
    #expect(checkedOut.route == ["cart", "delegate", "checkedOut"])
    #expect(checkedOut.match == .delegate)
    #expect(checkedOut.owner == "Cart")
    #expect(checkedOut.via == "SyncLogic")
    #expect(checkedOut.location?.line == 34)
    #expect(shop.handlers.first { $0.route == ["cart"] }?.via == nil, "Shop's own arm")
  }

  @Test func reduceHandedInThroughAnInitialiserIsReadWhereItIsWritten() throws {
    let result = try ScanFixtureSupport.scan("Forms/InjectedReducer")
    #expect(result.diagnostics == [])
    #expect(result.graph.roots == ["ArchiveFeature", "InboxFeature"])
    let inbox = try feature(result, "InboxFeature")
    #expect(inbox.unread == nil, "a stored Reduce<State, Action> runs a closure and composes nothing")
    #expect(inbox.children.map(\.operator) == [.stackForEach])
    #expect(routes(inbox) == ["path.element.message.delegate.replied", "path", "delegate"])
    #expect(inbox.handlers.first?.location?.file == "Forms/InjectedReducer/InboxImplementation.swift")
    let message = try feature(result, "MessageFeature")
    #expect(message.unread == nil)
    #expect(message.emissions.map { $0.route.joined(separator: ".") } == ["delegate.replied"])
    let archive = try feature(result, "ArchiveFeature")
    #expect(
      archive.unread?.map(\.message) == [
        "'Reduce(ArchiveCleanup())' hands ArchiveFeature a reducer wrapped in Reduce(…), "
          + "which the scanner does not follow"
      ], "a wrapped reducer value is not followed, and says so")
  }

  @Test func namespacedReducersTakeTheNamespacesDomain() throws {
    let result = try scan("NamespacedDomains.swift")
    #expect(result.graph.roots == ["Mailbox"])
    let inbox = try feature(result, "Inbox.Reducer")
    #expect(inbox.actions.map(\.name) == ["refresh", "delegate"])
    let mailbox = try feature(result, "Mailbox")
    #expect(mailbox.action(named: "inbox")?.child == "Inbox.Reducer")
    #expect(mailbox.action(named: "socket")?.kind == .leaf, "SocketClient is no reducer")
    #expect(mailbox.children.map(\.child) == ["Inbox.Reducer", "ReceiptLogic"])
    #expect(mailbox.children.map(\.operator) == [.scope, .sameDomain])
    #expect(try feature(result, "ReceiptLogic").runsOn == "Mailbox")
    #expect(
      mailbox.handlers.map { $0.route.joined(separator: ".") } == [
        "inbox.delegate.opened", "inbox", "inbox.delegate.opened",
      ], "the socket's cases are Mailbox's own leaves, not a child's")
    #expect(mailbox.handlers.first?.owner == "Inbox.Reducer")
    #expect(mailbox.handlers.map(\.via) == [nil, nil, "ReceiptLogic"])
    #expect(result.unresolved == [])
    #expect(
      LintRunner.check(result.graph).filter { $0.ruleID == "parent-matches-child-internals" }
        == [])
  }

  @Test func scopesInsideAScopeComposeThroughTheOuterPath() throws {
    let result = try scan("NestedScopesAndMemberOrder.swift")
    let shell = try feature(result, "Shell")
    #expect(shell.children.map(\.child) == ["Left", "Right"])
    #expect(shell.children.map(\.statePath) == ["mode.left", "mode.right"])
    #expect(shell.children.map(\.actionPath) == ["left", "right"])
    #expect(result.graph.roots == ["Coordinator", "Dash", "Shell"])
  }

  @Test func aMethodReturningReduceIsPartOfTheBody() throws {
    let result = try scan("NestedScopesAndMemberOrder.swift")
    let coordinator = try feature(result, "Coordinator")
    #expect(coordinator.unread == nil)
    #expect(routes(coordinator) == ["left.tapped"])
    #expect(coordinator.handlers.first?.match == .other)
  }

  @Test func aBodyThatRunsAMemberKeepsTheMembersOrder() throws {
    let dash = try feature(try scan("NestedScopesAndMemberOrder.swift"), "Dash")
    #expect(dash.children.map(\.child) == ["Left", "Right"])
    #expect(dash.children.map(\.order) == [0, 1])
  }

  @Test func higherOrderReducersAreOperatorsNotFeatures() throws {
    let result = try scan("HigherOrderReducers.swift")
    #expect(result.graph.features.map(\.id) == ["Board", "Game", "MenuHost", "Sounds"])
    #expect(result.graph.roots == ["Game", "MenuHost"])
    #expect(result.graph.feature("MenuHost")?.unread == nil, "MenuState is a value, not a child")
    #expect(result.graph.feature("MenuHost")?.children == [])
    let game = try feature(result, "Game")
    #expect(game.handlers.map(\.route) == [["board", "delegate", "wordPlayed"]])
    #expect(game.handlers.first?.location?.line == 32, "the arm in Sounds is Game's")
    #expect(game.handlers.first?.via == "Sounds")
    #expect(
      game.children.map { "\($0.operator.rawValue) \($0.child.rawValue)" } == [
        "scope Board", "sameDomain Sounds",
      ], ".sounds() builds Sounds on Game's domain; .logged() wraps any reducer")
    #expect(game.unread == nil, "Sounds' base is the reducer .sounds() is called on")
  }

  @Test func keyPathsHeldInPropertiesAreFollowed() throws {
    let result = try scan("StoredKeyPaths.swift")
    let host = try feature(result, "Host")
    #expect(host.children.map(\.statePath) == ["$sheet", "$alertSheet"])
    #expect(host.children.map(\.operator) == [.ifLet, .ifLet])
    #expect(host.unread == nil)
    #expect(result.graph.roots == ["Host"])
    #expect(LintRunner.check(result.graph) == [])
  }

  @Test func helpersTypedByALaneOfTheActionMatchUnderItsCase() throws {
    let result = try scan("SubActionHelpers.swift")
    let panel = try feature(result, "Panel")
    #expect(routes(panel) == ["child.settings.presented.delegate.saved", "child.settings"])
    #expect(panel.handlers.first?.owner == "Settings")
    #expect(panel.handlers.first?.match == .delegate)
    #expect(result.unresolved == [], "no pattern is said to name no case")
  }

  @Test func ifLetWithAnInlineScopeIsADestinationFeature() throws {
    let result = try scan("InlineScopeDestination.swift")
    let library = try feature(result, "Library")
    #expect(library.children.map(\.child) == ["Library.Route"])
    #expect(library.children.map(\.operator) == [.ifLet])
    #expect(library.action(named: "route")?.child == "Library.Route")
    let route = try feature(result, "Library.Route")
    #expect(route.kind == .enumReducer)
    #expect(route.children.map(\.child) == ["Shelf"])
    #expect(route.children.map(\.operator) == [.enumCase])
    #expect(route.action(named: "shelf")?.child == "Shelf")
    let picked = try #require(library.handlers.first { $0.route.last == "bookPicked" })
    #expect(picked.match == .delegate)
    #expect(picked.owner == "Shelf")
    #expect(result.unresolved.isEmpty)
  }

  @Test func emptyReducerWithIfCaseLetsInAClosureScopesTheEnumsCases() throws {
    let result = try scan("EmptyRootedCaseChains.swift")
    let inbox = try feature(result, "Inbox")
    #expect(inbox.children.map(\.child) == ["Inbox.Action.Sheet"])
    #expect(inbox.children.map(\.operator) == [.ifLet])
    let sheet = try feature(result, "Inbox.Action.Sheet")
    #expect(sheet.kind == .enumReducer)
    #expect(sheet.children.map(\.child) == ["Compose", "Filters"])
    #expect(sheet.children.map(\.statePath) == ["compose", "filters"])
    let sent = try #require(inbox.handlers.first { $0.route.last == "sent" })
    #expect(sent.match == .delegate)
    #expect(sent.owner == "Compose")
    let board = try feature(result, "Board")
    #expect(board.children.map(\.child) == ["Listing"])
    #expect(board.children.map(\.operator) == [.ifCaseLet])
    #expect(board.children.map(\.statePath) == ["mode.list"])
    #expect(board.children.map(\.actionPath) == ["list"])
    #expect(result.graph.roots == ["Board", "Inbox"])
    #expect(result.unresolved.isEmpty)
  }

  @Test func childReducersHeldInStoredPropertiesAreTheirDeclaredTypes() throws {
    let result = try ScanFixtureSupport.scan("Forms/StoredChildReducers.swift")
    let garden = try feature(result, "GardenRoot")
    #expect(garden.children.map(\.child) == ["BedsStore", "WateringStore"])
    #expect(garden.children.map(\.operator) == [.scope, .ifLet])
    #expect(garden.unread == nil)
    let shed = try feature(result, "Shed")
    #expect(shed.children.isEmpty)
    #expect(
      shed.unread?.map(\.message) == [
        "child reducer 'toolsStore' is not a stored property of Shed with a declared type"
      ])
    #expect(result.graph.roots == ["GardenRoot", "Shed", "ToolsStore"])
  }

  @Test func aTypeDeclaredTwiceInOneModuleIsNotedAndUnread() throws {
    let result = try ScanFixtureSupport.scan("Forms/RedeclaredRoot")
    let root = try feature(result, "AppRoot")
    let message =
      "'AppRoot' is declared again in module 'RedeclaredRoot' (first at "
      + "Forms/RedeclaredRoot/PhoneRoot.swift:5:8): files of two targets are read as one module, "
      + "and both declarations as one type"
    #expect(root.unread?.map(\.message) == [message])
    #expect(root.unread?.first?.location?.file == "Forms/RedeclaredRoot/WatchRoot.swift")
    #expect(result.unresolved.map(\.message) == [message])
  }

  @Test func aPayloadBoundToTheActionsNameHidesTheAction() throws {
    let result = try scan("PayloadShadowsAction.swift")
    let viewer = try feature(result, "Viewer")
    #expect(routes(viewer) == ["editor.delegate.saved", "editor"], "not the inner ImageUse.editor")
    #expect(viewer.handlers.map { $0.location?.line } == [37, 39])
    #expect(result.unresolved.isEmpty, "no pattern is said to name no case of Viewer.Action")
  }

  @Test func unlabelledTupleActionCaseIsAnIdentifiedChild() throws {
    let result = try scan("TupleForEachAction.swift")
    let inbox = try feature(result, "Inbox")
    let thread = try #require(inbox.action(named: "thread"))
    #expect(thread.kind == .child)
    #expect(thread.child == "Thread")
    #expect(thread.wrapper == .identified)
    #expect(inbox.children.map(\.operator) == [.forEach])
    let archived = try #require(inbox.handlers.first { $0.route.last == "archived" })
    #expect(archived.route == ["thread", "element", "delegate", "archived"])
    #expect(archived.match == .delegate)
    #expect(archived.owner == "Thread")
  }

  @Test func ifLetWithALabelledStateArgument() throws {
    let result = try scan("LabelledIfLetState.swift")
    let loader = try feature(result, "Loader")
    #expect(loader.children.map(\.operator) == [.ifLet])
    #expect(loader.children.map(\.statePath) == ["detail"])
    #expect(loader.children.map(\.child) == ["Detail"])
    #expect(result.unresolved.isEmpty)
  }

  @Test func selfInAForEachClosureIsTheFeatureItself() throws {
    let result = try scan("RecursiveSelf.swift")
    let folder = try feature(result, "Folder")
    #expect(folder.children.map(\.child) == ["Folder"])
    #expect(folder.children.map(\.operator) == [.forEach])
    #expect(result.graph.roots == ["Folder"], "composing itself does not stop it being a root")
    #expect(result.unresolved.isEmpty)
  }

  @Test func stateAndActionNamedByTheBodyType() throws {
    let result = try scan("CustomDomainNames.swift")
    let scoreboard = try feature(result, "Scoreboard")
    #expect(scoreboard.actions.map(\.name) == ["pointScored", "resetTapped"])
  }

  @Test func helperMemberScopesComeBeforeTheModifierAppliedToIt() throws {
    let result = try scan("HelperMemberBeforeModifier.swift")
    let player = try feature(result, "Player")
    #expect(player.children.map(\.child) == ["Queue", "Lyrics"])
    #expect(player.children.map(\.operator) == [.scope, .ifLet])
    #expect(player.children.map(\.order) == [0, 0])
  }

  @Test func alertPresentationWithoutClosureIsNotAnUnresolvedChild() throws {
    let result = try scan("AlertPresentationWithoutClosure.swift")
    let recorder = try feature(result, "Recorder")
    #expect(recorder.children.isEmpty)
    #expect(result.unresolved.isEmpty)
  }

  @Test func routesIntoUnscannedFeaturesAreClassifiedByLaneNames() throws {
    let result = try scan("RoutesIntoUnscannedFeatures.swift")
    let lobby = try feature(result, "Lobby")
    let playAgain = try #require(lobby.handlers.first { $0.route.last == "playAgain" })
    #expect(playAgain.route == ["match", "board", "results", "delegate", "playAgain"])
    #expect(playAgain.match == .delegate)
    #expect(playAgain.owner == "MatchFeature")
    let restart = try #require(lobby.handlers.first { $0.route.contains("restart") })
    #expect(
      restart.route == ["match", "board", "results", "delegate", "restart"], "payload dropped")
    #expect(restart.match == .delegate)
    let quit = try #require(lobby.handlers.first { $0.route.last == "quitTapped" })
    #expect(quit.match == .other)
  }

  @Test func reducersBuiltInsideAWrappersClosureAreTheHostsChildren() throws {
    let result = try scan("BuilderClosureWrappers.swift")
    #expect(
      result.graph.features.map(\.id) == ["Book", "Library", "Loans", "Notes", "Review", "Shelf"])
    #expect(result.graph.roots == ["Library"])
    let library = try feature(result, "Library")
    #expect(library.children.map(\.child) == ["Shelf", "Loans"], "inside Traced { … }")
    #expect(library.children.map(\.operator) == [.scope, .scope])
    #expect(library.unread == nil, "Audit's closure of two parameters is not read as reducers")
    #expect(routes(library) == ["shelf.delegate.bookPicked", "shelf", "loans"])
    let book = try feature(result, "Book")
    #expect(book.children.map(\.child) == ["Review", "Notes"], "core(me:) first, then the Scope")
    #expect(book.children.map(\.operator) == [.ifLet, .scope])
    #expect(book.unread == nil, "a helper taking a parameter is read")
    #expect(
      result.unresolved.map { $0.location?.line } == [14],
      "only Traced's own call of its base, which is no feature")
  }
}

/// The action enum naming of TCA before `ReducerProtocol`.
@Suite struct ScanPreReducerProtocolNamingTests {
  @Test func unscannedXActionPayloadIsAChildFeatureX() throws {
    let result = try ScanFixtureSupport.scan("Forms/UnscannedXActionChild.swift")
    let dashboard = try #require(result.graph.feature("Dashboard"))
    #expect(dashboard.action(named: "stats")?.child == "Stats")
    #expect(dashboard.action(named: "filterChanged")?.kind == .leaf, "Filter is not an action")
    let share = try #require(dashboard.handlers.first { $0.route.first == "stats" })
    #expect(share.route == ["stats", "rowTapped", "share"])
    #expect(share.owner == "Stats")
    #expect(share.match == .other)
  }
}
