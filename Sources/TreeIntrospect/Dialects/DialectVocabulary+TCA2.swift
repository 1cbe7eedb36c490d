extension DialectVocabulary {
  /// The TCA 2 preview (`ComposableArchitecture2`; code of April 2026 imports
  /// `ComposableArchitecture` and writes the same words), as public code writes it since June
  /// 2026: `@FeatureEnvironment` dependencies, `@FeatureState` (formerly `@FeatureLocal`).
  package static let tca2 = DialectVocabulary(
    dialect: .tca2,
    modules: ["ComposableArchitecture2", "ComposableArchitecture"],
    featureMacro: "Feature",
    featureProtocols: ["FeatureProtocol"],
    bodyProtocols: ["Feature"],
    childlessReducers: ["Update", "EmptyFeature", "Features"],
    groupBuilders: ["Features"],
    logicBuilders: ["Update"],
    effectTypes: [],
    effectClosures: ["addTask"],
    featureOwnsStore: true,
    dependencyWrappers: [.featureEnvironment, .swiftDependencies],
    localStateWrappers: ["FeatureState", "FeatureLocal"],
    presentationWrappers: [],
    childHolders: ["Spawn"],
    plainArraysHoldChildren: true,
    promptProtocol: "Prompt",
    nestedActionsNeedCasePathable: false,
    stacksArePlainArrays: true,
    effectStart: "store.addTask",
    effectSend: "store.send",
    reducerSend: "store.send",
    armExit: "break",
    isRecorded: true
  )
}

extension DependencyWrapperWords {
  /// TCA 2's own `@FeatureEnvironment(\.key)` (or `(Type.self)`), whose entries
  /// `@FeatureEnvironmentEntry` declares in `extension FeatureEnvironmentValues`.
  package static let featureEnvironment = DependencyWrapperWords(
    wrapper: "FeatureEnvironment", modules: ["ComposableArchitecture2", "ComposableArchitecture"],
    valuesType: "FeatureEnvironmentValues", entryMacro: "FeatureEnvironmentEntry",
    overrideModifier: "environment", closureOverrideModifier: nil,
    builtInEntries: [
      "calendar", "continuousClock", "date", "fireAndForget", "notificationCenter", "timeZone",
      "uuid",
    ], mechanism: .featureEnvironment)
}
