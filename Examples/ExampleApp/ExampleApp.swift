import TreeIntrospect

/// The lessons' app as an architecture graph, walked from ``AppFeature`` through its registrations.
public func exampleAppGraph() throws -> ArchitectureGraph {
  try IntrospectionWalker.graph(from: AppFeature.self)
}
