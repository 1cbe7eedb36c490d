/// The dependency clients the Dependencies and Composable Architecture libraries (and
/// SQLiteData, which TCA apps use for persistence) declare on `DependencyValues`, with the
/// module and value type of each: what ``DependencyClient/library``
/// names, for the source scanner and for registration alike.
public enum LibraryDependency: String, CaseIterable, Sendable {
  case assert
  case assertionFailure
  case calendar
  case context
  case continuousClock
  case date
  case defaultDatabase
  case defaultSyncEngine
  case dismiss
  case fireAndForget
  case isPresented
  case locale
  case mainQueue
  case mainRunLoop
  case notificationCenter
  case openURL
  case precondition
  case preferredLocales
  case suspendingClock
  case timeZone
  case urlSession
  case uuid
  case withRandomNumberGenerator

  /// The module that declares the `DependencyValues` property.
  public var library: String {
    switch self {
    case .dismiss, .isPresented: "ComposableArchitecture"
    case .defaultDatabase, .defaultSyncEngine: "SQLiteData"
    default: "Dependencies"
    }
  }

  /// The property's type as the library declares it.
  public var valueType: String {
    switch self {
    case .assert, .precondition: "any AssertionEffect"
    case .assertionFailure: "any AssertionFailureEffect"
    case .calendar: "Calendar"
    case .context: "DependencyContext"
    case .continuousClock, .suspendingClock: "any Clock<Duration>"
    case .date: "DateGenerator"
    case .defaultDatabase: "any DatabaseWriter"
    case .defaultSyncEngine: "SyncEngine"
    case .dismiss: "DismissEffect"
    case .fireAndForget: "FireAndForget"
    case .isPresented: "Bool"
    case .locale: "Locale"
    case .mainQueue: "AnySchedulerOf<DispatchQueue>"
    case .mainRunLoop: "AnySchedulerOf<RunLoop>"
    case .notificationCenter: "NotificationCenter"
    case .openURL: "OpenURLEffect"
    case .preferredLocales: "[Locale]"
    case .timeZone: "TimeZone"
    case .urlSession: "URLSession"
    case .uuid: "UUIDGenerator"
    case .withRandomNumberGenerator: "WithRandomNumberGenerator"
    }
  }

  /// The client as the graph holds it: id and property the property's name, with its library
  /// and value type.
  public var client: DependencyClient {
    DependencyClient(id: rawValue, property: rawValue, valueType: valueType, library: library)
  }
}
