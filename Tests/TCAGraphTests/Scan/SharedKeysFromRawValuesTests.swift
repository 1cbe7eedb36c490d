import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// Keys computed from a `String` enum's raw values, as a notes app names its user defaults:
/// `StorageNames.onboardingSeen.key` through `var key: String { "notes-\(rawValue)" }`, a
/// literal interpolating `StorageNames.compactRows.rawValue` (a case with no literal is its own
/// name), each static key declared twice (with and without a default, computed first into a
/// local) agreeing on one key; an
/// `Int` enum's raw value and a value known only at run time stay unresolved.
@Suite struct SharedKeysFromRawValuesTests {
  private func scanned() throws -> ScanResult {
    try ScanFixtureSupport.scan("Forms/RawValueKeys")
  }

  /// Each of NotesSettings' shared fields and the key it resolves to.
  private func fieldKeys() throws -> [String] {
    let graph = try scanned().graph
    let settings = try #require(graph.feature("NotesSettings"))
    return (settings.channels ?? []).filter { $0.kind == .sharedState }.map { channel in
      "\(channel.name) \(channel.access) \(channel.to.id)"
    }
  }

  @Test func keysBuiltFromRawValuesResolveToTheirStorageKey() throws {
    #expect(
      try fieldKeys() == [
        "lastFolder reads appStorage:last-export-format-folder",
        "legacyFlag reads appStorage:legacy.export-format.flag",
        "exportFormat reads appStorage:notes-export-format",
        "onboardingSeen reads appStorage:notes-onboarding-v2",
        "compactRows reads appStorage:rows-compactRows",
        "compactRows writes appStorage:rows-compactRows",
        "draft reads unresolved:.appStorage(\"draft-\\(draftID)\")",
        "inboxCount reads unresolved:Self[.appStorage(Folders.inbox.key), default: 0]",
      ])
  }

  @Test func theTwoDeclarationsOfAKeyAgreeOnOneKey() throws {
    let key = try #require(try scanned().graph.sharedKey("appStorage:notes-onboarding-v2"))
    #expect(key.name == "onboardingSeen")
    #expect(key.storage == .appStorage)
    #expect(key.key == "notes-onboarding-v2")
    #expect(key.unresolvedReason == nil)
  }

  @Test func anIntEnumsRawValueAndARunTimeValueStayUnresolvedWithAReason() throws {
    let keys = try scanned().graph.sharedKeys ?? []
    let unresolved = keys.filter { $0.storage == .unresolved }
    #expect(
      unresolved.map { "\($0.key ?? "") — \($0.unresolvedReason ?? "")" } == [
        ".appStorage(\"draft-\\(draftID)\")"
          + " — the key '\"draft-\\(draftID)\"' interpolates 'draftID', so which key it names is "
          + "known only when the app runs",
        "Self[.appStorage(Folders.inbox.key), default: 0]"
          + " — 'Folders.inbox.key' is not a string constant ('static let') or a String enum's "
          + "raw value the scan found",
      ])
  }
}
