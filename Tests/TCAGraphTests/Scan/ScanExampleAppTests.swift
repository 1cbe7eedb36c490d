import ExampleApp
import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// The bundled example written as TCA source scans to the graph its registration builds.
@Suite struct ScanExampleAppTests {
  @Test func scanningTheExampleSourcesGivesTheRegisteredGraph() throws {
    let result = try ScanFixtureSupport.scan("ExampleApp")
    #expect(result.diagnostics == [])
    #expect(result.fileCount == 10)
    var scanned = ScanFixtureSupport.withoutLocations(result.graph)
    let registered = try exampleAppGraph()
    for index in scanned.features.indices {
      for field in scanned.features[index].stateFields.indices {
        let registeredField = registered.feature(scanned.features[index].id)?.stateFields
          .first { $0.name == scanned.features[index].stateFields[field].name }
        if let registeredField {
          scanned.features[index].stateFields[field].typeName = registeredField.typeName
        }
      }
    }
    #expect(scanned.roots == registered.roots)
    #expect(scanned.features.map(\.id) == registered.features.map(\.id))
    #expect(registered.dependencyClients?.map(\.id) == ["api", "apiClient", "borradores"])
    #expect(scanned.dependencyClients == registered.dependencyClients)
    #expect(scanned.sharedKeys == registered.sharedKeys)
    for feature in registered.features {
      guard let mine = scanned.feature(feature.id) else { continue }
      #expect(mine.kind == feature.kind, "\(feature.id) kind")
      #expect(mine.stateFields == feature.stateFields, "\(feature.id) state fields")
      #expect(mine.actions == feature.actions, "\(feature.id) actions")
      #expect(mine.children == feature.children, "\(feature.id) children")
      #expect(mine.handlers == feature.handlers, "\(feature.id) handlers")
      #expect(mine.emissions == feature.emissions, "\(feature.id) emissions")
      #expect(mine.channels == feature.channels, "\(feature.id) channels")
    }
  }

  @Test func stackFieldKeepsTheTypeAsWritten() throws {
    let app = try #require(ScanFixtureSupport.scan("ExampleApp").graph.feature("AppFeature"))
    #expect(
      app.stateFields.map(\.typeName) == [
        "Lista.State", "Editor.State?", "IdentifiedArrayOf<Fila.State>", "StackState<Path.State>",
      ])
  }
}
