/// What one dialect of TCA is, as data: the words that declare, compose and run a feature in
/// it, and what it can do. Every layer asks this one place: the prefilter for the words worth
/// parsing a file for, the syntax readers for the spellings they match, the assembly for what a
/// type's words make it, the rules and views for the words they print and the shapes they
/// expect, registration for the dialect it records.
///
/// Adding a dialect is a case of ``FeatureDialect``, its descriptor in a file of its own
/// (`DialectVocabulary+TCA1.swift` is the pattern), a fixture, and the cases the compiler names
/// where a `switch` over the dialect must say what the new one does.
package struct DialectVocabulary: Sendable {
  /// The dialect described.
  package let dialect: FeatureDialect
  /// The modules that export the dialect's words, so a spelling qualified by one of them
  /// (`ComposableArchitecture2.Feature`) is the word itself.
  package let modules: [String]
  /// The macro that declares a feature (`Reducer` for `@Reducer`).
  package let featureMacro: String
  /// The protocols a feature conforms to by hand (`struct X: Reducer`).
  package let featureProtocols: Set<String>
  /// The protocols a `body` is written as (`some Reducer<…>`, `some ReducerOf<Self>`,
  /// `some Feature`), which make a type a feature of the dialect.
  package let bodyProtocols: Set<String>
  /// The reducer types a body composes that hold no child themselves (`Reduce`,
  /// `EmptyReducer`, `Update`).
  package let childlessReducers: Set<String>
  /// The builders that group the reducers of their closure (`CombineReducers`, `Features`).
  package let groupBuilders: Set<String>
  /// The builders whose `{ state, action in … }` closure is the feature's own logic (`Reduce`,
  /// `Update`).
  package let logicBuilders: Set<String>
  /// The types whose members build effects (`Effect.run`, `EffectTask.send`); empty where
  /// effects are no values.
  package let effectTypes: Set<String>
  /// The calls whose closure runs as an effect (`.run { send in … }`, `store.addTask { … }`).
  package let effectClosures: Set<String>
  /// Whether a feature reaches its own store by the name `store` inside its body (TCA 2's
  /// `store.addTask`, `try store.send(…)`), so a send through `store` there is the feature's,
  /// not a view's.
  package let featureOwnsStore: Bool
  /// The property wrappers that declare a dependency client, each with the type it reads from.
  package let dependencyWrappers: [DependencyWrapperWords]
  /// The property wrappers of state the feature keeps to itself, neither a child nor shared
  /// (TCA 2's `@FeatureState`, formerly `@FeatureLocal`).
  package let localStateWrappers: Set<String>
  /// The property wrappers of a presented child's state (`@Presents`, TCA 1.5's
  /// `@PresentationState`); empty where an optional child is a plain optional.
  package let presentationWrappers: Set<String>
  /// The generic types that hold a child feature in a state or an enum case (TCA 2's
  /// `Spawn<X>`); empty where a child is held by its own state.
  package let childHolders: Set<String>
  /// Whether a plain array of a child's state (`[X.State]`) is a collection of children, run by
  /// `.forEach`, as TCA 2 writes it; `false` where collections are `IdentifiedArray`s.
  package let plainArraysHoldChildren: Bool
  /// The protocol of a feature that is an alert or dialog with a domain (TCA 2's `Prompt`);
  /// `nil` where there is none.
  package let promptProtocol: String?
  /// Whether a nested action enum must be `@CasePathable` for a parent to match into it.
  package let nestedActionsNeedCasePathable: Bool
  /// Whether a navigation stack is a plain array scoped with `dismissStyle: .stack`, rather
  /// than a `StackState`.
  package let stacksArePlainArrays: Bool
  /// How a reducer's arm starts an effect, as pictures label it (`returns`, `store.addTask`).
  package let effectStart: String
  /// How an effect sends an action, as pictures and findings print it (`send`, `store.send`).
  package let effectSend: String
  /// How a reducer sends an action itself, as findings print it (`.send`, `store.send`).
  package let reducerSend: String
  /// What an arm writes to do nothing (`return .none`, `break`).
  package let armExit: String
  /// Whether the IR records the dialect: `false` for the one dialect an IR without the field
  /// means (TCA 1.x, the only dialect before TCA 2).
  package let isRecorded: Bool
}

/// A property wrapper that declares a dependency client (`@Dependency(\.apiClient)`), and where
/// its entries live.
package struct DependencyWrapperWords: Sendable, Equatable {
  /// The wrapper's name (`Dependency`, `FeatureEnvironment`).
  package let wrapper: String
  /// The modules that may qualify it (`Dependencies.Dependency`).
  package let modules: [String]
  /// The type whose properties are its entries (`DependencyValues`).
  package let valuesType: String
  /// The macro that declares an entry inside an extension of ``valuesType``
  /// (`@FeatureEnvironmentEntry`); `nil` where entries are written out with a key type.
  package let entryMacro: String?
  /// The body modifier that overrides an entry for what a feature composes (`.dependency`,
  /// `.environment`).
  package let overrideModifier: String
  /// The body modifier whose closure overrides entries by assigning them
  /// (`.dependencies { $0.apiClient = … }`); `nil` where there is none.
  package let closureOverrideModifier: String?
  /// The entries the wrapper's library declares itself, which an app uses without declaring
  /// them (`date`, `uuid`): for swift-dependencies ``LibraryDependency``'s, each with its own
  /// module; for the others, declared by the first of ``modules``.
  package let builtInEntries: Set<String>
  /// How the IR records a client reached through this wrapper: `nil` for `@Dependency`, which
  /// an absent ``DependencyClient/mechanism`` means.
  package let mechanism: DependencyMechanism?
}

extension DialectVocabulary {
  /// The words without which no file says anything in this dialect on its own: what declares,
  /// builds and runs a feature, its effects, dependencies and presented children. The
  /// prefilter parses a file that holds one of them (or a word that contains one).
  package var prefilterWords: Set<String> {
    var words: Set<String> = [featureMacro]
    words.formUnion(featureProtocols)
    words.formUnion(bodyProtocols)
    words.formUnion(logicBuilders)
    words.formUnion(effectTypes)
    words.formUnion(presentationWrappers)
    for wrapper in dependencyWrappers {
      words.insert(wrapper.wrapper)
      words.insert(wrapper.valuesType)
      if let entry = wrapper.entryMacro { words.insert(entry) }
    }
    return words
  }
}

extension FeatureDialect {
  /// The dialect of every reducer before TCA 2: what an IR without the field means, and what
  /// the scanner reads a reducer as when no word of another dialect says otherwise.
  package static let historical = DialectVocabulary.all.first { !$0.isRecorded }!.dialect

  /// This dialect's descriptor.
  package var vocabulary: DialectVocabulary {
    switch self {
    case .tca1: .tca1
    case .tca2: .tca2
    }
  }

  /// How the IR records a feature written in this dialect: `nil` for the dialect an IR without
  /// the field means.
  package var recorded: FeatureDialect? { vocabulary.isRecorded ? self : nil }
}
