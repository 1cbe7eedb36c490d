import Foundation
import TCAGraph
import TreeIntrospect

/// Loads scanner fixtures and scans them, for the scanner's tests.
enum ScanFixtureSupport {
  /// `Tests/TCAGraphTests/Fixtures/Scan`, found from this file's path.
  static var fixturesDirectory: String {
    TestPaths.tests.appendingPathComponent("Fixtures/Scan").path
  }

  /// Scans one fixture file or folder under `Fixtures/Scan`, with locations relative to it.
  static func scan(_ name: String) throws -> ScanResult {
    let options = ScanOptions(baseDirectory: fixturesDirectory)
    return try SourceScanner(options: options).scan(paths: [name])
  }

  /// Every fixture a scan reads, as paths relative to the package root: each form and module
  /// fixture (file or folder), their folders whole, the lessons' app and the coupled app.
  static var everyInput: [String] {
    let root = TestPaths.packageRoot.path
    let scan = "Tests/TCAGraphTests/Fixtures/Scan"
    var inputs = ["\(scan)/Forms", "\(scan)/Modules", "\(scan)/ExampleApp", "Examples/CoupledApp"]
    for folder in ["Forms", "Modules"] {
      let names =
        (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(scan)/\(folder)"))
      inputs += (names ?? []).sorted().map { "\(scan)/\(folder)/\($0)" }
    }
    return inputs
  }

  /// Scans one in-memory file named `name`.
  static func scan(source: String, name: String = "Fixture.swift") -> ScanResult {
    SourceScanner().scan(sources: [(path: name, text: source)])
  }

  /// The graph without source locations and source-only details, to compare with registration:
  /// the locations of channels, clients and keys go too, their modules stay.
  static func withoutLocations(_ graph: ArchitectureGraph) -> ArchitectureGraph {
    var features = graph.features
    for index in features.indices {
      features[index].location = nil
      features[index].module = nil
      for field in features[index].stateFields.indices {
        features[index].stateFields[field].location = nil
      }
      features[index].actions = features[index].actions.map(stripped)
      for child in features[index].children.indices {
        features[index].children[child].location = nil
      }
      for handler in features[index].handlers.indices {
        features[index].handlers[handler].location = nil
        features[index].handlers[handler].pattern = nil
        for effect in features[index].handlers[handler].effects.indices {
          features[index].handlers[handler].effects[effect].location = nil
        }
      }
      for emission in features[index].emissions.indices {
        features[index].emissions[emission].location = nil
      }
      features[index].channels = features[index].channels?.map { channel in
        var copy = channel
        copy.locations = []
        return copy
      }
    }
    let clients = (graph.dependencyClients ?? []).map { client in
      var copy = client
      copy.location = nil
      return copy
    }
    let keys = (graph.sharedKeys ?? []).map { key in
      var copy = key
      copy.location = nil
      return copy
    }
    return ArchitectureGraph(
      roots: graph.roots, features: features, sharedKeys: keys, dependencyClients: clients)
  }

  private static func stripped(_ actionCase: ActionCase) -> ActionCase {
    var copy = actionCase
    copy.location = nil
    copy.declaredIn = nil
    copy.declaredAt = nil
    copy.cases = copy.cases.map(stripped)
    return copy
  }
}
