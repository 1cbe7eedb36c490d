import TCAGraphSupport
import TreeIntrospect

/// The notes of assembling the graph from the files' facts: a type declared twice in a module,
/// a dependency client that could not be resolved, and a construct whose reference could not be
/// resolved.
extension ScanDiagnostic {
  /// `type`, declared at `location`, is declared again in `module`, first at `first`.
  static func declaredAgain(
    _ type: String, module: String, first: SourceLocation, at location: SourceLocation
  ) -> ScanDiagnostic {
    ScanDiagnostic(
      severity: .note,
      message: "'\(type)' is declared again in module '\(module)' (first at \(first)): files "
        + "of two targets are read as one module, and both declarations as one type",
      location: location)
  }

  /// The dependency client `id`, first used at `location`, which the assembly could not resolve
  /// for `reason`.
  static func unresolvedDependency(_ id: String, reason: String, at location: SourceLocation?)
    -> ScanDiagnostic
  {
    ScanDiagnostic(
      severity: .note,
      message: "dependency client '\(id)' is not resolved: \(reason); the graph keeps it "
        + "unresolved",
      location: location)
  }

  /// A construct at `location` whose reference the assembly could not resolve, said by
  /// `message`.
  static func unresolvedReference(_ message: String, at location: SourceLocation?)
    -> ScanDiagnostic
  {
    ScanDiagnostic(severity: .note, message: message, location: location)
  }
}

extension ScanDiagnostic {
  /// The key of the `@Shared` field `field`, written `written` at `location`, that the assembly
  /// could not resolve, and why: the graph draws it as unresolved, and no rule counts it. When
  /// `declarable`, a declaration or a constant in the sources would resolve it, and the note
  /// says so.
  static func unresolvedSharedKey(
    _ written: String, field: String, reason: String, declarable: Bool = true,
    at location: SourceLocation
  ) -> ScanDiagnostic {
    ScanDiagnostic(
      severity: .note,
      message: "cannot resolve the shared key '\(written)' of '\(field)': \(reason); it is "
        + "drawn as unresolved"
        + (declarable
          ? " (declare it in an extension of SharedKey, or name a string constant the scan reads)"
          : ", and no rule counts it"),
      location: location)
  }
}
