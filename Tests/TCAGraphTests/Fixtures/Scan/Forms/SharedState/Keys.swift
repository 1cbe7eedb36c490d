import Foundation
import Sharing

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<CartItem>>.Default {
  static var cart: Self {
    Self[.fileStorage(.documentsDirectory.appending(component: "cart.json")), default: []]
  }
}

extension SharedReaderKey where Self == AppStorageKey<Bool>.Default {
  static var isOn: Self { Self[.appStorage("isOn"), default: false] }
}

extension SharedKey where Self == AppStorageKey<String> {
  static var nickname: Self { appStorage("nickname") }
}

extension SharedKey where Self == InMemoryKey<Int> {
  static var badgeCount: Self {
    return .inMemory("badgeCount")
  }
}

extension SharedKey where Self == FileStorageKey<Draft>.Default {
  static func draft(_ id: Int) -> Self {
    Self[
      .fileStorage(.documentsDirectory.appending(component: "draft-\(id).json")),
      default: Draft()]
  }
}

extension SharedKey where Self == SessionKey {
  static var session: Self { SessionKey() }
}

enum Keys {
  static let onboarded = "hasOnboarded"
}

extension String {
  static let theme = "theme"
}

extension URL {
  static let settingsFile = URL.documentsDirectory.appending(component: "settings.json")
}
