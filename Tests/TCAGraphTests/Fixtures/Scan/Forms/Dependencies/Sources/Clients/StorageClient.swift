import Dependencies

/// A client whose key conformance and property are in other files.
public struct StorageClient {
  public var load: () -> [String]
}
