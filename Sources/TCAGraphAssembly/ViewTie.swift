import TCAGraphSyntax
import TreeIntrospect

/// What a view's code is tied to: the feature whose store it holds, or nothing.
enum ViewTie: Equatable {
  /// The view holds a store of this feature (`@Bindable var store: StoreOf<X>`).
  case feature(FeatureID)
  /// The view holds no store the scan ties to a feature; its type's key.
  case untied(String)
}

extension KnownReducerReading {
  /// The SwiftUI protocols that make a type a view whether or not it holds a store.
  private static var viewProtocols: Set<String> {
    ["View", "SwiftUI.View", "App", "SwiftUI.App", "Scene", "SwiftUI.Scene"]
  }

  /// The tie of the type at `typeIndex` (named `typeName`) in `file` when it is a view: a
  /// SwiftUI `View`, `App` or `Scene`, or any type that is no feature and holds a store. Its
  /// `store` property's feature, else the one feature its store properties hold; untied when it
  /// holds none, or stores of several features and no `store`. `nil` for a feature or a type
  /// that is no view (a feature's `State`).
  func viewTie(of typeName: String, at typeIndex: Int?, in file: String) -> ViewTie? {
    let key = table.key(ofTypeAt: typeIndex, inFile: file) ?? typeName
    guard !featureNames.contains(key), hosts[key] == nil, let type = table[key] else {
      return nil
    }
    let held = type.fields.compactMap { field -> (name: String, feature: FeatureID)? in
      guard field.type != nil,
        let feature = storeFeature(ofView: typeName, at: typeIndex, in: file, variable: field.name),
        featureNames.contains(feature.rawValue)
      else { return nil }
      return (field.name, feature)
    }
    if let store = held.first(where: { $0.name == "store" }) { return .feature(store.feature) }
    let features = Set(held.map(\.feature))
    if features.count == 1, let only = features.first { return .feature(only) }
    guard !held.isEmpty || !type.inherits.isDisjoint(with: Self.viewProtocols) else { return nil }
    return .untied(key)
  }
}
