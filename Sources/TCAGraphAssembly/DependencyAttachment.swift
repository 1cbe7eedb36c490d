import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// What one file says about dependency clients, with the file's path and module.
struct FileDependencies {
  var path: String
  var module: String
  var facts: RawDependencies
}

/// The pass that resolves each `@Dependency` (and TCA 2 `@FeatureEnvironment`) declaration and
/// override to its client and adds a ``ChannelKind/dependency`` channel to the feature whose code
/// holds it.
///
/// A `DependencyValues` property (or `FeatureEnvironmentValues` entry) the app declares gives the
/// client's key and value types; one the app does not declare is the library's when its library
/// declares it (``LibraryDependency``, ``DependencyWrapperWords/builtInEntries``); anything else
/// keeps an ``DependencyClient/unresolvedReason`` and a note, never a guess. A client's id tells
/// the two mechanisms apart (``DependencyWrapperWords/clientID(property:)``).
struct DependencyAttachment: KnownReducerReading, NoteTaking {
  let known: KnownReducers
  var features: [FeatureID: Feature]
  var notes = AssemblyNotes()
  /// The properties the app declares on a values type, by the id of the client each is, with
  /// their file's module.
  private var properties: [String: [(property: RawDependencyProperty, module: String)]] = [:]
  /// The value type each key type's `liveValue`, `testValue` or `previewValue` has, by key.
  private var keyValueTypes: [String: String] = [:]
  private let files: [FileDependencies]

  init(known: KnownReducers, features: [FeatureID: Feature], files: [FileDependencies]) {
    self.known = known
    self.features = features
    self.files = files
    for file in files {
      for property in file.facts.properties {
        let id = DependencyWrapperWords.of(property.mechanism).clientID(property: property.name)
        properties[id, default: []].append((property, file.module))
      }
      for value in file.facts.keyValues {
        guard let key = known.table.key(ofTypeAt: value.typeIndex, inFile: file.path),
          let written = value.valueType
        else { continue }
        let type = written == "Self" ? key : written
        keyValueTypes[key] = keyValueTypes[key] ?? type
      }
    }
  }

  consuming func run() -> (
    features: [FeatureID: Feature], clients: [DependencyClient], notes: [ScanDiagnostic]
  ) {
    var clients: [String: DependencyClient] = [:]
    var firstUse: [String: TreeIntrospect.SourceLocation] = [:]
    var added: [FeatureID: [Channel]] = [:]
    for file in files {
      for use in file.facts.uses {
        guard
          let owner = owningFeature(of: use.typeName, at: use.typeIndex, in: file.path)?.feature,
          features[owner] != nil
        else { continue }
        let words = DependencyWrapperWords.of(use.mechanism)
        let scope = table.key(ofTypeAt: use.typeIndex, inFile: file.path) ?? owner.rawValue
        let client =
          Self.propertyName(use.reference).flatMap { clients[words.clientID(property: $0)] }
          ?? resolve(use.reference, words: words, from: scope, module: file.module)
        clients[client.id] = clients[client.id] ?? client
        if firstUse[client.id].map({ use.location < $0 }) ?? true {
          firstUse[client.id] = use.location
        }
        added[owner, default: []].append(
          Channel(
            kind: .dependency, from: .feature(owner), to: .dependency(client.id),
            access: use.overrides ? .overrides : .uses, name: use.name,
            locations: [use.location]))
      }
    }
    for (owner, channels) in added {
      let stored = features[owner]?.channels ?? []
      features[owner]?.channels = Channel.sortedAndMerged(stored + channels)
    }
    for client in clients.values.sorted(by: { $0.id < $1.id }) {
      guard let reason = client.unresolvedReason else { continue }
      notes.all.append(
        .unresolvedDependency(client.id, reason: reason, at: firstUse[client.id]))
    }
    return (features, clients.values.sorted { $0.id < $1.id }, notes.all)
  }

  /// The property a reference names; `nil` for a key type.
  private static func propertyName(_ reference: RawDependencyReference) -> String? {
    if case .property(let property) = reference { return property }
    return nil
  }

