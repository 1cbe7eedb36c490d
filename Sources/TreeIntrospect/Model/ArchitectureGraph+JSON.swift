import Foundation

extension ArchitectureGraph {
  /// The graph as versioned JSON: keys sorted, two-space indentation, a final newline, so the same
  /// graph always gives the same bytes.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(self)
    data.append(0x0A)
    return data
  }

  /// Reads a graph from its JSON form, rejecting schema versions this build does not know and
  /// graphs that fail ``validate()``.
  public init(jsonData data: Data) throws {
    struct Header: Decodable { var schemaVersion: WrittenJSONValue? }
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: data)
    } catch {
      throw ArchitectureGraphDecodingError.notJSON(
        JSONSyntaxReason.reason(in: data) ?? "not a JSON object: \(Self.describe(error))")
    }
    guard let written = header.schemaVersion else {
      throw ArchitectureGraphDecodingError.missingSchemaVersion
    }
    guard let version = written.integer else {
      throw ArchitectureGraphDecodingError.schemaVersionNotAnInteger(written.written)
    }
    guard Self.readableSchemaVersions.contains(version) else {
      throw ArchitectureGraphDecodingError.unsupportedSchemaVersion(version)
    }
    do {
      self = try JSONDecoder().decode(ArchitectureGraph.self, from: data)
      schemaVersion = Self.currentSchemaVersion
    } catch {
      throw ArchitectureGraphDecodingError.invalid(Self.describe(error))
    }
    try validate()
  }

  private static func describe(_ error: any Error) -> String {
    guard let decodingError = error as? DecodingError else { return "\(error)" }
    func path(_ codingPath: [any CodingKey]) -> String {
      codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
    switch decodingError {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      let at = path(context.codingPath)
      return at.isEmpty ? context.debugDescription : "at \(at): \(context.debugDescription)"
    case .keyNotFound(let key, let context):
      return
        "missing key '\(key.stringValue)' at \(path(context.codingPath).isEmpty ? "top level" : path(context.codingPath))"
    @unknown default:
      return "\(error)"
    }
  }
}

/// Why a JSON file is not an architecture graph this build can read.
public enum ArchitectureGraphDecodingError: Error, Equatable, CustomStringConvertible {
  /// The bytes are not JSON, or not a JSON object; the reason says where.
  case notJSON(String)
  case missingSchemaVersion
  /// `schemaVersion` holds something other than a whole number, shown as written.
  case schemaVersionNotAnInteger(String)
  case unsupportedSchemaVersion(Int)
  case invalid(String)

  public var description: String {
    switch self {
    case .notJSON(let reason): reason
    case .missingSchemaVersion: "no 'schemaVersion': not a tca-graph architecture file"
    case .schemaVersionNotAnInteger(let written):
      "'schemaVersion' must be a whole number such as \(ArchitectureGraph.currentSchemaVersion), not \(written)"
    case .unsupportedSchemaVersion(let version):
      "schemaVersion \(version) is not supported (this build reads versions \(ArchitectureGraph.readableSchemaVersions.lowerBound) to \(ArchitectureGraph.readableSchemaVersions.upperBound))"
    case .invalid(let detail): "not a tca-graph architecture graph: \(detail)"
    }
  }
}
