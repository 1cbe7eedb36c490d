import ComposableArchitecture
import Foundation

extension SharedKey where Self == AppStorageKey<Bool> {
  static var onboardingSeen: Self {
    appStorage(StorageNames.onboardingSeen.key)
  }
}

extension SharedKey where Self == AppStorageKey<Bool>.Default {
  static var onboardingSeen: Self {
    // The value an older version stored under its own name.
    let migrated = UserDefaults.standard.bool(forKey: "onboardingSeen")
    return Self[.appStorage(StorageNames.onboardingSeen.key), default: migrated]
  }
}

extension SharedKey where Self == AppStorageKey<String>.Default {
  static var exportFormat: Self {
    Self[.appStorage(StorageNames.exportFormat.key), default: "pdf"]
  }

  static var lastFolder: Self {
    Self[.appStorage("last-\(StorageNames.exportFormat.rawValue)-folder"), default: ""]
  }
}

extension SharedKey where Self == AppStorageKey<Bool>.Default {
  static var compactRows: Self {
    Self[.appStorage("rows-\(StorageNames.compactRows.rawValue)"), default: false]
  }

  static var legacyFlag: Self {
    Self[.appStorage(StorageNames.exportFormat.legacyKey), default: false]
  }
}

extension SharedKey where Self == AppStorageKey<Int>.Default {
  static var inboxCount: Self {
    Self[.appStorage(Folders.inbox.key), default: 0]
  }
}
