import TCAGraphSyntax
import TreeIntrospect

/// The protocols and file-scope type aliases the scan saw, to recognise reducers by conformance:
/// `Reducer` or `ReducerProtocol`, or a protocol that refines them, transitively, through type
/// aliases (`typealias FeatureReducer = Reducer`) and compositions (`Reducer & Sendable`).
struct ProtocolTable {
  /// One protocol, joined from its declaration.
  private struct Declared {
    var inherits: [String]
    var associatedDefaults: [String: String]
  }

  /// Protocols by qualified name, then by declaring module.
  private var declared: [String: [String: Declared]] = [:]
  /// File-scope type aliases by name, then by declaring module.
  private var aliases: [String: [String: String]] = [:]
  /// What each module sees besides itself.
  private let visible: [String: Set<String>]
  /// The protocols (module and name) that refine a reducer protocol.
  private var reducing: Set<Located> = []

  private struct Located: Hashable {
    var module: String
    var name: String
  }

  init(files: [FileFacts], visible: [String: Set<String>]) {
    self.visible = visible
    for file in files {
      for raw in file.protocols {
        declared[raw.name, default: [:]][file.module] = Declared(
          inherits: raw.inherits, associatedDefaults: raw.associatedDefaults)
      }
      for (name, value) in file.typeAliases {
        aliases[name, default: [:]][file.module] = value
      }
    }
    var changed = true
    while changed {
      changed = false
      for (name, byModule) in declared {
        for (module, protocolDeclaration) in byModule
        where !reducing.contains(Located(module: module, name: name)) {
          if protocolDeclaration.inherits.contains(where: { conformsToReducer($0, from: module) }) {
            reducing.insert(Located(module: module, name: name))
            changed = true
          }
        }
      }
    }
  }

  /// Whether a written conformance (`Reducer`, `Feature`, `FeatureReducer`) makes a type seen
  /// from `module` a reducer.
  func conformsToReducer(_ written: String, from module: String?) -> Bool {
    conformsToReducer(written, from: module, depth: 0)
  }

  private func conformsToReducer(_ written: String, from module: String?, depth: Int) -> Bool {
    guard depth < 8 else { return false }
    let base = SyntaxReading.genericParts(written.trimmingCharacters()).base
    if let found = locate(base, in: declared, from: module) {
      return reducing.contains(found)
    }
    if let found = locate(base, in: aliases, from: module),
      let value = aliases[found.name]?[found.module]
    {
      return SyntaxReading.compositionParts(value).contains {
        conformsToReducer($0, from: found.module, depth: depth + 1)
      }
    }
    return DialectVocabulary.dialect(ofProtocol: base) != nil
  }

  /// The default of associated type `member` in the protocol `adopted` names, or in one it
  /// refines, with the module that declares it (`AppReducer.State` for `RootReducing`'s `State`).
  func associatedDefault(_ member: String, of adopted: String, from module: String?)
    -> (written: String, module: String)?
  {
    var pending = [(adopted, module)]
    var seen: Set<Located> = []
    while let (written, from) = pending.popLast() {
      let base = SyntaxReading.genericParts(written.trimmingCharacters()).base
      guard let found = locate(base, in: declared, from: from), seen.insert(found).inserted,
        let protocolDeclaration = declared[found.name]?[found.module]
      else { continue }
      if let value = protocolDeclaration.associatedDefaults[member] {
        return (value, found.module)
      }
      pending += protocolDeclaration.inherits.reversed().map { ($0, found.module) }
    }
    return nil
  }

  /// Where a written name is declared, seen from `module`: the own module, else the one visible
  /// module, else the only module.
  private func locate<Value>(
    _ written: String, in table: [String: [String: Value]], from module: String?
  )
    -> Located?
  {
    var name = written
    if table[name] == nil, let dot = name.firstIndex(of: ".") {
      name = String(name[name.index(after: dot)...])
    }
    guard let byModule = table[name], !byModule.isEmpty else { return nil }
    if let module, byModule[module] != nil { return Located(module: module, name: name) }
    let seen = module.flatMap { visible[$0] } ?? []
    let reachable = byModule.keys.filter { seen.contains($0) }
    if reachable.count == 1 { return Located(module: reachable[0], name: name) }
    if byModule.count == 1, let only = byModule.keys.first {
      return Located(module: only, name: name)
    }
    return nil
  }
}
