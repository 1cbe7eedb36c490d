import TreeIntrospect

/// A message about the scanned sources: a file that could not be read or parsed, or a construct
/// the scanner saw but could not resolve. It stays a value (level, place, message) until the
/// command line prints it, so `--quiet` and `--verbose` choose by ``severity`` and the HTML
/// explorer can list it; each layer builds its messages with typed constructors, one file per
/// family (`SyntaxDiagnostics.swift`, `ModuleMapDiagnostics.swift`, ...).
public struct ScanDiagnostic: Codable, Hashable, Sendable, CustomStringConvertible {
  /// How serious the message is.
  public enum Severity: String, Codable, Hashable, Sendable {
    case warning
    case note
  }

  public var severity: Severity
  public var message: String
  public var location: SourceLocation?
  /// The file the message is about as a whole, where it has no line (an IR file); `nil` where
  /// ``location`` names the place, or where there is no file.
  public var file: String?
  /// What to do about it, where there is something to do (`pass --no-cache`); printed after the
  /// message and a colon.
  public var fix: String?

  /// Creates a diagnostic.
  public init(
    severity: Severity, message: String, location: SourceLocation? = nil, file: String? = nil,
    fix: String? = nil
  ) {
    self.severity = severity
    self.message = message
    self.location = location
    self.file = file
    self.fix = fix
  }

  /// The message followed by its fix, if any.
  public var text: String {
    fix.map { "\(message): \($0)" } ?? message
  }

  /// The compiler's form: `file:line:col: warning: message`, on one line with its hidden
  /// characters escaped (``ReadableText/line(_:)``), so a newline in a file name or message
  /// cannot forge a second diagnostic and an ESC or a bidirectional control cannot act.
  public var description: String {
    let prefix = location.map { "\($0): " } ?? file.map { "\($0): " } ?? ""
    return ReadableText.line("\(prefix)\(severity.rawValue): \(text)")
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
