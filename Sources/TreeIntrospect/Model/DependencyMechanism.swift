/// The mechanism a dependency client is reached through, when it is not swift-dependencies'
/// `@Dependency` (which an absent ``DependencyClient/mechanism`` means, as in every graph written
/// before TCA 2's own mechanism).
public enum DependencyMechanism: String, Codable, Hashable, Sendable, CaseIterable {
  /// TCA 2's `@FeatureEnvironment(\.key)` or `@FeatureEnvironment(Type.self)`, whose entries
  /// `@FeatureEnvironmentEntry` declares on `FeatureEnvironmentValues` and a feature's body
  /// overrides with `.environment(\.key, value)`.
  case featureEnvironment
}

extension DependencyWrapperWords {
  /// Every dialect's dependency wrappers, each once, in the dialects' order.
  package static let all: [DependencyWrapperWords] = DialectVocabulary.all
    .flatMap(\.dependencyWrappers)
    .reduce(into: []) { found, words in if !found.contains(words) { found.append(words) } }

  /// The wrapper a client reached through `mechanism` is declared with: swift-dependencies'
  /// `@Dependency` for `nil`.
  package static func of(_ mechanism: DependencyMechanism?) -> DependencyWrapperWords {
    all.first { $0.mechanism == mechanism } ?? .swiftDependencies
  }

  /// The wrapper whose values type an extension extends (`DependencyValues`,
  /// `ComposableArchitecture2.FeatureEnvironmentValues`); `nil` for any other type.
  package static func ofValuesType(_ written: String) -> DependencyWrapperWords? {
    all.first { DialectVocabulary.spells($0.valuesType, written, modules: $0.modules) }
  }

  /// Whether `written` names this wrapper's values type, bare or qualified by its module.
  package func spellsValuesType(_ written: String) -> Bool {
    DialectVocabulary.spells(valuesType, written, modules: modules)
  }

  /// The id of the client reached through the entry `property`: the property itself for
  /// `@Dependency`, else qualified by the values type (`FeatureEnvironmentValues.sessionDiary`).
  package func clientID(property: String) -> String {
    mechanism == nil ? property : valuesType + "." + property
  }

  /// The id of the client reached by the type `type`: the type itself for `@Dependency`, else
  /// in brackets after the values type (`FeatureEnvironmentValues[Context<Call.Owner>]`).
  package func clientID(type: String) -> String {
    mechanism == nil ? type : valuesType + "[" + type + "]"
  }

  /// The client of the library's own entry `name` (`date`, `uuid`), when the library declares
  /// one of that name.
  package func builtInClient(_ name: String) -> DependencyClient? {
    guard mechanism != nil else { return LibraryDependency(rawValue: name)?.client }
    guard builtInEntries.contains(name), let library = modules.first else { return nil }
    return DependencyClient(
      id: clientID(property: name), property: name, library: library, mechanism: mechanism)
  }
}
