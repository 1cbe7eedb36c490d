import Foundation
import Sharing

/// A key of the app's own: the session token kept in the keychain.
struct SessionKey: SharedKey {
  typealias Value = String
  var id: String { "session" }
  func load(context: LoadContext<String>, continuation: LoadContinuation<String>) {
    continuation.resume(returning: Keychain.read("session"))
  }
  func subscribe(
    context: LoadContext<String>, subscriber: SharedSubscriber<String>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
  func save(_ value: String, context: SaveContext, continuation: SaveContinuation) {
    Keychain.write(value, "session")
    continuation.resume()
  }
}
