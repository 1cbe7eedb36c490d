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
      if case .carrying(let type) = handler.head, carriedFeature(type, from: handler) == owner {
        // A reducer on another feature's domain (`reduce(into:action: Shop.Action)` in a logic
        // reducer of Shop) matches that feature's own action.
        handler.head = .action
      }
      if handler.head != .action {
        // A helper's switch over `_ a: Action.View` or `action: Child.Action`: its cases are
        // under the case carrying View, or the child's action.
        let carried: String
        let carries: (ActionCase) -> Bool
        switch handler.head {
        case .lane(let lane):
          carried = lane
          carries = { candidate in
            let written = candidate.kind == .group ? candidate.typeName : candidate.payload.first
            return written?.split(separator: ".").last.map(String.init) == lane
          }
        case .carrying(let type):
          // The child whose action enum it is, or a case whose payload is written so.
          let child = carriedFeature(type, from: handler)
          carried = type
          carries = { candidate in
            (child != nil && candidate.child == child) || candidate.payload.first == type
          }
        case .action:
          carried = ""
          carries = { _ in false }
        }
        guard let carrier = features[owner]?.actions.first(where: carries) else {
          note(
            "pattern '\(handler.pattern)' matches \(carried), which no case of "
              + "\(owner.rawValue).Action carries", handler.location)
          continue
        }
        handler.head = .action
        handler.route.insert(carrier.name, at: 0)
      }
      let (through, inner) = resolver.unwrappingOwnAction(handler.route, in: owner)
      handler.route = inner
      if handler.bindsPayload, resolver.endsAtOwnAction(inner, in: owner) {
        // `case .adminAuthed(let inner): return reduce(into: &state, action: inner)`: what the
        // arm does with its own action is not read.
        noteUnread(
          "pattern '\(handler.pattern)' binds \(owner.rawValue).Action itself; the cases the "
            + "arm matches through '\(inner.last ?? "")' are not read", handler.location,
          in: owner)
        continue
      }
      if var resolved = resolver.handler(handler, in: owner) {
        resolved.via = via
        resolved.through = through.isEmpty ? nil : through
        features[owner]?.handlers.append(resolved)
      } else if resolver.firstCaseIsUnknown(handler.route, in: owner) {
        note(
          "pattern '\(handler.pattern)' names no case of \(owner.rawValue).Action", handler.location
        )
      }
    }
    return (features, notes.all)
  }

  /// Notes a construct the scan cannot read, and records it among `feature`'s unread ones.
  private mutating func noteUnread(
    _ message: String, _ location: TreeIntrospect.SourceLocation, in feature: FeatureID
  ) {
    note(message, location)
    let construct = UnreadConstruct(message: message, location: location)
    guard var unread = features[feature].map({ $0.unread ?? [] }), !unread.contains(construct)
    else { return }
    unread.append(construct)
    features[feature]?.unread = unread
  }

  /// The feature whose action enum `type` (`Child.Action`) is, read from where `handler` is.
  private func carriedFeature(_ type: String, from handler: RawHandler) -> FeatureID? {
    let scope =
      table.key(ofTypeAt: handler.typeIndex, inFile: handler.location.file) ?? handler.typeName
    return table.resolve(type, from: scope).flatMap { actionTypeOwners[$0] }
      ?? table.resolve(String(type.dropLast(".Action".count)), from: scope).map { FeatureID($0) }
  }
}
