import ComposableArchitecture

/// The app's own refinement of `Reducer`: every screen conforms to it.
public protocol FeatureState: Equatable {}
public protocol FeatureAction {}
public protocol Feature: Reducer where State: FeatureState, Action: FeatureAction {}

/// A second level: tabs are features.
public protocol TabFeature: Feature {}

/// Reducers nested in namespaces name TCA's protocol through an alias.
public typealias FeatureReducer = Reducer

/// A marker for namespaces; not a reducer.
public protocol Namespace {}
