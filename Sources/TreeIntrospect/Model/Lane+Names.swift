extension Lane {
  /// The lane's group case as the lessons write it: `view`, `_internal`, `delegate`.
  public var caseName: String {
    switch self {
    case .view: "view"
    case .internal: "_internal"
    case .delegate: "delegate"
    }
  }

  /// Every case name that opens a lane's group in TCA apps: the lessons' names and `internal`.
  public static let caseNames: [String: Lane] = [
    "view": .view, "_internal": .internal, "internal": .internal, "delegate": .delegate,
  ]

  /// Every type name of a lane's nested enum: `View`, `Internal`, `Delegate`, and the same
  /// with `Action` (`ViewAction`, `InternalAction`, `DelegateAction`).
  public static let typeNames: [String: Lane] = [
    "View": .view, "ViewAction": .view, "Internal": .internal, "InternalAction": .internal,
    "Delegate": .delegate, "DelegateAction": .delegate,
  ]

  /// The lane a group case named `name` opens (`_internal` → ``internal``), if any.
  public init?(caseName name: String) {
    guard let lane = Self.caseNames[name] else { return nil }
    self = lane
  }

  /// The lane of a nested enum named `name` (`DelegateAction` → ``delegate``), if any.
  public init?(typeName name: String) {
    guard let lane = Self.typeNames[name] else { return nil }
    self = lane
  }
}
