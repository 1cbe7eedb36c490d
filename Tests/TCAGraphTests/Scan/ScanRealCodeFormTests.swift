import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// Forms real apps write that the smaller fixtures do not: reducers named through a namespace
/// declared in another file.
@Suite struct ScanRealCodeFormTests {
  private func scan(_ fixture: String) throws -> ScanResult {
    let result = try ScanFixtureSupport.scan("Forms/" + fixture)
    #expect(result.diagnostics == [], "\(fixture) parses cleanly")
    return result
  }

  private func children(_ feature: Feature) -> [String] {
    feature.children.map { scope in
      "\(scope.operator.rawValue) \(scope.statePath)/\(scope.actionPath) → \(scope.child) #\(scope.order)"
    }
  }

  private func handlers(_ feature: Feature) -> [String] {
    feature.handlers.map { handler in
      "\(handler.route.joined(separator: ".")) → \(handler.owner?.rawValue ?? "-") "
        + handler.match.rawValue
    }
  }

  @Test func nestedReducerInANamespaceOfAnotherFileResolvesByItsQualifiedName() throws {
    let result = try scan("QualifiedNestedReducer")
    #expect(result.graph.features.map(\.id) == ["AdminFeature.Reducer", "Root"])
    #expect(result.graph.roots == ["Root"])
    #expect(result.unresolved.isEmpty)
    let root = try #require(result.graph.feature("Root"))
    #expect(children(root) == ["scope adminAuthed/adminAuthed → AdminFeature.Reducer #0"])
    #expect(root.action(named: "adminAuthed")?.child == "AdminFeature.Reducer")
    #expect(
      handlers(root) == [
        "adminAuthed.delegate.signedOut → AdminFeature.Reducer delegate",
        "adminAuthed → Root catchAll",
      ], "the root's matches attach to the child's cases")
    let admin = try #require(result.graph.feature("AdminFeature.Reducer"))
    #expect(admin.location?.file == "Forms/QualifiedNestedReducer/AdminFeature+Reducer.swift")
    #expect(admin.action(named: "delegate")?.cases.map(\.name) == ["signedOut"])
  }
}
