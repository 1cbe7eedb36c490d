import Dependencies

extension StorageClient: TestDependencyKey {
  public static var testValue: StorageClient { StorageClient(load: { [] }) }
}
