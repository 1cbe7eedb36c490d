import ComposableArchitecture

extension SharedKey where Self == AppStorageKey<Bool>.Default {
  static var notificationsOn: Self { Self[.appStorage("notificationsOn"), default: false] }
}
