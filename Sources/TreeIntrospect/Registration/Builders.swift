/// Collects the elements of a registered `body`.
@resultBuilder
public enum BodyBuilder {
  public static func buildExpression(_ element: BodyElement) -> [BodyElement] { [element] }
  public static func buildBlock(_ parts: [BodyElement]...) -> [BodyElement] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [BodyElement]?) -> [BodyElement] { part ?? [] }
}

/// Collects the cases of a registered `Action` enum.
@resultBuilder
public enum ActionBuilder {
  public static func buildExpression(_ registration: ActionRegistration) -> [ActionRegistration] { [registration] }
  public static func buildBlock(_ parts: [ActionRegistration]...) -> [ActionRegistration] { parts.flatMap { $0 } }
}

/// Collects registered handlers.
@resultBuilder
public enum HandlerBuilder {
  public static func buildExpression(_ handler: HandlerRegistration) -> [HandlerRegistration] { [handler] }
  public static func buildBlock(_ parts: [HandlerRegistration]...) -> [HandlerRegistration] { parts.flatMap { $0 } }
}

/// Collects registered emissions.
@resultBuilder
public enum EmissionBuilder {
  public static func buildExpression(_ emission: EmissionRegistration) -> [EmissionRegistration] { [emission] }
  public static func buildBlock(_ parts: [EmissionRegistration]...) -> [EmissionRegistration] { parts.flatMap { $0 } }
}

/// Collects the reducer cases of a `@Reducer enum`.
@resultBuilder
public enum EnumCaseBuilder {
  public static func buildExpression(_ reducerCase: EnumReducerCase) -> [EnumReducerCase] { [reducerCase] }
  public static func buildBlock(_ parts: [EnumReducerCase]...) -> [EnumReducerCase] { parts.flatMap { $0 } }
}
