import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// One test per TCA form the scanner claims to read, each over a fixture of its own.
@Suite struct ScanFormTests {
  private func feature(_ fixture: String, _ id: FeatureID) throws -> Feature {
    let result = try ScanFixtureSupport.scan("Forms/" + fixture)
    #expect(result.diagnostics == [], "\(fixture) parses cleanly")
    return try #require(result.graph.feature(id), "\(id) in \(fixture)")
  }

  private func routes(_ feature: Feature) -> [String] {
    feature.handlers.map { $0.route.joined(separator: ".") }
  }

  @Test func reducerEnumCasesAreChildrenExceptStateOnlyCases() throws {
    let destination = try feature("DestinationEnum.swift", "Inventory.Destination")
    #expect(destination.kind == .enumReducer)
    #expect(destination.children.map(\.child) == ["ItemForm", "ItemForm"])
    #expect(destination.children.map(\.statePath) == ["addItem", "editItem"])
    #expect(destination.children.map(\.operator) == [.enumCase, .enumCase])
    #expect(destination.children.map(\.order) == [0, 1])
    #expect(
      destination.actions.filter { $0.kind == .child }.map(\.name) == ["addItem", "editItem"])
    let alert = try #require(destination.action(named: "alert"))
    #expect(alert.kind == .group, "the macro's Action.alert(Alert), with Alert's cases")
    #expect(alert.typeName == "Alert")
    #expect(alert.cases.map(\.name) == ["confirmDeletion"])
    #expect(destination.action(named: "placeholder")?.kind == .leaf)
    #expect(destination.action(named: "pair")?.payload == ["ItemForm", "Int"])
  }

  @Test func ifLetWithoutClosureComposesTheNestedReducerEnum() throws {
    let inventory = try feature("DestinationEnum.swift", "Inventory")
    #expect(
      inventory.children == [
        ChildScope(
          operator: .ifLet, statePath: "$destination", actionPath: "destination",
          child: "Inventory.Destination", order: 0, location: inventory.children.first?.location)
      ])
    #expect(inventory.stateFields.map(\.container) == [.presented])
    let saved = inventory.handlers.filter { $0.route.last == "saved" }
    #expect(saved.count == 2, "case .a, .b: gives one handler per pattern")
    #expect(saved.map(\.owner) == ["ItemForm", "ItemForm"])
    #expect(saved.first?.effects.map(\.kind) == [.dismiss])
    #expect(saved.first?.effects.first?.target == "destination")
    #expect(saved.first?.location.map { [$0.line, $0.column] } == [40, 12])
  }

  @Test func reducerProtocolEraWithCasePathsAndOldForEach() throws {
    let settings = try feature("ReducerProtocolEra.swift", "Settings")
    #expect(settings.children.map(\.operator) == [.ifLet, .forEach, .ifLet])
    #expect(settings.children.map(\.statePath) == ["$destination", "rows", "profile"])
    #expect(settings.children.map(\.actionPath) == ["destination", "row", "profile"])
    #expect(settings.stateFields.map(\.container) == [.presented, .identifiedArray, .optional])
    #expect(settings.action(named: "row")?.child == "Row")
    #expect(routes(settings).contains("destination.presented.about.delegate.linkOpened"))
    #expect(settings.action(named: "row")?.wrapper == .identified)
    #expect(
      routes(settings).contains("row.element.delegate.removed"),
      "row(id:action:) is IdentifiedAction's element written before it existed")
    let signedOut = try #require(settings.handlers.first { $0.route.last == "signedOut" })
    #expect(signedOut.match == .delegate)
    #expect(signedOut.effects.map(\.kind) == [.dismiss])
    let destination = try feature("ReducerProtocolEra.swift", "Settings.Destination")
    #expect(destination.kind == .reducer)
    #expect(destination.children.map(\.operator) == [.enumCase, .enumCase])
    #expect(destination.children.map(\.order) == [0, 1])
    let profile = try feature("ReducerProtocolEra.swift", "Profile")
    #expect(profile.action(named: "delegate")?.lane == .delegate)
    #expect(profile.action(named: "delegate")?.typeName == "DelegateAction")
    #expect(routes(profile) == ["delegate"], "reduce(into:action:) is read")
  }

  @Test func conformanceInAnotherFileAndNestedEnumsInExtensions() throws {
    let result = try ScanFixtureSupport.scan("Forms/CrossFile")
    #expect(result.fileCount == 4)
    let counter = try #require(result.graph.feature("Counter"))
    #expect(result.graph.roots == ["Counter"])
    #expect(counter.children.map(\.operator) == [.scope])
    #expect(counter.children.first?.statePath == "child")
    #expect(counter.children.first?.actionPath == "timer")
    #expect(counter.action(named: "view")?.kind == .group)
    #expect(counter.action(named: "view")?.cases.map(\.name) == ["incrementTapped"])
    #expect(counter.action(named: "view")?.casePathable == true)
    #expect(routes(counter) == ["timer.delegate.ticked", "timer"])
    #expect(counter.handlers.first?.location?.file == "Forms/CrossFile/Counter+Reducer.swift")
    #expect(counter.emissions.map(\.origin) == [.view], "@ViewAction send(.x) is .view(.x)")
    #expect(counter.emissions.first?.route == ["view", "incrementTapped"])
  }

  @Test func scopeFormsAndBodyOrder() throws {
    let dashboard = try feature("Composition.swift", "Dashboard")
    let header = dashboard.children.filter { $0.statePath == "header" }
    #expect(header.map(\.child) == ["Header", "HeaderAnalytics"], "several reducers in one Scope")
    #expect(header.map(\.order) == [1, 1])
    let user = try #require(dashboard.children.first { $0.actionPath == "user" })
    #expect(user.statePath == "settings.user")
    #expect(user.child == "Account", "module-qualified child resolves")
    #expect(user.order == 2)
    #expect(
      dashboard.children.filter { $0.order == 3 }.map(\.operator)
        == [.sameDomain, .ifLet, .forEach, .stackForEach, .ifLet, .ifLet],
      "DashboardLogging and its ifLet, inside CombineReducers, come before the modifiers chained on it"
    )
  }

  @Test func forEachOperatorComesFromTheFieldTypeNotItsName() throws {
    let dashboard = try feature("Composition.swift", "Dashboard")
    #expect(dashboard.children.first { $0.statePath == "path" }?.operator == .forEach)
    #expect(dashboard.children.first { $0.statePath == "items" }?.operator == .stackForEach)
    #expect(dashboard.children.first { $0.statePath == "items" }?.child == "Dashboard.Screen")
    #expect(dashboard.action(named: "items")?.wrapper == .stack)
    #expect(dashboard.action(named: "path")?.wrapper == .identified)
    #expect(dashboard.action(named: "binding")?.payload == ["BindingAction<State>"])
  }

  @Test func helpersAndParentDomainReducersAreFollowed() throws {
    let result = try ScanFixtureSupport.scan("Forms/Composition.swift")
    #expect(result.graph.feature("DashboardLogging")?.kind == .logic)
    #expect(result.graph.feature("DashboardLogging")?.runsOn == "Dashboard")
    let dashboard = try #require(result.graph.feature("Dashboard"))
    #expect(
      routes(dashboard) == [
        "items.element.card.delegate.opened", "items.popFrom", "items.push",
        "header.delegate.refreshed",
      ])
    #expect(dashboard.handlers.map(\.match) == [.delegate, .wrapper, .wrapper, .delegate])
    #expect(dashboard.handlers.map(\.via) == [nil, nil, nil, "DashboardLogging"])
    #expect(
      dashboard.children.filter { $0.statePath == "$destination" }.map(\.child) == [
        "Dashboard.Destination"
      ])
  }

  @Test func enumStateUsesEnumCaseAndIfCaseLet() throws {
    let game = try feature("Composition.swift", "Game")
    #expect(game.children.map(\.operator) == [.ifCaseLet, .enumCase])
    #expect(game.children.map(\.order) == [0, 1])
  }

  @Test func handlerRoutesAndEffects() throws {
    let root = try feature("Handlers.swift", "Root")
    #expect(
      routes(root) == [
        "child.delegate.reset", "path.element.detail.delegate.deleted",
        "path.element.list.delegate.opened", "path.element.detail.view.closeTapped",
        "editor.presented.delegate.saved", "editor.presented.view", "editor.dismiss",
        "rows.element.delegate.selected", "rows.element.internal.loaded", "delegate", "path",
        "editor", "rows", "child",
      ])
    let byRoute = Dictionary(
      uniqueKeysWithValues: root.handlers.map { ($0.route.joined(separator: "."), $0) })
    let deleted = try #require(byRoute["path.element.detail.delegate.deleted"])
    #expect(deleted.owner == "Detail")
    #expect(
      deleted.effects.map { [$0.kind.rawValue, $0.target ?? "", $0.detail ?? ""] } == [
        ["stackWrite", "path", "list"], ["popFrom", "path", ""],
      ])
    #expect(deleted.location.map { [$0.line, $0.column] } == [42, 12])
    #expect(byRoute["path.element.list.delegate.opened"]?.effects.map(\.kind) == [.push])
    #expect(byRoute["path.element.detail.view.closeTapped"]?.match == .view)
    #expect(byRoute["path.element.detail.view.closeTapped"]?.effects.map(\.kind) == [.removeLast])
    let saved = try #require(byRoute["editor.presented.delegate.saved"])
    #expect(saved.effects.map(\.kind) == [.dismiss, .sendDelegate])
    #expect(saved.mutatesState)
    #expect(saved.returnsEffect)
    #expect(byRoute["editor.dismiss"]?.match == .wrapper)
    #expect(byRoute["editor"]?.match == .catchAll)
    #expect(byRoute["rows.element.internal.loaded"]?.match == .internal)
    #expect(byRoute["rows.element.delegate.selected"]?.effects.first?.kind == .sendToChild)
    #expect(byRoute["rows.element.delegate.selected"]?.effects.first?.target == "child")
    #expect(byRoute["child.delegate.reset"]?.mutatesState == true)
    #expect(byRoute["delegate"]?.match == .delegate)
  }

  @Test func emissionsFromReducerEffectsAndViews() throws {
    let login = try feature("ViewSends.swift", "Login")
    #expect(
      login.emissions.map(\.route) == [
        ["_internal", "response"], ["view", "submitTapped"], ["view", "submitTapped"],
      ])
    #expect(login.emissions.map(\.origin) == [.effect, .reducer, .view])
    #expect(login.emissions.map(\.lane) == [.internal, .view, .view])
    let root = try feature("Handlers.swift", "Root")
    #expect(root.emissions.map(\.origin) == [.reducer, .reducer, .effect])
    #expect(root.emissions.last?.owner == "Child")
  }
}
