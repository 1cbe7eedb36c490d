import Foundation
import Sharing

extension SharedReaderKey where Self == AppStorageKey<Bool>.Default {
  public static var isPremium: Self { Self[.appStorage("isPremium"), default: false] }
}

extension SharedKey where Self == AppStorageKey<String?> {
  public static var session: Self { .appStorage("session") }
}

public extension String {
  static let userName = "userName"
}
