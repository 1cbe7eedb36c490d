import TreeIntrospect

/// The features and modules a finding belongs to, read from its place: every rule reports at a
/// place of the feature it checks (a handler, an emission, a state field, an action case, a
/// stored channel such as a shared key's read or write), so the
/// features holding that place are the ones the finding is about.
package struct FindingAttribution {
  private var modulesAt: [SourceLocation: Set<String>] = [:]
  private var featuresAt: [SourceLocation: Set<FeatureID>] = [:]

  package init(graph: ArchitectureGraph) {
    for feature in graph.features {
      var places = [feature.location]
      places += feature.handlers.flatMap { [$0.location] + $0.effects.map(\.location) }
      places += feature.emissions.map(\.location)
      places += feature.stateFields.map(\.location)
      places += feature.children.map(\.location)
      places += Self.locations(of: feature.actions)
      places += (feature.channels ?? []).flatMap(\.locations)
      for place in places.compactMap({ $0 }) {
        featuresAt[place, default: []].insert(feature.id)
        if let module = feature.module { modulesAt[place, default: []].insert(module) }
      }
    }
  }

  /// The findings at a place of a feature declared in one of `modules`; a finding without a
  /// place cannot be attributed and is left out.
  package func findings(_ findings: [Finding], inModules modules: Set<String>) -> [Finding] {
    findings.filter { finding in
      guard let place = finding.location, let owners = modulesAt[place] else { return false }
      return !owners.isDisjoint(with: modules)
    }
  }

  /// The features holding the place of `finding`, sorted; empty for a finding without a place
  /// or at a place of no feature.
  package func features(of finding: Finding) -> [FeatureID] {
    guard let place = finding.location else { return [] }
    return featuresAt[place]?.sorted() ?? []
  }

  /// Where each case is written and, for a case carrying an enum, where that enum is declared
  /// (a `nested-action-enum-not-case-pathable` finding's place).
  private static func locations(of cases: [ActionCase]) -> [SourceLocation?] {
    cases.flatMap { [$0.location, $0.declaredAt] + locations(of: $0.cases) }
  }
}
