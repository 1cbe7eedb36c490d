import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// Shared keys the sources do not name: a key that interpolates a value (`"\(userID).avatar"`),
/// directly or in a custom key's body, and a chain of custom keys that loops or runs past the
/// hops the scan follows. Each is unresolved with a note saying why, and lint counts none of them,
/// while a constant key and a chain of eight hops written the same way still report.
@Suite struct SharedKeysKnownAtRunTimeTests {
  private func scanned() throws -> ScanResult {
    try ScanFixtureSupport.scan("Forms/KeysKnownAtRunTime")
  }

  /// The note about `field` of Profile's state.
  private func note(_ field: String, in result: ScanResult) -> String? {
    result.unresolved.first {
      $0.message.contains("of 'Profile.State.\(field)'")
        && $0.location?.file == "Forms/KeysKnownAtRunTime/Profile.swift"
    }?.message
  }

  @Test func anInterpolatedKeyIsUnresolvedWithANote() throws {
    let result = try scanned()
    let id = #"unresolved:.appStorage("\(userID).avatar")"#
    let ids = (result.graph.sharedKeys ?? []).map(\.id)
    let key = try #require(result.graph.sharedKey(id), "\(ids)")
    #expect(key.storage == .unresolved)
    #expect(result.graph.sharedKey(#"appStorage:\(userID).avatar"#) == nil)
    #expect(
      note("avatar", in: result)
        == #"cannot resolve the shared key '.appStorage("\(userID).avatar")' of "#
        + #"'Profile.State.avatar': the key '"\(userID).avatar"' interpolates 'userID', so "#
        + "which key it names is known only when the app runs; it is drawn as unresolved, and "
        + "no rule counts it")
    let local = #"unresolved:.appStorage("\(state.userID).avatar")"#
    #expect(result.graph.sharedKey(local)?.storage == .unresolved)
  }

  @Test func aCustomKeyInterpolatingItsArgumentIsUnresolved() throws {
    let result = try scanned()
    let photo = try #require(
      result.graph.feature("Profile")?.channels?.first { $0.name == "photo" })
    let key = try #require(result.graph.sharedKey(photo.to.id))
    #expect(key.storage == .unresolved)
    #expect(key.name == "avatar")
    #expect(
      note("photo", in: result)?.contains(
        #"the key '"\(userID).avatar"' interpolates 'userID', so which key it names is known "#
          + "only when the app runs") == true)
  }

  @Test func aTwoKeyCycleIsUnresolvedWithANote() throws {
    let result = try scanned()
    let pinged = try #require(
      result.graph.feature("Profile")?.channels?.first { $0.name == "pinged" })
    #expect(result.graph.sharedKey(pinged.to.id)?.storage == .unresolved)
    #expect(
      note("pinged", in: result)?.contains(
        "the custom keys name one another in a loop ('ping' → 'pong' → 'ping') and reach no "
          + "storage") == true, "\(result.unresolved.map(\.message))")
  }

  @Test func eightHopsAreFollowedAndANinthIsUnresolvedWithANote() throws {
    let result = try scanned()
    let channels = result.graph.feature("Profile")?.channels ?? []
    let shallow = try #require(channels.first { $0.name == "shallow" })
    #expect(shallow.to.id == "appStorage:shallow")
    let deep = try #require(channels.first { $0.name == "deep" })
    #expect(result.graph.sharedKey(deep.to.id)?.storage == .unresolved)
    let path = (1...10).map { "'deep\($0)'" }.joined(separator: " → ")
    #expect(
      note("deep", in: result)?.contains(
        "the custom keys name one another more than 8 times (\(path)), and the scan follows 8")
        == true, "\(result.unresolved.map(\.message))")
  }

  @Test func lintCountsNoWriteOfAKeyItCouldNotResolve() throws {
    let graph = try scanned().graph
    let findings = LintRunner.check(graph).filter { $0.ruleID == SharedStateWrittenByMany.id }
    #expect(
      findings.map(\.message) == [
        "Profile writes shared key 'level1' (appStorage:shallow), which Settings also writes "
          + "from another subtree; let one feature own the writes",
        "Profile writes shared key 'appStorage:theme', which Settings also writes from another "
          + "subtree; let one feature own the writes",
        "Settings writes shared key 'level1' (appStorage:shallow), which Profile also writes "
          + "from another subtree; let one feature own the writes",
        "Settings writes shared key 'appStorage:theme', which Profile also writes from another "
          + "subtree; let one feature own the writes",
      ])
  }
}
