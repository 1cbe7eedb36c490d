import ExampleApp
import Foundation
import TreeIntrospect
import XCTest

final class GraphJSONTests: XCTestCase {
  func testRoundTripGivesTheSameGraph() throws {
    let graph = try exampleAppGraph()
    let decoded = try ArchitectureGraph(jsonData: graph.jsonData())
    XCTAssertEqual(decoded, graph)
  }

  func testEncodingIsByteDeterministic() throws {
    let first = try exampleAppGraph().jsonData()
    let second = try exampleAppGraph().jsonData()
    XCTAssertEqual(first, second)
    let shuffled = try exampleAppGraph()
    let reordered = ArchitectureGraph(roots: shuffled.roots, features: shuffled.features.reversed())
    XCTAssertEqual(try reordered.jsonData(), first)
  }

  func testJSONIsVersionedWithSortedKeys() throws {
    let text = try XCTUnwrap(String(data: try exampleAppGraph().jsonData(), encoding: .utf8))
    XCTAssertTrue(text.contains("\"schemaVersion\" : 2"), text)
    XCTAssertTrue(text.hasSuffix("}\n"))
    let features = try XCTUnwrap(text.range(of: "\"features\""))
    let roots = try XCTUnwrap(text.range(of: "\"roots\""))
    XCTAssertLessThan(features.lowerBound, roots.lowerBound)
  }

  func testUnknownSchemaVersionIsRejected() {
    let data = Data(#"{"schemaVersion": 99, "roots": [], "features": []}"#.utf8)
    XCTAssertThrowsError(try ArchitectureGraph(jsonData: data)) { error in
      XCTAssertEqual(error as? ArchitectureGraphDecodingError, .unsupportedSchemaVersion(99))
    }
  }

  func testVersionOneFilesLoadAsTheCurrentVersion() throws {
    let data = Data(
      #"{"schemaVersion": 1, "roots": ["A"], "features": [{"id": "A", "kind": "reducer", "stateFields": [], "actions": [], "children": [], "handlers": [], "emissions": []}]}"#
        .utf8)
    let graph = try ArchitectureGraph(jsonData: data)
    XCTAssertEqual(graph.schemaVersion, ArchitectureGraph.currentSchemaVersion)
    XCTAssertNil(graph.features.first?.module)
    XCTAssertEqual(graph.roots, ["A"])
  }

  func testUnsupportedVersionMessageNamesTheVersion() {
    let data = Data(#"{"schemaVersion": 3, "roots": [], "features": []}"#.utf8)
    XCTAssertThrowsError(try ArchitectureGraph(jsonData: data)) { error in
      XCTAssertTrue("\(error)".contains("schemaVersion 3 is not supported"), "\(error)")
    }
  }

  func testMalformedFilesSayWhatIsWrong() {
    XCTAssertThrowsError(try ArchitectureGraph(jsonData: Data("not json".utf8))) { error in
      guard case .notJSON = error as? ArchitectureGraphDecodingError else {
        return XCTFail("\(error)")
      }
    }
    XCTAssertThrowsError(try ArchitectureGraph(jsonData: Data(#"{"roots": []}"#.utf8))) { error in
      XCTAssertEqual(error as? ArchitectureGraphDecodingError, .missingSchemaVersion)
    }
    let wrongType = Data(#"{"schemaVersion": 1, "roots": [], "features": [{"id": 3}]}"#.utf8)
    XCTAssertThrowsError(try ArchitectureGraph(jsonData: wrongType)) { error in
      XCTAssertTrue("\(error)".contains("features[0]"), "\(error)")
    }
  }
}