  /// The client a reference of `words`' wrapper names, from code in the type `scope` of
  /// `module`.
  private func resolve(
    _ reference: RawDependencyReference, words: DependencyWrapperWords, from scope: String,
    module: String
  ) -> DependencyClient {
    switch reference {
    case .property(let name): return client(property: name, words: words, module: module)
    case .keyType(let written) where words.mechanism != nil:
      return client(type: written, words: words, from: scope)
    case .keyType(let written): return client(keyType: written, from: scope, module: module)
    }
  }

  private func client(property name: String, words: DependencyWrapperWords, module: String)
    -> DependencyClient
  {
    let id = words.clientID(property: name)
    let declared = properties[id] ?? []
    let modules = Set(declared.map(\.module))
    guard !declared.isEmpty else {
      if let library = words.builtInClient(name) { return library }
      return DependencyClient(
        id: id, property: name,
        unresolvedReason: Self.undeclaredReason(property: name, words: words),
        mechanism: words.mechanism)
    }
    guard
      let chosen = modules.count == 1
        ? declared.first : declared.first(where: { $0.module == module })
    else {
      return DependencyClient(
        id: id, property: name,
        unresolvedReason: "\(words.valuesType) property '\(name)' is declared in modules "
          + modules.sorted().map { "'\($0)'" }.joined(separator: " and ")
          + ", and the scanner cannot tell which one the code sees", mechanism: words.mechanism)
    }
    let keyType = chosen.property.keyType.map { table.resolve($0, from: "") ?? $0 }
    return DependencyClient(
      id: id, property: name, keyType: keyType, valueType: chosen.property.valueType,
      location: chosen.property.location, module: chosen.module, mechanism: words.mechanism)
  }

  /// Why no client is found for the property `name` of `words`' values type.
  private static func undeclaredReason(property name: String, words: DependencyWrapperWords)
    -> String
  {
    guard words.mechanism != nil else {
      return "no DependencyValues property '\(name)' is declared in the scanned "
        + "files, and neither Dependencies nor ComposableArchitecture declares one"
    }
    let macro = words.entryMacro.map { "@\($0) " } ?? ""
    return "no \(macro)entry '\(name)' of \(words.valuesType) is declared in the scanned files, "
      + "and \(words.modules.first ?? words.valuesType) declares none of that name"
  }

  /// The client a TCA 2 feature reads by its type (`@FeatureEnvironment(Context<Owner>.self)`):
  /// that type, resolved to the app's declaration (its generic arguments kept as written).
  private func client(type written: String, words: DependencyWrapperWords, from scope: String)
    -> DependencyClient
  {
    let parts = SyntaxReading.genericParts(written)
    guard let key = table.resolve(parts.base, from: scope), let type = table[key] else {
      return DependencyClient(
        id: words.clientID(type: written), keyType: written,
        unresolvedReason: "no type '\(parts.base)' is declared in the scanned files",
        mechanism: words.mechanism)
    }
    let resolved =
      parts.arguments.isEmpty ? key : key + "<" + parts.arguments.joined(separator: ", ") + ">"
    return DependencyClient(
      id: words.clientID(type: resolved), keyType: resolved, valueType: resolved,
      location: type.location, module: table.module(of: key), mechanism: words.mechanism)
  }

  private func client(keyType written: String, from scope: String, module: String)
    -> DependencyClient
  {
    guard let key = table.resolve(written, from: scope), let type = table[key] else {
      return DependencyClient(
        id: written, keyType: written,
        unresolvedReason: "no type '\(written)' is declared in the scanned files")
    }
    guard !type.inherits.isDisjoint(with: Self.keyProtocols) else {
      return DependencyClient(
        id: key, keyType: key,
        unresolvedReason: "'\(key)' conforms to neither DependencyKey nor TestDependencyKey in "
          + "the scanned files")
    }
    let words = DependencyWrapperWords.swiftDependencies
    let property = properties.values.joined().map(\.property)
      .filter { $0.mechanism == nil }.sorted { $0.location < $1.location }
      .first { $0.keyType.flatMap { table.resolve($0, from: "") } == key }
    if let property { return client(property: property.name, words: words, module: module) }
    return DependencyClient(
      id: key, keyType: key, valueType: keyValueTypes[key] ?? type.typeAliases["Value"],
      location: type.location, module: table.module(of: key))
  }

  private static let keyProtocols: Set<String> = [
    "DependencyKey", "TestDependencyKey", "Dependencies.DependencyKey",
    "Dependencies.TestDependencyKey",
  ]
}
