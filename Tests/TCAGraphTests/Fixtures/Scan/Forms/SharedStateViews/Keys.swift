import ComposableArchitecture

extension SharedKey where Self == AppStorageKey<Bool>.Default {
  static var hideBalances: Self {
    Self[.appStorage("hideBalances"), default: false]
  }
}
