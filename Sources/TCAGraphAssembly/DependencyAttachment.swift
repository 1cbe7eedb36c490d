import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// What one file says about dependency clients, with the file's path and module.
struct FileDependencies {
  var path: String
  var module: String
  var facts: RawDependencies
}

/// The pass that resolves each `@Dependency` declaration and override to its client and adds a
/// ``ChannelKind/dependency`` channel to the feature whose code holds it.
///
/// A `DependencyValues` property the app declares gives the client's key and value types; one the
/// app does not declare is the library's when Dependencies or the Composable Architecture
/// declares it (``LibraryDependency``); anything else keeps an ``DependencyClient/unresolvedReason``
/// and a note, never a guess.
struct DependencyAttachment: KnownReducerReading, NoteTaking {
  let known: KnownReducers
  var features: [FeatureID: Feature]
  var notes = AssemblyNotes()
  /// The `DependencyValues` properties the app declares, by name, with their file's module.
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
        properties[property.name, default: []].append((property, file.module))
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
        let scope = table.key(ofTypeAt: use.typeIndex, inFile: file.path) ?? owner.rawValue
        let client =
          Self.propertyName(use.reference).flatMap { clients[$0] }
          ?? resolve(use.reference, from: scope, module: file.module)
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

  /// The property a reference names, which is its client's id; `nil` for a key type.
  private static func propertyName(_ reference: RawDependencyReference) -> String? {
    if case .property(let property) = reference { return property }
    return nil
  }

  /// The client a reference names, from code in the type `scope` of `module`.
  private func resolve(_ reference: RawDependencyReference, from scope: String, module: String)
    -> DependencyClient
  {
    switch reference {
    case .property(let name): return client(property: name, module: module)
    case .keyType(let written): return client(keyType: written, from: scope, module: module)
    }
  }

  private func client(property name: String, module: String) -> DependencyClient {
    let declared = properties[name] ?? []
    let modules = Set(declared.map(\.module))
    guard !declared.isEmpty else {
      if let library = LibraryDependency(rawValue: name) { return library.client }
      return DependencyClient(
        id: name, property: name,
        unresolvedReason: "no DependencyValues property '\(name)' is declared in the scanned "
          + "files, and neither Dependencies nor ComposableArchitecture declares one")
    }
    guard
      let chosen = modules.count == 1
        ? declared.first : declared.first(where: { $0.module == module })
    else {
      return DependencyClient(
        id: name, property: name,
        unresolvedReason: "DependencyValues property '\(name)' is declared in modules "
          + modules.sorted().map { "'\($0)'" }.joined(separator: " and ")
          + ", and the scanner cannot tell which one the code sees")
    }
    let keyType = chosen.property.keyType.map { table.resolve($0, from: "") ?? $0 }
    return DependencyClient(
      id: name, property: name, keyType: keyType, valueType: chosen.property.valueType,
      location: chosen.property.location, module: chosen.module)
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
    let property = properties.values.joined().map(\.property).sorted { $0.location < $1.location }
      .first { $0.keyType.flatMap { table.resolve($0, from: "") } == key }
    if let property { return client(property: property.name, module: module) }
    return DependencyClient(
      id: key, keyType: key, valueType: keyValueTypes[key] ?? type.typeAliases["Value"],
      location: type.location, module: table.module(of: key))
  }

  private static let keyProtocols: Set<String> = [
    "DependencyKey", "TestDependencyKey", "Dependencies.DependencyKey",
    "Dependencies.TestDependencyKey",
  ]
}
