import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// Forms met in a third round of open-source TCA apps, each over a fixture of its own.
@Suite struct ScanEnumCaseAndConformanceFormTests {
  private func scan(_ fixture: String) throws -> ScanResult {
    let result = try ScanFixtureSupport.scan("Forms/" + fixture)
    #expect(result.diagnostics == [], "\(fixture) parses cleanly")
    return result
  }

  @Test func reducerConformanceWithoutCasePathableActionNeedsNoCasePathableLanes() throws {
    let result = try scan("ReducerConformanceEra.swift")
    let checkout = try #require(result.graph.feature("Checkout"))
    let delegate = try #require(checkout.action(named: "delegate"))
    #expect(delegate.kind == .group)
    #expect(delegate.casePathable == nil, "`/Action.x` case paths read any enum")
    let receipt = try #require(result.graph.feature("Receipt"))
    #expect(
      receipt.action(named: "delegate")?.casePathable == false,
      "a @CasePathable Action still needs @CasePathable lanes")
  }
}

/// Enum-reducer cases that name another module's nested reducer.
@Suite struct ScanModuleNestedReducerTests {
  @Test func customBodyCaseIsTheModulesOwnNestedReducer() throws {
    let result = try ScanFixtureSupport.scan("Forms/CustomBodyEnumCases.swift")
    let path = try #require(result.graph.feature("Home.Path"))
    #expect(path.action(named: "inbox")?.child == "Inbox.Path")
    #expect(path.action(named: "settings")?.child == "Settings.Path")
    #expect(path.children.map(\.child) == ["Inbox.Path", "Settings.Path"])
    #expect(result.graph.feature("Home")?.children.map(\.child) == ["Home.Path"])
  }
}
