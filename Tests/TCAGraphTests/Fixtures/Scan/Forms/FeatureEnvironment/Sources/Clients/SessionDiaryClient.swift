import ComposableArchitecture2

/// Writes readings to the diary; its entry's type is the one its initialiser names.
public struct SessionDiaryClient: Sendable {
  public var record: @Sendable (Int) async throws -> Void

  public static let live = SessionDiaryClient(record: { _ in })
  public static let mock = SessionDiaryClient(record: { _ in })
  public static let unimplemented = SessionDiaryClient(
    record: { _ in fatalError("SessionDiaryClient.record is not configured") })
}

nonisolated extension FeatureEnvironmentValues {
  @FeatureEnvironmentEntry(
    liveValue: SessionDiaryClient.live,
    previewValue: SessionDiaryClient.mock
  )
  public var sessionDiary = SessionDiaryClient.unimplemented
}
