import ComposableArchitecture2

/// Reads the temperature; its entry's type is written on the property.
public struct Thermometer: Sendable {
  public var read: @Sendable () async -> Double

  public static let live = Thermometer(read: { 20 })
  public static let mock = Thermometer(read: { 0 })
}

/// Converts units; its entry's type is only the one its `liveValue:` names.
public struct UnitsClient: Sendable {
  public var fahrenheit: @Sendable (Double) -> Double

  public static let live = UnitsClient(fahrenheit: { $0 * 9 / 5 + 32 })
}

let placeholderUnits = UnitsClient.live

extension FeatureEnvironmentValues {
  @FeatureEnvironmentEntry(liveValue: Thermometer.live)
  public var thermometer: Thermometer = .mock

  @FeatureEnvironmentEntry(liveValue: UnitsClient.live)
  public var units = placeholderUnits
}

/// The commands a feature inherits from the one that owns it, read by type.
public struct Context<Owner>: Sendable {
  public var commands: [String] = []
}

public enum Call {
  public struct Owner: Sendable {}
}
