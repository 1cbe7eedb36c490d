import TreeIntrospect

/// A message about the scanned sources: a file that could not be read or parsed, or a construct
/// the scanner saw but could not resolve.
public struct ScanDiagnostic: Codable, Hashable, Sendable, CustomStringConvertible {
  /// How serious the message is.
  public enum Severity: String, Codable, Hashable, Sendable {
    case warning
    case note
  }

  public var severity: Severity
  public var message: String
  public var location: SourceLocation?

  /// Creates a diagnostic.
  public init(severity: Severity, message: String, location: SourceLocation? = nil) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  /// The compiler's form: `file:line:col: warning: message`, on one line with its hidden
  /// characters escaped (``ReadableText/line(_:)``), so a newline in a file name or message
  /// cannot forge a second diagnostic and an ESC or a bidirectional control cannot act.
  public var description: String {
    let prefix = location.map { "\($0): " } ?? ""
    return ReadableText.line("\(prefix)\(severity.rawValue): \(message)")
  }
}

extension ScanDiagnostic: Comparable {
  public static func < (lhs: ScanDiagnostic, rhs: ScanDiagnostic) -> Bool {
    switch (lhs.location, rhs.location) {
    case (let l?, let r?) where l != r: return l < r
    case (nil, _?): return true
    case (_?, nil): return false
    default: return lhs.message < rhs.message
    }
  }
}
