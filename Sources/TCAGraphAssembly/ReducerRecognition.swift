import TCAGraphSyntax
import TreeIntrospect

/// The first pass: which types are reducers, and which of them run on another feature's domain.
struct ReducerRecognition: SymbolReading {
  let table: SymbolTable

  /// Finds the reducers: types that carry `@Reducer` (TCA 2's `@Feature`) or conform, in their
  /// declaration or any extension, to `Reducer`, `ReducerProtocol`, `FeatureProtocol` or a
  /// protocol refining them. A reducer whose body
  /// runs on another feature's domain is hosted by it; one whose `State` and `Action` are another
  /// feature's (type alias or associated-type default) is hosted only when that feature's body
  /// lists it. Hosted reducers the host's body lists become `logic` features.
  func run() -> RecognizedReducers {
    var hosts: [String: String] = [:]
    var featureNames: Set<String> = []
    var logicReducers: Set<String> = []
    var aliasHosted: [String: String] = [:]
    for (name, type) in table.types where type.kind != .extensionType && isReducerType(name) {
      if let base = wrappedBase(of: type) {
        // A higher-order reducer (`Logged<Base: Reducer>`) is an operator, not a feature; one
        // pinned to a domain (`Sounds<Base: Reducer<Game.State, Game.Action>>`) runs on it.
        if let host = base.flatMap({ table.resolve($0, from: name) }), isReducerType(host) {
          hosts[name] = host
        }
        continue
      }
      if let host = domainHost(of: type) {
        hosts[name] = host
      } else {
        featureNames.insert(name)
        if let host = sharedDomainHost(of: name) { aliasHosted[name] = host }
      }
    }
    for host in featureNames.sorted() {
      for listed in listedReducers(in: host) {
        if hosts[listed] == host {
          logicReducers.insert(listed)
        } else if aliasHosted[listed] == host {
          featureNames.remove(listed)
          hosts[listed] = host
          logicReducers.insert(listed)
        }
      }
    }
    return RecognizedReducers(
      featureNames: featureNames, hosts: hosts, logicReducers: logicReducers)
  }

  /// For a reducer generic over the reducer it wraps (`struct Logged<Base: Reducer>` whose body
  /// is `ReducerOf<Base>`): the feature its constraint pins the base to (`Game` for
  /// `Base: Reducer<Game.State, Game.Action>`), or `.some(nil)` when it wraps any reducer.
  private func wrappedBase(of type: MergedType) -> String?? {
    let reducerParameters = type.genericParameters.filter { _, constraint in
      DialectVocabulary.dialect(ofProtocol: constraint) != nil
    }
    // `AppTelemetryReducer<State, Action>`: any domain at all.
    if type.genericParameters["State"] != nil, type.genericParameters["Action"] != nil {
      return .some(nil)
    }
    guard !reducerParameters.isEmpty else { return nil }
    var arguments: [String] = []
    if let bodyType = type.bodyType {
      let written = bodyType.hasPrefix("some ") ? String(bodyType.dropFirst(5)) : bodyType
      arguments = SyntaxReading.genericParts(written).arguments
    }
    // `Case<ParentState, ParentAction, Child: Reducer>` running on a state that is one of its own
    // parameters (`reduce(into state: inout ParentState, …)`, `some Reducer<ParentState, …>`):
    // any domain at all.
    let domainState = type.reduceStateType ?? arguments.first
    if let domainState, type.genericParameters[domainState] != nil,
      reducerParameters[domainState] == nil
    {
      return .some(nil)
    }
    // `func reduce(into state: inout Base.State, action: Base.Action)`.
    if let stateType = type.reduceStateType { arguments.append(stateType) }
    guard
      let base = reducerParameters.keys.sorted().first(where: { parameter in
        arguments.contains { $0 == parameter || $0.hasPrefix(parameter + ".") }
      }), let constraint = reducerParameters[base]
    else { return nil }
    let pinned = SyntaxReading.genericParts(constraint).arguments
    guard pinned.count == 2, pinned[0].hasSuffix(".State") else { return .some(nil) }
    return .some(String(pinned[0].dropLast(".State".count)))
  }

  /// For a reducer whose body runs on another feature's domain (`some ReducerOf<App>`,
  /// `Reduce<App.State, App.Action>`, `reduce(into state: inout App.State, …)`), that feature.
  private func domainHost(of type: MergedType) -> String? {
    if type.bodyType == nil, let stateType = type.reduceStateType, stateType.hasSuffix(".State"),
      let host = table.resolve(String(stateType.dropLast(6)), from: type.name), host != type.name,
      isReducerType(host)
    {
      return host
    }
    // `ReducerOf<App>`, `Reducer<App.State, App.Action>`, or generic over its state
    // (`ReceiptLogic<State>: Reducer<State, Shop.Action>`).
    if let hostName = type.bodyType.flatMap(WrittenReducerDomain.init)?.host, hostName != "Self",
      let host = table.resolve(hostName, from: type.name), host != type.name, isReducerType(host)
    {
      return host
    }
    return nil
  }

  /// For a reducer whose `State` is another reducer's (`typealias State = AppReducer.State`, or
  /// a protocol's `associatedtype State = AppReducer.State`), that reducer.
  private func sharedDomainHost(of name: String) -> String? {
    guard let state = table.member("State", of: name), state != name + ".State",
      state.hasSuffix(".State")
    else { return nil }
    let host = String(state.dropLast(6))
    guard host != name, isReducerType(host) else { return nil }
    if let action = table.member("Action", of: name), action != host + ".Action" { return nil }
    return host
  }

  /// The reducer types a feature's body constructs at its top level or in the members it runs
  /// (`GameCenterLogic()`, `HistoryFeature.RootReducer()`), by key.
  private func listedReducers(in host: String) -> [String] {
    guard let type = table[host] else { return [] }
    var elements = type.body ?? type.reducerMembers["body"] ?? []
    for member in type.reducerMembers.keys.sorted() where member != "body" {
      elements += type.reducerMembers[member] ?? []
    }
    return elements.flatMap(\.parts).compactMap { part in
      guard case .type(let reference, _) = part else { return nil }
      return table.resolve(reference, from: host)
    }
  }
}

extension SymbolReading {
  /// Whether the type with this key is a reducer.
  func isReducerType(_ name: String) -> Bool {
    guard let type = table[name] else { return false }
    return type.attributes.contains(where: SyntaxReading.isReducerMacro)
      || type.inherits.contains { table.protocols.conformsToReducer($0, from: type.module) }
  }

  func shortName(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  /// The `State` and `Action` a body names when they are not called so
  /// (`some Reducer<AppState, AppAction>`).
  func bodyDomain(of type: MergedType) -> (state: String?, action: String?) {
    guard let domain = type.bodyType.flatMap(WrittenReducerDomain.init),
      let state = domain.state, let action = domain.action
    else { return (nil, nil) }
    return (table.resolve(state, from: type.name), table.resolve(action, from: type.name))
  }
}
