/// One way a TCA 2 feature talks without actions, registered: the event and preference keys it
/// posts, publishes, listens for and observes, the triggers it fires in its children, the
/// closures it hands them, and whether it dismisses itself.
///
/// ``IntrospectionWalker`` joins the keys across the registered features as the scanner does
/// (by key type, toward the ancestors that hear them) and stores ``ChannelKind/event``,
/// ``ChannelKind/preference``, ``ChannelKind/trigger`` and ``ChannelKind/closure`` channels.
///
/// ```swift
/// extension Garden: TreeIntrospectable {
///   static var introspection: Introspection {
///     Introspection(
///       body: [.reduce(.ifLet("notebook", action: "notebook", Notebook.self))],
///       actions: [.child("notebook", Notebook.self), .case("waterAllTapped")],
///       talk: [
///         .listens(to: Planting.Planted.self),        // .onEvent(Planting.Planted.self)
///         .handsClosure("onCommit", to: Notebook.self), // Notebook(onCommit: { … })
///         .fires("water", in: Bed.self),              // state.beds[i].water()
///       ],
///       dialect: .tca2)
///   }
/// }
/// ```
public struct TalkRegistration {
  enum Kind {
    case key(RawKind, String)
    case fires(String, any TreeIntrospectable.Type)
    case handsClosure(String, any TreeIntrospectable.Type)
    case dismissesItself
  }

  enum RawKind { case post, listen, publish, observe }

  let kind: Kind

  /// `try store.post(key: K.self, value: …)`: the feature posts the event key `key`.
  public static func posts(_ key: Any.Type) -> TalkRegistration {
    TalkRegistration(kind: .key(.post, TalkRegistration.name(of: key)))
  }

  /// `.onEvent(K.self) { value, state in … }`: the feature listens for the event key `key`.
  public static func listens(to key: Any.Type) -> TalkRegistration {
    TalkRegistration(kind: .key(.listen, TalkRegistration.name(of: key)))
  }

  /// `.preference(key: K.self, value: …)`: the feature publishes the preference key `key`.
  public static func publishes(_ key: Any.Type) -> TalkRegistration {
    TalkRegistration(kind: .key(.publish, TalkRegistration.name(of: key)))
  }

  /// `.onPreferenceChange(K.self) { value, state in … }`: the feature observes `key`.
  public static func observes(_ key: Any.Type) -> TalkRegistration {
    TalkRegistration(kind: .key(.observe, TalkRegistration.name(of: key)))
  }

  /// `state.child.reset()`: the feature fires the `@Trigger var reset` of its child `child`.
  public static func fires(_ trigger: String, in child: any TreeIntrospectable.Type)
    -> TalkRegistration
  {
    TalkRegistration(kind: .fires(trigger, child))
  }

  /// `Child(onSave: { … })`: the feature hands the closure `name` to its child `child`, which
  /// calls it.
  public static func handsClosure(_ name: String, to child: any TreeIntrospectable.Type)
    -> TalkRegistration
  {
    TalkRegistration(kind: .handsClosure(name, child))
  }

  /// `try store.dismiss()`: the feature ends its own presentation.
  public static var dismissesItself: TalkRegistration { TalkRegistration(kind: .dismissesItself) }

  /// A key type as the graph names types: `Planting.Planted`, without the module and without a
  /// `private` type's `(unknown context at $…)`.
  static func name(of key: Any.Type) -> String {
    let parts = String(reflecting: key).split(separator: ".")
      .filter { !$0.hasPrefix("(unknown context at ") }
    return parts.count > 1 ? parts.dropFirst().joined(separator: ".") : parts.joined()
  }
}
