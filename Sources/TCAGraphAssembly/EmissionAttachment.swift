import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// The pass that resolves each emission (a `send`) against the feature it sends to and adds it
/// to that feature.
struct EmissionAttachment: KnownReducerReading, NoteTaking {
  let known: KnownReducers
  var features: [FeatureID: Feature]
  /// Resolves routes through the features as built, before any handler is attached.
  let resolver: RouteResolver
  var notes = AssemblyNotes()

  init(known: KnownReducers, features: [FeatureID: Feature], resolver: RouteResolver) {
    self.known = known
    self.features = features
    self.resolver = resolver
  }

  consuming func run(
    _ emissions: [RawEmission]
  ) -> (features: [FeatureID: Feature], notes: [ScanDiagnostic]) {
    for emission in emissions {
      guard let owner = emittingFeature(emission) else {
        if emission.inView {
          note("cannot tell which feature's store this view sends to", emission.location)
        }
        continue
      }
      guard features[owner.feature] != nil else { continue }
      var resolved = resolver.emission(emission, in: owner.feature)
      resolved.via = owner.via
      features[owner.feature]?.emissions.append(resolved)
    }
    return (features, notes.all)
  }
}
