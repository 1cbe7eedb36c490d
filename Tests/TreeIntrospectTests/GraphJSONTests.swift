import ExampleApp
import Foundation
import Testing
import TreeIntrospect

@Suite struct GraphJSONTests {
  @Test func roundTripGivesTheSameGraph() throws {
    let graph = try exampleAppGraph()
    let decoded = try ArchitectureGraph(jsonData: graph.jsonData())
    #expect(decoded == graph)
  }

  @Test func encodingIsByteDeterministic() throws {
    let first = try exampleAppGraph().jsonData()
    let second = try exampleAppGraph().jsonData()
    #expect(first == second)
    let shuffled = try exampleAppGraph()
    let reordered = ArchitectureGraph(
      roots: shuffled.roots, features: shuffled.features.reversed(),
      dependencyClients: (shuffled.dependencyClients ?? []).reversed())
    #expect(try reordered.jsonData() == first)
  }

  @Test func jsonIsVersionedWithSortedKeys() throws {
    let text = try #require(String(data: try exampleAppGraph().jsonData(), encoding: .utf8))
    #expect(text.contains("\"schemaVersion\" : 4"), "\(text)")
    #expect(text.hasSuffix("}\n"))
    let features = try #require(text.range(of: "\"features\""))
    let roots = try #require(text.range(of: "\"roots\""))
    #expect(features.lowerBound < roots.lowerBound)
  }

  @Test func unknownSchemaVersionIsRejected() {
    let data = Data(#"{"schemaVersion": 99, "roots": [], "features": []}"#.utf8)
    #expect(throws: ArchitectureGraphDecodingError.unsupportedSchemaVersion(99)) {
      try ArchitectureGraph(jsonData: data)
    }
  }

  @Test func versionOneFilesLoadAsTheCurrentVersion() throws {
    let data = Data(
      #"{"schemaVersion": 1, "roots": ["A"], "features": [{"id": "A", "kind": "reducer", "stateFields": [], "actions": [], "children": [], "handlers": [], "emissions": []}]}"#
        .utf8)
    let graph = try ArchitectureGraph(jsonData: data)
    #expect(graph.schemaVersion == ArchitectureGraph.currentSchemaVersion)
    #expect(graph.features.first?.module == nil)
    #expect(graph.roots == ["A"])
  }

  @Test func unsupportedVersionMessageNamesTheVersion() {
    let data = Data(#"{"schemaVersion": 5, "roots": [], "features": []}"#.utf8)
    let error = #expect(throws: (any Error).self) { try ArchitectureGraph(jsonData: data) }
    let message = error.map(String.init(describing:)) ?? ""
    #expect(message.contains("schemaVersion 5 is not supported"), "\(message)")
  }

  @Test func malformedFilesSayWhatIsWrong() {
    let notJSON = #expect(throws: ArchitectureGraphDecodingError.self) {
      try ArchitectureGraph(jsonData: Data("not json".utf8))
    }
    switch notJSON {
    case .notJSON: break
    default: Issue.record("expected notJSON, got \(String(describing: notJSON))")
    }
    #expect(throws: ArchitectureGraphDecodingError.missingSchemaVersion) {
      try ArchitectureGraph(jsonData: Data(#"{"roots": []}"#.utf8))
    }
    let wrongType = Data(#"{"schemaVersion": 1, "roots": [], "features": [{"id": 3}]}"#.utf8)
    let error = #expect(throws: (any Error).self) { try ArchitectureGraph(jsonData: wrongType) }
    let message = error.map(String.init(describing:)) ?? ""
    #expect(message.contains("features[0]"), "\(message)")
  }
}
