import Foundation
import TCAGraph
import TreeIntrospect
import XCTest

/// One test per TCA form the scanner claims to read, each over a fixture of its own.
final class ScanFormTests: XCTestCase {
  private func feature(_ fixture: String, _ id: FeatureID) throws -> Feature {
    let result = try ScanFixtureSupport.scan("Forms/" + fixture)
    XCTAssertEqual(result.diagnostics, [], "\(fixture) parses cleanly")
    return try XCTUnwrap(result.graph.feature(id), "\(id) in \(fixture)")
  }

  private func routes(_ feature: Feature) -> [String] {
    feature.handlers.map { $0.route.joined(separator: ".") }
  }

  func testReducerEnumCasesAreChildrenExceptStateOnlyCases() throws {
    let destination = try feature("DestinationEnum.swift", "Inventory.Destination")
    XCTAssertEqual(destination.kind, .enumReducer)
    XCTAssertEqual(destination.children.map(\.child), ["ItemForm", "ItemForm"])
    XCTAssertEqual(destination.children.map(\.statePath), ["addItem", "editItem"])
    XCTAssertEqual(destination.children.map(\.operator), [.enumCase, .enumCase])
    XCTAssertEqual(destination.children.map(\.order), [0, 1])
    XCTAssertEqual(
      destination.actions.filter { $0.kind == .child }.map(\.name), ["addItem", "editItem"])
    XCTAssertEqual(destination.action(named: "alert")?.kind, .leaf)
    XCTAssertEqual(destination.action(named: "placeholder")?.kind, .leaf)
    XCTAssertEqual(destination.action(named: "pair")?.payload, ["ItemForm", "Int"])
  }

  func testIfLetWithoutClosureComposesTheNestedReducerEnum() throws {
    let inventory = try feature("DestinationEnum.swift", "Inventory")
    XCTAssertEqual(
      inventory.children,
      [
        ChildScope(
          operator: .ifLet, statePath: "$destination", actionPath: "destination",
          child: "Inventory.Destination", order: 0, location: inventory.children.first?.location)
      ])
    XCTAssertEqual(inventory.stateFields.map(\.container), [.presented])
    let saved = inventory.handlers.filter { $0.route.last == "saved" }
    XCTAssertEqual(saved.count, 2, "case .a, .b: gives one handler per pattern")
    XCTAssertEqual(saved.map(\.owner), ["ItemForm", "ItemForm"])
    XCTAssertEqual(saved.first?.effects.map(\.kind), [.dismiss])
    XCTAssertEqual(saved.first?.effects.first?.target, "destination")
    XCTAssertEqual(saved.first?.location.map { [$0.line, $0.column] }, [40, 12])
  }

  func testReducerProtocolEraWithCasePathsAndOldForEach() throws {
    let settings = try feature("ReducerProtocolEra.swift", "Settings")
    XCTAssertEqual(settings.children.map(\.operator), [.ifLet, .forEach, .ifLet])
    XCTAssertEqual(settings.children.map(\.statePath), ["$destination", "rows", "profile"])
    XCTAssertEqual(settings.children.map(\.actionPath), ["destination", "row", "profile"])
    XCTAssertEqual(
      settings.stateFields.map(\.container), [.presented, .identifiedArray, .optional])
    XCTAssertEqual(settings.action(named: "row")?.child, "Row")
    XCTAssertTrue(routes(settings).contains("destination.presented.about.delegate.linkOpened"))
    XCTAssertTrue(routes(settings).contains("row.delegate.removed"))
    let signedOut = try XCTUnwrap(settings.handlers.first { $0.route.last == "signedOut" })
    XCTAssertEqual(signedOut.match, .delegate)
    XCTAssertEqual(signedOut.effects.map(\.kind), [.dismiss])
    let destination = try feature("ReducerProtocolEra.swift", "Settings.Destination")
    XCTAssertEqual(destination.kind, .reducer)
    XCTAssertEqual(destination.children.map(\.operator), [.enumCase, .enumCase])
    XCTAssertEqual(destination.children.map(\.order), [0, 1])
    let profile = try feature("ReducerProtocolEra.swift", "Profile")
    XCTAssertEqual(profile.action(named: "delegate")?.lane, .delegate)
    XCTAssertEqual(profile.action(named: "delegate")?.typeName, "DelegateAction")
    XCTAssertEqual(routes(profile), ["delegate"], "reduce(into:action:) is read")
  }

  func testConformanceInAnotherFileAndNestedEnumsInExtensions() throws {
    let result = try ScanFixtureSupport.scan("Forms/CrossFile")
    XCTAssertEqual(result.fileCount, 4)
    let counter = try XCTUnwrap(result.graph.feature("Counter"))
    XCTAssertEqual(result.graph.roots, ["Counter"])
    XCTAssertEqual(counter.children.map(\.operator), [.scope])
    XCTAssertEqual(counter.children.first?.statePath, "child")
    XCTAssertEqual(counter.children.first?.actionPath, "timer")
    XCTAssertEqual(counter.action(named: "view")?.kind, .group)
    XCTAssertEqual(counter.action(named: "view")?.cases.map(\.name), ["incrementTapped"])
    XCTAssertEqual(counter.action(named: "view")?.casePathable, true)
    XCTAssertEqual(routes(counter), ["timer.delegate.ticked", "timer"])
    XCTAssertEqual(counter.handlers.first?.location?.file, "Forms/CrossFile/Counter+Reducer.swift")
    XCTAssertEqual(counter.emissions.map(\.origin), [.view], "@ViewAction send(.x) is .view(.x)")
    XCTAssertEqual(counter.emissions.first?.route, ["view", "incrementTapped"])
  }

