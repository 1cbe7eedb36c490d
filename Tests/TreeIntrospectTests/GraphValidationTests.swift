import Foundation
import Testing
import TreeIntrospect

/// A forged IR file is read whole or refused with the place of the first bad value.
@Suite struct GraphValidationTests {
  /// The JSON of a graph of `App` composing `Child`, with `edit` applied to App's feature.
  static func json(_ edit: (inout Feature) -> Void) throws -> Data {
    var app = Feature(
      id: "App",
      children: [
        ChildScope(
          operator: .scope, statePath: "child", actionPath: "child", child: "Child", order: 0)
      ])
    edit(&app)
    return try ArchitectureGraph(roots: ["App"], features: [app, Feature(id: "Child")]).jsonData()
  }

  static func error(reading data: Data) -> String? {
    do {
      _ = try ArchitectureGraph(jsonData: data)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func anOrderNearIntMaxIsRefusedWithItsPlace() throws {
    let data = try Self.json { $0.children[0].order = Int.max }
    #expect(
      Self.error(reading: data)
        == "not a tca-graph architecture graph: at features[0].children[0].order: "
        + "9223372036854775807 is outside 0...1000000")
  }

  @Test func aNegativeOrderIsRefused() throws {
    let data = try Self.json { $0.children[0].order = -1 }
    #expect(Self.error(reading: data)?.contains("features[0].children[0].order: -1") == true)
  }

  @Test func aNegativeStoredStateFieldCountIsRefusedWithItsPlace() throws {
    let data = try Self.json { $0.storedStateFieldCount = -3 }
    #expect(
      Self.error(reading: data)
        == "not a tca-graph architecture graph: at features[0].storedStateFieldCount: -3 is "
        + "negative")
    #expect(Self.error(reading: try Self.json { $0.storedStateFieldCount = 0 }) == nil)
  }

  @Test func aLineOutOfRangeIsRefused() throws {
    let data = try Self.json {
      $0.handlers = [Handler(route: ["child"], location: SourceLocation(file: "A.swift", line: -5))]
    }
    #expect(
      Self.error(reading: data)?.hasSuffix(
        "at features[0].handlers[0].location: line -5, column 1 is outside 0...2147483647") == true)
  }

  @Test func aFeatureGivenTwiceIsRefused() throws {
    let graph = ArchitectureGraph(
      roots: ["App"], features: [Feature(id: "App"), Feature(id: "App")])
    #expect(
      Self.error(reading: try graph.jsonData())
        == "not a tca-graph architecture graph: at features[1].id: feature 'App' is given twice")
  }

  @Test func cyclesAndChildrenOutsideTheGraphAreValid() throws {
    let data = try Self.json {
      $0.children.append(
        ChildScope(operator: .scope, statePath: "me", actionPath: "me", child: "App", order: 1))
      $0.children.append(
        ChildScope(operator: .scope, statePath: "x", actionPath: "x", child: "Elsewhere", order: 2))
    }
    #expect(Self.error(reading: data) == nil)
  }
}
