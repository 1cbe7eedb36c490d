extension DialectVocabulary {
  /// TCA 1.x (`ComposableArchitecture`, and `ComposableArchitecture1` beside TCA 2), from the
  /// `Reducer` protocol of 0.40 on; the reducer values before it are read by their own reader.
  package static let tca1 = DialectVocabulary(
    dialect: .tca1,
    modules: ["ComposableArchitecture", "ComposableArchitecture1"],
    featureMacro: "Reducer",
    featureProtocols: ["Reducer", "ReducerProtocol"],
    bodyProtocols: ["Reducer", "ReducerOf", "ReducerProtocol", "ReducerProtocolOf"],
    childlessReducers: [
      "Reduce", "BindingReducer", "EmptyReducer", "CombineReducers", "Scope", "AnyReducer",
    ],
    groupBuilders: ["CombineReducers"],
    logicBuilders: ["Reduce"],
    effectTypes: ["Effect", "EffectTask", "EffectOf"],
    effectClosures: [
      "run", "task", "fireAndForget", "publisher", "map", "sink", "receive", "concatenate",
    ],
    featureOwnsStore: false,
    dependencyWrappers: [.swiftDependencies],
    localStateWrappers: [],
    presentationWrappers: ["Presents", "PresentationState"],
    childHolders: [],
    plainArraysHoldChildren: false,
    promptProtocol: nil,
    nestedActionsNeedCasePathable: true,
    stacksArePlainArrays: false,
    effectStart: "returns",
    effectSend: "send",
    reducerSend: ".send",
    armExit: "return .none",
    isRecorded: false
  )
}

extension DependencyWrapperWords {
  /// swift-dependencies' `@Dependency`, which both dialects read (TCA 2 behind its
  /// `Dependencies` trait).
  package static let swiftDependencies = DependencyWrapperWords(
    wrapper: "Dependency", modules: ["Dependencies", "ComposableArchitecture"],
    valuesType: "DependencyValues", entryMacro: nil, overrideModifier: "dependency",
    closureOverrideModifier: "dependencies",
    builtInEntries: Set(LibraryDependency.allCases.map(\.rawValue)), mechanism: nil)
}
