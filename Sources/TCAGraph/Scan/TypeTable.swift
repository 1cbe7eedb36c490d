import TreeIntrospect

/// A type with all its extensions joined, across files.
struct MergedType {
  var name: String
  var kind: RawType.Kind = .extensionType
  var attributes: Set<String> = []
  var inherits: Set<String> = []
  var viewActionFor: String?
  var location: TreeIntrospect.SourceLocation?
  var cases: [RawCase] = []
  var fields: [RawField] = []
  var typeAliases: [String: String] = [:]
  var body: [RawBodyElement]?
  var bodyType: String?
  var reducerMembers: [String: [RawBodyElement]] = [:]
  var memberDomains: [String] = []
  var reduceStateType: String?

  var isEnum: Bool { kind == .enumType }
}

/// Every type the scan saw, by qualified name, and name lookup from a scope outwards.
struct TypeTable {
  private(set) var types: [String: MergedType] = [:]
  /// The modules the scanned files import.
  let modules: Set<String>

  init(_ raw: [RawType], modules: Set<String> = []) {
    self.modules = modules
    let declared = Set(raw.filter { $0.kind != .extensionType }.map(\.name))
    let topLevel = Set(declared.compactMap { $0.split(separator: ".").first.map(String.init) })
    for type in raw {
      let name = Self.canonical(type.name, declared: declared, topLevel: topLevel)
      var merged = types[name] ?? MergedType(name: name)
      if type.kind != .extensionType {
        merged.kind = type.kind
        merged.location = type.location
        merged.cases += type.cases
      } else if merged.location == nil {
        merged.cases += type.cases
      }
      merged.attributes.formUnion(type.attributes)
      merged.inherits.formUnion(type.inherits)
      merged.viewActionFor = merged.viewActionFor ?? type.viewActionFor
      merged.fields += type.fields
      merged.typeAliases.merge(type.typeAliases) { first, _ in first }
      if merged.body == nil, let body = type.body {
        merged.body = body
        merged.bodyType = type.bodyType
      }
      merged.reducerMembers.merge(type.reducerMembers) { first, _ in first }
      merged.memberDomains += type.memberDomains
      merged.reduceStateType = merged.reduceStateType ?? type.reduceStateType
      types[name] = merged
    }
  }

  /// Drops a module prefix (`MyModule.Feature.Action` → `Feature.Action`) when only that is declared.
  private static func canonical(_ name: String, declared: Set<String>, topLevel: Set<String>)
    -> String
  {
    var components = name.split(separator: ".").map(String.init)
    while components.count > 1, !topLevel.contains(components[0]), topLevel.contains(components[1])
    {
      components.removeFirst()
    }
    return components.joined(separator: ".")
  }

  subscript(name: String) -> MergedType? { types[name] }

  /// The qualified name a written type refers to from inside `scope`, looking outwards, then
  /// without a leading module name.
  func resolve(_ written: String, from scope: String) -> String? {
    var name = SyntaxReading.genericParts(written.trimmingCharacters()).base
    while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    guard !name.isEmpty else { return nil }
    var components = name.split(separator: ".").map(String.init)
    while !components.isEmpty {
      let candidate = components.joined(separator: ".")
      var prefix = scope.split(separator: ".").map(String.init)
      while true {
        let qualified = (prefix + [candidate]).joined(separator: ".")
        if types[qualified] != nil { return qualified }
        if prefix.isEmpty { break }
        prefix.removeLast()
      }
      // `FeatureA.Path` is FeatureA's own `Path`, never another feature's.
      if components.count == 2, Self.nestedReducerNames.contains(components[1]) { return nil }
      components.removeFirst()
    }
    return nil
  }

  /// Follows `typealias` and returns the qualified name of `member` (`State`, `Action`) of `type`.
  func member(_ member: String, of type: String) -> String? {
    let nested = type + "." + member
    if types[nested] != nil { return nested }
    if let alias = types[type]?.typeAliases[member] {
      return resolve(alias, from: type)
    }
    return nil
  }

  /// A written type with a leading `typealias` name replaced by what it aliases, looking outwards
  /// from `scope` (`SectionList.Action` → `SectionResourceList<A, B>.Action`).
  func expandingAlias(_ written: String, from scope: String) -> String? {
    let trimmed = written.trimmingCharacters()
    let dot = trimmed.firstIndex { $0 == "." || $0 == "<" } ?? trimmed.endIndex
    let first = String(trimmed[..<dot])
    for prefix in Self.enclosingScopes(scope) + [""] {
      if let alias = types[prefix]?.typeAliases[first], alias != first {
        return alias + String(trimmed[dot...])
      }
    }
    return nil
  }

  /// The name the graph gives a reducer the scan did not see: aliases followed, generic arguments
  /// and an imported module's name dropped (`SortOrderLibrary.SortOrder<Series.Ordering>` →
  /// `SortOrder`).
  func unscannedName(_ written: String, from scope: String) -> String {
    var name = written.trimmingCharacters()
    for _ in 0..<4 {
      guard let expanded = expandingAlias(name, from: scope) else { break }
      name = expanded
    }
    name = SyntaxReading.genericParts(name).base
    var components = name.split(separator: ".").map(String.init)
    while components.count > 1, modules.contains(components[0]),
      !(components.count == 2 && Self.nestedReducerNames.contains(components[1]))
    {
      components.removeFirst()
    }
    return components.joined(separator: ".")
  }

  /// Reducers TCA nests in the feature of the same module (`FeatureA.Path`), whose module
  /// qualifier is the feature and must stay, or every module's `Path` would be one node.
  private static let nestedReducerNames: Set<String> = ["Path", "Destination"]

  /// The scopes enclosing a qualified name, innermost first (`A.B.C`, `A.B`, `A`).
  static func enclosingScopes(_ name: String) -> [String] {
    var components = name.split(separator: ".").map(String.init)
    var scopes: [String] = []
    while !components.isEmpty {
      scopes.append(components.joined(separator: "."))
      components.removeLast()
    }
    return scopes
  }
}
