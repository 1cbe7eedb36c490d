import ExampleApp
import Foundation
import TCAGraph
import TreeIntrospect
import XCTest

/// The bundled example written as TCA source scans to the graph its registration builds.
final class ScanExampleAppTests: XCTestCase {
  func testScanningTheExampleSourcesGivesTheRegisteredGraph() throws {
    let result = try ScanFixtureSupport.scan("ExampleApp")
    XCTAssertEqual(result.diagnostics, [])
    XCTAssertEqual(result.fileCount, 9)
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
    XCTAssertEqual(scanned.roots, registered.roots)
    XCTAssertEqual(scanned.features.map(\.id), registered.features.map(\.id))
    for feature in registered.features {
      guard let mine = scanned.feature(feature.id) else { continue }
      XCTAssertEqual(mine.kind, feature.kind, "\(feature.id) kind")
      XCTAssertEqual(mine.stateFields, feature.stateFields, "\(feature.id) state fields")
      XCTAssertEqual(mine.actions, feature.actions, "\(feature.id) actions")
      XCTAssertEqual(mine.children, feature.children, "\(feature.id) children")
      XCTAssertEqual(mine.handlers, feature.handlers, "\(feature.id) handlers")
      XCTAssertEqual(mine.emissions, feature.emissions, "\(feature.id) emissions")
    }
  }

  func testStackFieldKeepsTheTypeAsWritten() throws {
    let app = try XCTUnwrap(ScanFixtureSupport.scan("ExampleApp").graph.feature("AppFeature"))
    XCTAssertEqual(
      app.stateFields.map(\.typeName),
      ["Lista.State", "Editor.State?", "IdentifiedArrayOf<Fila.State>", "StackState<Path.State>"])
  }
}
