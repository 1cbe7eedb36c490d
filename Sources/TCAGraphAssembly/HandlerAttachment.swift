import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// The pass that resolves each handler against its owning feature's action tree and adds it to
/// that feature.
struct HandlerAttachment: KnownReducerReading, NoteTaking {
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
    _ handlers: [RawHandler]
  ) -> (features: [FeatureID: Feature], notes: [ScanDiagnostic]) {
    for var handler in handlers {
      guard
        let (owner, via) = owningFeature(
          of: handler.typeName, at: handler.typeIndex, in: handler.location.file),
        features[owner] != nil
      else {
        continue
      }
      if case .lane(let lane) = handler.head {
        // A helper's switch over `_ a: Action.View`: its cases are under the case carrying View.
        guard
          let carrier = features[owner]?.actions.first(where: { candidate in
            let carried = candidate.kind == .group ? candidate.typeName : candidate.payload.first
            return carried?.split(separator: ".").last.map(String.init) == lane
          })
        else {
          note(
            "pattern '\(handler.pattern)' matches \(lane), which no case of "
              + "\(owner.rawValue).Action carries", handler.location)
          continue
        }
        handler.head = .action
        handler.route.insert(carrier.name, at: 0)
      }
      if var resolved = resolver.handler(handler, in: owner) {
        resolved.via = via
        features[owner]?.handlers.append(resolved)
      } else if resolver.firstCaseIsUnknown(handler.route, in: owner) {
        note(
          "pattern '\(handler.pattern)' names no case of \(owner.rawValue).Action", handler.location
        )
      }
    }
    return (features, notes.all)
  }
}
