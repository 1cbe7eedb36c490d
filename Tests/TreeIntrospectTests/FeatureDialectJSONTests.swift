import Foundation
import Testing
import TreeIntrospect

/// `Feature.dialect` and `Feature.prompt` in the JSON form: written only when set, read back
/// equal, and a prompt that is no TCA 2 struct feature refused at its place.
@Suite struct FeatureDialectJSONTests {
  private func graph(_ edit: (inout Feature) -> Void) -> ArchitectureGraph {
    var confirm = Feature(id: "Confirm")
    edit(&confirm)
    return ArchitectureGraph(roots: ["Confirm"], features: [confirm])
  }

  @Test func aTCA2PromptRoundTripsAndTCA1WritesNeitherField() throws {
    let prompt = graph {
      $0.dialect = .tca2
      $0.prompt = true
    }
    let text = String(decoding: try prompt.jsonData(), as: UTF8.self)
    #expect(text.contains("\"dialect\" : \"tca2\""))
    #expect(text.contains("\"prompt\" : true"))
    #expect(try ArchitectureGraph(jsonData: try prompt.jsonData()) == prompt)
    let plain = String(decoding: try graph { _ in }.jsonData(), as: UTF8.self)
    #expect(!plain.contains("dialect") && !plain.contains("prompt"))
    #expect(graph { _ in }.features[0].writtenDialect == .tca1)
  }

  @Test func aPromptOutsideTCA2OrOfAnEnumIsRefused() throws {
    let expected =
      "not a tca-graph architecture graph: at features[0].prompt: a prompt is a TCA 2 struct feature"
    #expect(
      GraphValidationTests.error(reading: try graph { $0.prompt = true }.jsonData()) == expected)
    let enumPrompt = graph {
      $0.dialect = .tca2
      $0.kind = .enumReducer
      $0.prompt = true
    }
    #expect(GraphValidationTests.error(reading: try enumPrompt.jsonData()) == expected)
    let falsePrompt = graph {
      $0.dialect = .tca2
      $0.prompt = false
    }
    #expect(
      GraphValidationTests.error(reading: try falsePrompt.jsonData())
        == "not a tca-graph architecture graph: at features[0].prompt: false is written as absent")
  }
}
