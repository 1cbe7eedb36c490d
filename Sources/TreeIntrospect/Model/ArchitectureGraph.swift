/// The architecture of a TCA app: its features, how they compose, and how they talk.
///
/// This is tca-graph's one model. The reflection protocol (``TreeIntrospectable``) and the source
/// scanner both produce it; every analysis and diagram reads only it. It is plain `Codable` data
/// whose JSON form is versioned by ``schemaVersion`` (see <doc:ArchitectureGraphJSON>).
public struct ArchitectureGraph: Codable, Hashable, Sendable {
  /// The version of the JSON form this value was written with.
  public static let currentSchemaVersion = 4
  /// The older versions this build still reads: version 1 lacks modules and same-domain reducers,
  /// version 2 lacks channels, shared keys and dependency clients, version 3 lacks TCA 2's
  /// events, preferences, triggers, closures and self-dismissals.
  public static let readableSchemaVersions: ClosedRange<Int> = 1...currentSchemaVersion

  /// The version of the JSON form; readers reject versions they do not know.
  public var schemaVersion: Int
  /// The features no other feature composes, in the order the front end found them.
  public var roots: [FeatureID]
  /// Every feature, sorted by ``Feature/id``.
  public var features: [Feature]
  /// The shared keys features read and write, sorted by ``SharedKey/id``; `nil` when there are none.
  public var sharedKeys: [SharedKey]?
  /// The dependency clients features use, sorted by ``DependencyClient/id``; `nil` when there are none.
  public var dependencyClients: [DependencyClient]?

  /// Creates a graph, sorting its features, keys and clients so equal architectures compare and
  /// encode equal.
  public init(
    roots: [FeatureID], features: [Feature], sharedKeys: [SharedKey] = [],
    dependencyClients: [DependencyClient] = []
  ) {
    self.schemaVersion = Self.currentSchemaVersion
    self.roots = roots
    self.features = features.sorted { $0.id < $1.id }
    self.sharedKeys = sharedKeys.isEmpty ? nil : sharedKeys.sorted { $0.id < $1.id }
    self.dependencyClients =
      dependencyClients.isEmpty ? nil : dependencyClients.sorted { $0.id < $1.id }
  }

  /// The shared key with the given id, if the graph has it.
  public func sharedKey(_ id: String) -> SharedKey? {
    sharedKeys?.first { $0.id == id }
  }

  /// The dependency client with the given id, if the graph has it.
  public func dependencyClient(_ id: String) -> DependencyClient? {
    dependencyClients?.first { $0.id == id }
  }

  /// The feature with the given id, if the graph has it: a binary search over the sorted
  /// features, or a linear one if they were put out of order after ``init(roots:features:sharedKeys:dependencyClients:)``.
  public func feature(_ id: FeatureID) -> Feature? {
    var low = 0
    var high = features.count
    while low < high {
      let middle = (low + high) / 2
      if features[middle].id < id { low = middle + 1 } else { high = middle }
    }
    if low < features.count, features[low].id == id { return features[low] }
    return features.first { $0.id == id }
  }

  /// Features by id, for repeated look-ups.
  public var featuresByID: [FeatureID: Feature] {
    Dictionary(features.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }
}