  func testScopeFormsAndBodyOrder() throws {
    let dashboard = try feature("Composition.swift", "Dashboard")
    let header = dashboard.children.filter { $0.statePath == "header" }
    XCTAssertEqual(
      header.map(\.child), ["Header", "HeaderAnalytics"], "several reducers in one Scope")
    XCTAssertEqual(header.map(\.order), [1, 1])
    let user = try XCTUnwrap(dashboard.children.first { $0.actionPath == "user" })
    XCTAssertEqual(user.statePath, "settings.user")
    XCTAssertEqual(user.child, "Account", "module-qualified child resolves")
    XCTAssertEqual(user.order, 2)
    XCTAssertEqual(
      dashboard.children.filter { $0.order == 3 }.map(\.operator),
      [.forEach, .stackForEach, .ifLet, .ifLet, .ifLet])
  }

  func testForEachOperatorComesFromTheFieldTypeNotItsName() throws {
    let dashboard = try feature("Composition.swift", "Dashboard")
    XCTAssertEqual(dashboard.children.first { $0.statePath == "path" }?.operator, .forEach)
    XCTAssertEqual(dashboard.children.first { $0.statePath == "items" }?.operator, .stackForEach)
    XCTAssertEqual(dashboard.children.first { $0.statePath == "items" }?.child, "Dashboard.Screen")
    XCTAssertEqual(dashboard.action(named: "items")?.wrapper, .stack)
    XCTAssertEqual(dashboard.action(named: "path")?.wrapper, .identified)
    XCTAssertEqual(dashboard.action(named: "binding")?.payload, ["BindingAction<State>"])
  }

  func testHelpersAndParentDomainReducersAreFollowed() throws {
    let result = try ScanFixtureSupport.scan("Forms/Composition.swift")
    XCTAssertNil(result.graph.feature("DashboardLogging"), "runs on Dashboard's domain")
    let dashboard = try XCTUnwrap(result.graph.feature("Dashboard"))
    XCTAssertEqual(
      routes(dashboard),
      [
        "items.element.card.delegate.opened", "items.popFrom", "items.push",
        "header.delegate.refreshed",
      ])
    XCTAssertEqual(dashboard.handlers.map(\.match), [.delegate, .wrapper, .wrapper, .delegate])
    XCTAssertEqual(
      dashboard.children.filter { $0.statePath == "$destination" }.map(\.child),
      ["Dashboard.Destination"])
  }

  func testEnumStateUsesEnumCaseAndIfCaseLet() throws {
    let game = try feature("Composition.swift", "Game")
    XCTAssertEqual(game.children.map(\.operator), [.ifCaseLet, .enumCase])
    XCTAssertEqual(game.children.map(\.order), [0, 1])
  }

  func testHandlerRoutesAndEffects() throws {
    let root = try feature("Handlers.swift", "Root")
    XCTAssertEqual(
      routes(root),
      [
        "child.delegate.reset", "path.element.detail.delegate.deleted",
        "path.element.list.delegate.opened", "path.element.detail.view.closeTapped",
        "editor.presented.delegate.saved", "editor.presented.view", "editor.dismiss",
        "rows.element.delegate.selected", "rows.element.internal.loaded", "delegate", "path",
        "editor", "rows", "child",
      ])
    let byRoute = Dictionary(
      uniqueKeysWithValues: root.handlers.map { ($0.route.joined(separator: "."), $0) })
    let deleted = try XCTUnwrap(byRoute["path.element.detail.delegate.deleted"])
    XCTAssertEqual(deleted.owner, "Detail")
    XCTAssertEqual(
      deleted.effects.map { [$0.kind.rawValue, $0.target ?? "", $0.detail ?? ""] },
      [["stackWrite", "path", "list"], ["popFrom", "path", ""]])
    XCTAssertEqual(deleted.location.map { [$0.line, $0.column] }, [42, 12])
    XCTAssertEqual(byRoute["path.element.list.delegate.opened"]?.effects.map(\.kind), [.push])
    XCTAssertEqual(byRoute["path.element.detail.view.closeTapped"]?.match, .view)
    XCTAssertEqual(
      byRoute["path.element.detail.view.closeTapped"]?.effects.map(\.kind), [.removeLast])
    let saved = try XCTUnwrap(byRoute["editor.presented.delegate.saved"])
    XCTAssertEqual(saved.effects.map(\.kind), [.dismiss, .sendDelegate])
    XCTAssertTrue(saved.mutatesState)
    XCTAssertTrue(saved.returnsEffect)
    XCTAssertEqual(byRoute["editor.dismiss"]?.match, .wrapper)
    XCTAssertEqual(byRoute["editor"]?.match, .catchAll)
    XCTAssertEqual(byRoute["rows.element.internal.loaded"]?.match, .internal)
    XCTAssertEqual(byRoute["rows.element.delegate.selected"]?.effects.first?.kind, .sendToChild)
    XCTAssertEqual(byRoute["rows.element.delegate.selected"]?.effects.first?.target, "child")
    XCTAssertEqual(byRoute["child.delegate.reset"]?.mutatesState, true)
    XCTAssertEqual(byRoute["delegate"]?.match, .delegate)
  }

  func testEmissionsFromReducerEffectsAndViews() throws {
    let login = try feature("ViewSends.swift", "Login")
    XCTAssertEqual(
      login.emissions.map(\.route),
      [["_internal", "response"], ["view", "submitTapped"], ["view", "submitTapped"]])
    XCTAssertEqual(login.emissions.map(\.origin), [.effect, .reducer, .view])
    XCTAssertEqual(login.emissions.map(\.lane), [.internal, .view, .view])
    let root = try feature("Handlers.swift", "Root")
    XCTAssertEqual(root.emissions.map(\.origin), [.reducer, .reducer, .effect])
    XCTAssertEqual(root.emissions.last?.owner, "Child")
  }
}
