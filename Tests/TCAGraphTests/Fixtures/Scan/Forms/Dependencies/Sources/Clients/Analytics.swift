import Dependencies

/// A client reached through a key enum of its own.
public struct AnalyticsClient {
  public var track: (String) -> Void
}

enum AnalyticsKey: DependencyKey {
  static let liveValue = AnalyticsClient(track: { _ in })
}

extension DependencyValues {
  public var analytics: AnalyticsClient {
    get { self[AnalyticsKey.self] }
    set { self[AnalyticsKey.self] = newValue }
  }
}
