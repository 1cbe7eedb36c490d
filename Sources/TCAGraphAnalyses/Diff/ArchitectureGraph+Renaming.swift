import TreeIntrospect

extension ArchitectureGraph {
  /// The graph with each feature id in `renames` replaced by its new id wherever it appears: the
  /// features, roots, children, child action cases, handlers' and emissions' owners, logic
  /// reducers' hosts and channel ends.
  func renamingFeatures(_ renames: [FeatureID: FeatureID]) -> ArchitectureGraph {
    guard !renames.isEmpty else { return self }
    func renamed(_ id: FeatureID) -> FeatureID { renames[id] ?? id }
    func renamed(_ end: ChannelEnd) -> ChannelEnd {
      end.feature.map { .feature(renamed($0)) } ?? end
    }
    func renamed(_ actions: [ActionCase]) -> [ActionCase] {
      actions.map { action in
        var action = action
        action.child = action.child.map(renamed)
        action.cases = renamed(action.cases)
        return action
      }
    }
    let features = features.map { feature in
      var feature = feature
      feature.id = renamed(feature.id)
      feature.runsOn = feature.runsOn.map(renamed)
      feature.actions = renamed(feature.actions)
      feature.children = feature.children.map { scope in
        var scope = scope
        scope.child = renamed(scope.child)
        return scope
      }
      feature.handlers = feature.handlers.map { handler in
        var handler = handler
        handler.owner = handler.owner.map(renamed)
        handler.via = handler.via.map(renamed)
        return handler
      }
      feature.emissions = feature.emissions.map { emission in
        var emission = emission
        emission.owner = emission.owner.map(renamed)
        emission.via = emission.via.map(renamed)
        return emission
      }
      feature.channels = feature.channels?.map { channel in
        var channel = channel
        channel.from = renamed(channel.from)
        channel.to = renamed(channel.to)
        return channel
      }
      return feature
    }
    return ArchitectureGraph(
      roots: roots.map(renamed), features: features, sharedKeys: sharedKeys ?? [],
      dependencyClients: dependencyClients ?? [])
  }
}
