import Foundation

/// Why bytes are not JSON, in words a user can act on.
///
/// `JSONDecoder` says only "The given data was not valid JSON"; Foundation's own parser says
/// where and what, and this reads its answer.
public enum JSONSyntaxReason {
  /// The deepest nesting of arrays and objects Foundation's parser reads.
  public static let maximumNesting = 512

  /// Why `data` does not parse as JSON, with the place the parser stopped; `nil` if it parses.
  public static func reason(in data: Data) -> String? {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return nil
    } catch {
      guard var detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      else { return "not valid JSON" }
      if detail.hasSuffix(".") { detail.removeLast() }
      if detail.hasPrefix("Too many nested arrays or dictionaries") {
        let place = detail.range(of: " around ").map { " (" + detail[$0.upperBound...] + ")" }
        return "arrays and objects nested more than \(maximumNesting) levels deep\(place ?? "")"
      }
      return "not valid JSON: " + detail.prefix(1).lowercased() + detail.dropFirst()
    }
  }
}
