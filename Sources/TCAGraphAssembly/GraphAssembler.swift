import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// Joins every file's facts into one ``ArchitectureGraph`` by running its passes in the order
/// ``assemble(handlers:emissions:)`` lists, each taking the values earlier passes returned
/// (after ``ReducerOperatorExpansion`` writes the app's reducer operators out where they are
/// called): recognize the reducers, find the inline reducers, the action enums features own and
/// the reducer values, build the features, then attach handlers, emissions, dependencies, shared
/// state and TCA 2's channels, and find the roots.
package struct GraphAssembler {
  let table: SymbolTable
  /// The reducer values the files declare, each with its file's module.
  let valueReducers: [RawValueReducer]
  /// What each file says about dependency clients.
  let dependencyFacts: [FileDependencies]
  /// What each file says about shared state.
  let sharedState: [SharedFileFacts]
  /// What each file says about TCA 2's events, preferences, triggers, closures and dismissals.
  let featureTalk: [FeatureTalkFile]
  /// The operator calls that could not be expanded.
  let operatorNotes: [ScanDiagnostic]

  /// Joins the files' facts; each file's ``FileFacts/module`` must be set.
  package init(
    files read: [FileFacts], dependencies: [String: Set<String>] = [:], modules: Set<String> = []
  ) {
    var expansion = ReducerOperatorExpansion(files: read)
    let files = expansion.run(read)
    operatorNotes = expansion.notes
    table = SymbolTable(files: files, dependencies: dependencies, modules: modules)
    valueReducers = files.flatMap { file in
      file.valueReducers.map { value in
        var located = value
        located.module = file.module
        return located
      }
    }
    dependencyFacts = files.map {
      FileDependencies(path: $0.path, module: $0.module, facts: $0.dependencies)
    }
    sharedState = files.compactMap { file in
      file.sharedState.map { SharedFileFacts(path: file.path, module: file.module, facts: $0) }
    }
    featureTalk = files.compactMap { file in
      file.featureTalk.map { FeatureTalkFile(path: file.path, facts: $0) }
    }
  }

  /// The graph, and the constructs that could not be resolved.
  package func assemble(
    handlers: [RawHandler], emissions: [RawEmission]
  ) -> (graph: ArchitectureGraph, unresolved: [ScanDiagnostic]) {
    let recognized = ReducerRecognition(table: table).run()
    let inlineReducers = InlineReducerDiscovery(table: table, reducers: recognized).run()
    let actionTypeOwners = ActionTypeOwnership(table: table, reducers: recognized).run()
    let discovered = ValueReducerDiscovery(
      table: table, reducers: recognized, actionTypeOwners: actionTypeOwners, read: valueReducers
    ).run()
    let known = KnownReducers(
      table: table, reducers: discovered.reducers, inlineReducers: inlineReducers,
      actionTypeOwners: discovered.actionTypeOwners, values: discovered.values)
    let built = FeatureConstruction(known: known).run()
    let resolver = RouteResolver(features: built.features)
    let handled = HandlerAttachment(known: known, features: built.features, resolver: resolver)
      .run(handlers)
    let emitted = EmissionAttachment(known: known, features: handled.features, resolver: resolver)
      .run(emissions)
    let depending = DependencyAttachment(
      known: known, features: emitted.features, files: dependencyFacts
    ).run()
    let shared = SharedStateAttachment(
      known: known, features: depending.features, files: sharedState
    ).run()
    let talking = FeatureTalkAttachment(
      known: known, features: shared.features, files: featureTalk
    ).run()
    let unresolved =
      operatorNotes + discovered.notes + built.notes + handled.notes + emitted.notes
      + depending.notes + shared.notes + talking.notes
    return (
      Self.graph(
        of: talking.features, sharedKeys: shared.keys, dependencyClients: depending.clients),
      unresolved.sorted()
    )
  }

  /// The graph of the finished features: their handlers and emissions in source order, the
  /// roots, the features no other feature composes, and the shared keys and clients their
  /// channels reach.
  static func graph(
    of features: [FeatureID: Feature], sharedKeys: [SharedKey] = [],
    dependencyClients: [DependencyClient] = []
  ) -> ArchitectureGraph {
    let list = features.values.map { feature -> Feature in
      var sorted = feature
      sorted.handlers.sort { Self.precedes($0.location, $0.route, $1.location, $1.route) }
      sorted.emissions.sort { Self.precedes($0.location, $0.route, $1.location, $1.route) }
      return sorted
    }
    let composed = Set(
      list.flatMap { feature in feature.children.map { $0.child }.filter { $0 != feature.id } })
    let roots = list.filter { $0.kind != .logic && !composed.contains($0.id) }.map(\.id).sorted()
    return ArchitectureGraph(
      roots: roots, features: list, sharedKeys: sharedKeys, dependencyClients: dependencyClients)
  }

  static func precedes(
    _ leftLocation: TreeIntrospect.SourceLocation?, _ leftRoute: [String],
    _ rightLocation: TreeIntrospect.SourceLocation?, _ rightRoute: [String]
  ) -> Bool {
    let left = leftLocation ?? TreeIntrospect.SourceLocation(file: "", line: 0)
    let right = rightLocation ?? TreeIntrospect.SourceLocation(file: "", line: 0)
    if left != right { return left < right }
    return leftRoute.lexicographicallyPrecedes(rightRoute)
  }

  /// The IR's list of what a body held that could not be read, or `nil` for a whole read.
  static func unreadConstructs(_ diagnostics: [ScanDiagnostic]) -> [UnreadConstruct]? {
    guard !diagnostics.isEmpty else { return nil }
    return Set(diagnostics).sorted().map {
      UnreadConstruct(message: $0.message, location: $0.location)
    }
  }
}
