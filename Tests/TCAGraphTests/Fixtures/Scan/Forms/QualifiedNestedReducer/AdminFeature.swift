import ComposableArchitecture

/// A namespace; its reducer is declared in another file.
enum AdminFeature {}
