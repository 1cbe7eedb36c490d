import Foundation
import Sharing

extension SharedKey where Self == AppStorageKey<Data?>.Default {
  /// One key per user: which one is known only when the app runs.
  static func avatar(_ userID: String) -> Self {
    Self[.appStorage("\(userID).avatar"), default: nil]
  }
}

extension SharedKey where Self == AppStorageKey<Bool>.Default {
  /// Two keys that name each other and never reach a storage.
  static var ping: Self { .pong }
  static var pong: Self { .ping }
}

extension SharedKey where Self == AppStorageKey<Int>.Default {
  /// Eight hops from `level1` to `level9`, whose body is the storage.
  static var level1: Self { .level2 }
  static var level2: Self { .level3 }
  static var level3: Self { .level4 }
  static var level4: Self { .level5 }
  static var level5: Self { .level6 }
  static var level6: Self { .level7 }
  static var level7: Self { .level8 }
  static var level8: Self { .level9 }
  static var level9: Self { Self[.appStorage("shallow"), default: 0] }
}

extension SharedKey where Self == AppStorageKey<Int>.Default {
  /// Nine hops from `deep1` to `deep10`, one more than the scan follows.
  static var deep1: Self { .deep2 }
  static var deep2: Self { .deep3 }
  static var deep3: Self { .deep4 }
  static var deep4: Self { .deep5 }
  static var deep5: Self { .deep6 }
  static var deep6: Self { .deep7 }
  static var deep7: Self { .deep8 }
  static var deep8: Self { .deep9 }
  static var deep9: Self { .deep10 }
  static var deep10: Self { Self[.appStorage("deep"), default: 0] }
}
