import Foundation

/// A file to write: a name relative to the output folder, and its bytes.
public struct OutputFile: Equatable, Sendable {
  public var name: String
  public var contents: Data

  public init(name: String, contents: Data) {
    self.name = name
    self.contents = contents
  }
}
