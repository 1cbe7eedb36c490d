import TreeIntrospect

/// How the dependencies view names the mechanisms a client is reached through
/// (`@Dependency`, TCA 2's `@FeatureEnvironment`), in the dialects' own words.
enum DependencyWords {
  /// Every mechanism, `@Dependency` (`nil`) first, in the order their columns come.
  static let mechanisms: [DependencyMechanism?] = [nil] + DependencyMechanism.allCases

  /// `@Dependency or @FeatureEnvironment`: every wrapper a feature may declare a client with.
  static var wrappers: String {
    DependencyWrapperWords.all.map { "@" + $0.wrapper }.sorted().joined(separator: " or ")
  }

  /// The heading of the app's own clients reached through `mechanism`.
  static func appHeading(_ mechanism: DependencyMechanism?) -> String {
    guard mechanism != nil else { return "the app's clients" }
    return "the app's @\(DependencyWrapperWords.of(mechanism).wrapper) entries"
  }

  /// The heading of a library's clients reached through `mechanism`: the library's name, with
  /// the wrapper after it where it is not `@Dependency`.
  static func libraryHeading(_ library: String, _ mechanism: DependencyMechanism?) -> String {
    guard mechanism != nil else { return library }
    return "\(library) @\(DependencyWrapperWords.of(mechanism).wrapper) entries"
  }

  /// A column's label: the client's property or type, which its heading places; its id when
  /// the graph lists no such client, or when it is unresolved and reached otherwise than by
  /// `@Dependency` (so the dashed heading, which mixes mechanisms, still tells them apart).
  static func columnLabel(of client: DependencyClient?, id: String) -> String {
    guard let client, client.unresolvedReason == nil || client.mechanism == nil else { return id }
    return client.property ?? client.keyType ?? id
  }

  /// The legend's line for the headings of `@FeatureEnvironment` columns.
  static var environmentLegend: String {
    "@\(DependencyWrapperWords.of(.featureEnvironment).wrapper): TCA 2's own entries"
  }
}

/// A library's column heading: its name and the mechanism its clients are reached through,
/// sorted by name, `@Dependency` first.
struct DependencyLibraryHeading: Hashable, Comparable {
  var library: String
  var mechanism: DependencyMechanism?

  init(_ library: String, _ mechanism: DependencyMechanism?) {
    self.library = library
    self.mechanism = mechanism
  }

  var label: String { DependencyWords.libraryHeading(library, mechanism) }

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.library, lhs.mechanism?.rawValue ?? "") < (rhs.library, rhs.mechanism?.rawValue ?? "")
  }
}
