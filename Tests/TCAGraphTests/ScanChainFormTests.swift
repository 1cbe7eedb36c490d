import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// Reducer operators anywhere in a chain, members run by hand from `Reduce`, and handlers written
/// in extensions of `Reducer` constrained to one feature.
@Suite struct ScanChainFormTests {
  private func scan(_ fixture: String) throws -> ScanResult {
    let result = try ScanFixtureSupport.scan("Forms/" + fixture)
    #expect(result.diagnostics == [], "\(fixture) parses cleanly")
    return result
  }

  private func feature(_ result: ScanResult, _ id: FeatureID) throws -> Feature {
    try #require(result.graph.feature(id), "\(id) is a feature")
  }

  /// A child reduced to what the chain decides: operator, state path, child and body order.
  private func shape(_ feature: Feature) -> [String] {
    feature.children.map {
      "\($0.operator.rawValue) \($0.statePath) \($0.child.rawValue) \($0.order)"
    }
  }

  @Test func operatorsAfterOnChangeAndCustomModifiersOnAnyReceiverAreRead() throws {
    let result = try scan("ChainedOperatorsOnAnyReceiver.swift")
    let garden = try feature(result, "Garden")
    #expect(
      shape(garden) == [
        "scope soil Soil 0", "scope compost Compost 0", "ifLet $destination Garden.Destination 0",
        "scope shed Shed 1", "stackForEach path Garden.Path 1",
      ])
    #expect(
      garden.children.map(\.actionPath) == ["soil", "compost", "destination", "shed", "path"])
    #expect(garden.children.map(\.location?.line) == [56, 39, 45, 63, 50])
    #expect(result.graph.roots == ["Garden"])
    #expect(result.unresolved.isEmpty, "\(result.unresolved)")
  }

  @Test func chainedDestinationIsIntegratedForLint() throws {
    let report = try LintRunner.run(
      LintRequest(
        paths: ["Tests/TCAGraphTests/Fixtures/Scan/Forms/ChainedOperatorsOnAnyReceiver.swift"],
        workingDirectory: LintCoupledAppTests.packageRoot)
    ).get()
    #expect(report.graph.feature("Garden") != nil, "the fixture was scanned")
    #expect(report.findings.filter { $0.ruleID == UnintegratedChildState.id }.isEmpty)
  }
}
