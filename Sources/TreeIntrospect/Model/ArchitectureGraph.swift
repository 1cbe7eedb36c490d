/// The architecture of a TCA app: its features, how they compose, and how they talk.
///
/// This is tca-graph's one model. The reflection protocol (``TreeIntrospectable``) and the source
/// scanner both produce it; every analysis and diagram reads only it. It is plain `Codable` data
/// whose JSON form is versioned by ``schemaVersion`` (see `docs/ir-json.md`).
public struct ArchitectureGraph: Codable, Hashable, Sendable {
  /// The version of the JSON form this value was written with.
  public static let currentSchemaVersion = 1

  /// The version of the JSON form; readers reject versions they do not know.
  public var schemaVersion: Int
  /// The features no other feature composes, in the order the front end found them.
  public var roots: [FeatureID]
  /// Every feature, sorted by ``Feature/id``.
  public var features: [Feature]

  /// Creates a graph, sorting its features so equal architectures compare and encode equal.
  public init(roots: [FeatureID], features: [Feature]) {
    self.schemaVersion = Self.currentSchemaVersion
    self.roots = roots
    self.features = features.sorted { $0.id < $1.id }
  }

  /// The feature with the given id, if the graph has it.
  public func feature(_ id: FeatureID) -> Feature? {
    features.first { $0.id == id }
  }

  /// Features by id, for repeated look-ups.
  public var featuresByID: [FeatureID: Feature] {
    Dictionary(features.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }
}
