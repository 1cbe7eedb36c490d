import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// Where a type lives: the module that declares it and its name qualified by enclosing types.
struct TypeSymbol: Hashable {
  /// The declaring module; `nil` for a type the scan only saw extended (`extension Reducer`).
  var module: String?
  /// The name qualified by enclosing types, without the module (`HistoryFeature.Reducer`).
  var path: String
}

/// Every type the scan saw, joined across files and extensions and keyed by identity, with the
/// part of the compiler's name lookup TCA code needs: enclosing types, then the own module, then
/// the modules it imports, then a unique match anywhere.
///
/// A type's key is its qualified name, led by its module only where two modules declare the same
/// top-level name (`Search.Feature`, `Profile.Feature`); the key is the feature id downstream.
struct SymbolTable {
  /// The types by key.
  private(set) var types: [String: MergedType] = [:]
  /// The module names the module map and the imports know.
  let modules: Set<String>
  /// The modules the scanned files import.
  private let imported: Set<String>
  /// Where each key's type lives.
  private var symbols: [String: TypeSymbol] = [:]
  /// The modules that declare each qualified name.
  private var declared: [String: Set<String>] = [:]
  /// Top-level names that more than one module declares.
  private var ambiguousRoots: Set<String> = []
  /// What each module sees besides itself: its files' imports and its declared dependencies.
  private var visible: [String: Set<String>] = [:]
  /// The key of each file's types, by file path and index in the file's types.
  private var rawKeys: [String: [String?]] = [:]
  /// The protocols the scan saw.
  let protocols: ProtocolTable
  /// For extensions of `Reducer` constrained to one feature's domain: that feature's key, by file
  /// path and index in the file's types.
  private var reducerDomains: [String: [Int: String]] = [:]
  /// Notes for the top-level types declared again, in another file, by the module that already
  /// declares them (files of two targets the module map put in one module, read as one type), by
  /// the type's key; each note is also among the type's ``MergedType/unread``.
  private(set) var redeclarations: [String: [ScanDiagnostic]] = [:]

  /// Joins the facts of every file; each file's ``FileFacts/module`` must be set.
  init(files: [FileFacts], dependencies: [String: Set<String>] = [:], modules: Set<String> = []) {
    var known = modules
    var imported: Set<String> = []
    for file in files {
      imported.formUnion(file.imports)
      known.insert(file.module)
      known.formUnion(file.imports)
      visible[file.module, default: []].formUnion(file.imports)
    }
    for (module, names) in dependencies { visible[module, default: []].formUnion(names) }
    self.modules = known
    self.imported = imported
    protocols = ProtocolTable(files: files, visible: visible)
    for file in files {
      for type in file.types where type.kind != .extensionType && type.enclosingExtension == nil {
        declared[type.name, default: []].insert(file.module)
      }
    }
    ambiguousRoots = Set(
      declared.filter { !$0.key.contains(".") && $0.value.count > 1 }.map(\.key))
    let bindings = bindExtensions(files)
    for file in files {
      var keys: [String?] = []
      for (index, type) in file.types.enumerated() {
        let symbol = self.symbol(of: type, at: index, in: file, bindings: bindings)
        let key = symbol.module.map { self.key(module: $0, path: symbol.path) } ?? symbol.path
        var merged = types[key] ?? MergedType(name: key)
        if type.kind != .extensionType {
          if let redeclaration = Self.redeclaration(of: type, in: file.module, over: merged) {
            merged.unread.append(redeclaration)
            redeclarations[key, default: []].append(redeclaration)
          }
          merged.module = file.module
        }
        merged.merge(type)
        types[key] = merged
        if symbols[key] == nil || type.kind != .extensionType { symbols[key] = symbol }
        keys.append(key)
      }
      rawKeys[file.path] = keys
    }
    for file in files {
      for (index, type) in file.types.enumerated() {
        guard let written = type.reducerDomain,
          let found = lookup(written, scope: nil, module: file.module, imports: file.imports)
        else { continue }
        reducerDomains[file.path, default: [:]][index] = key(of: found)
      }
    }
  }

  /// The note for a top-level declaration of a type that `merged` already declares from another
  /// file of the same module, which compiling code cannot hold (`#if` branches share a file, a
  /// `private` type is its file's own).
  private static func redeclaration(
    of type: RawType, in module: String, over merged: MergedType
  ) -> ScanDiagnostic? {
    guard merged.kind != .extensionType, merged.module == module, !type.name.contains("."),
      !type.isFilePrivate, !merged.isFilePrivate,
      type.enclosingExtension == nil, let first = merged.location,
      first.file != type.location.file
    else { return nil }
    return .declaredAgain(type.name, module: module, first: first, at: type.location)
  }

  /// The extended type of every extension, by file and index, bound once the types declared
  /// inside extensions are known (`extension HistoryFeature.RootReducer` may extend one).
  private mutating func bindExtensions(_ files: [FileFacts]) -> [String: [Int: TypeSymbol]] {
    var bindings: [String: [Int: TypeSymbol]] = [:]
    for _ in 0..<2 {
      for file in files {
        for (index, type) in file.types.enumerated() where type.kind == .extensionType {
          if let found = lookup(type.name, scope: nil, module: file.module, imports: file.imports) {
            bindings[file.path, default: [:]][index] = found
          }
        }
        for (index, type) in file.types.enumerated()
        where type.kind != .extensionType && type.enclosingExtension != nil {
          let symbol = self.symbol(of: type, at: index, in: file, bindings: bindings)
          declared[symbol.path, default: []].insert(symbol.module ?? file.module)
        }
      }
    }
    return bindings
  }

  /// The symbol of one of a file's types: a declaration is its module's; a type declared inside
  /// an extension hangs under the extended type; an extension is the type it extends.
  private func symbol(
    of type: RawType, at index: Int, in file: FileFacts, bindings: [String: [Int: TypeSymbol]]
  ) -> TypeSymbol {
    if type.kind == .extensionType {
      return bindings[file.path]?[index] ?? TypeSymbol(module: nil, path: type.name)
    }
    guard let outer = type.enclosingExtension, outer < file.types.count else {
      return TypeSymbol(module: file.module, path: type.name)
    }
    let written = file.types[outer].name
    let suffix =
      type.name.hasPrefix(written + ".") ? String(type.name.dropFirst(written.count)) : ""
    guard let extended = bindings[file.path]?[outer], !suffix.isEmpty else {
      return TypeSymbol(module: file.module, path: type.name)
    }
    return TypeSymbol(module: extended.module ?? file.module, path: extended.path + suffix)
  }

  /// The key of a type: its path, led by its module when another module declares the same root.
  func key(module: String, path: String) -> String {
    guard !ambiguousRoots.isEmpty else { return path }
    let root = path.split(separator: ".").first.map(String.init) ?? path
    return ambiguousRoots.contains(root) ? module + "." + path : path
  }

  subscript(name: String) -> MergedType? { types[name] }

  /// The key of the type at `index` in the file at `path`, as the table joined it.
  func key(ofTypeAt index: Int?, inFile path: String) -> String? {
    guard let index, let keys = rawKeys[path], index < keys.count else { return nil }
    return keys[index]
  }

  /// The key of the feature whose domain the extension of `Reducer` at `index` in the file at
  /// `path` is constrained to (`extension Reducer where State == Game.State`).
  func reducerDomain(ofTypeAt index: Int?, inFile path: String) -> String? {
    index.flatMap { reducerDomains[path]?[$0] }
  }

  /// Whether code in `module` sees what `other` declares: its own, an imported or a declared
  /// dependency's.
  func module(_ module: String, sees other: String) -> Bool {
    module == other || visible[module]?.contains(other) == true
  }

  /// The module of the type with this key, when the scan saw its declaration.
  func module(of key: String) -> String? { symbols[key]?.module }

  /// The qualified key a written type refers to from inside the type `scope` (a key).
  func resolve(_ written: String, from scope: String) -> String? {
    let symbol = symbols[scope] ?? TypeSymbol(module: nil, path: scope)
    return lookup(written, scope: symbol, module: symbol.module, imports: []).map(key(of:))
  }

  /// The modules that each declare a written top-level name that lookup from `scope` cannot
  /// choose between, or an empty list when the name is not ambiguous.
  func ambiguity(of written: String, from scope: String) -> [String] {
    let name = Self.cleaned(written)
    guard ambiguousRoots.contains(name), resolve(name, from: scope) == nil else { return [] }
    return declared[name].map { $0.sorted() } ?? []
  }

  private func key(of symbol: TypeSymbol) -> String {
    symbol.module.map { key(module: $0, path: symbol.path) } ?? symbol.path
  }

  /// `Feature` for `Feature<T>?`.
  private static func cleaned(_ written: String) -> String {
    var name = SyntaxReading.genericParts(written.trimmingCharacters()).base
    while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    return name
  }

  /// Name lookup: module-qualified names directly; then outwards through the enclosing types;
  /// then the own module, the imported modules and a unique match anywhere; then without a
  /// leading qualifier the scan does not know as a module.
  private func lookup(_ written: String, scope: TypeSymbol?, module: String?, imports: Set<String>)
    -> TypeSymbol?
  {
    let name = Self.cleaned(written)
    guard !name.isEmpty else { return nil }
    var components = name.split(separator: ".").map(String.init)
    if components.count > 1, modules.contains(components[0]) {
      let rest = components.dropFirst().joined(separator: ".")
      if declared[rest]?.contains(components[0]) == true {
        return TypeSymbol(module: components[0], path: rest)
      }
    }
    while !components.isEmpty {
      let candidate = components.joined(separator: ".")
      if let scope, let found = lookupInside(candidate, scope: scope) { return found }
      if let found = lookupTopLevel(candidate, module: module, imports: imports) { return found }
      // `FeatureA.Path` is FeatureA's own `Path`, never another feature's.
      if components.count == 2, Self.nestedReducerNames.contains(components[1]) { return nil }
      components.removeFirst()
    }
    return nil
  }

  /// `candidate` looked up in the types enclosing `scope`, innermost first.
  private func lookupInside(_ candidate: String, scope: TypeSymbol) -> TypeSymbol? {
    for enclosing in Self.enclosingScopes(scope.path) {
      let path = enclosing + "." + candidate
      if let modules = declared[path] {
        if let own = scope.module, modules.contains(own) {
          return TypeSymbol(module: own, path: path)
        }
        if modules.count == 1 { return TypeSymbol(module: modules.first, path: path) }
      } else if scope.module == nil, types[path] != nil {
        return TypeSymbol(module: nil, path: path)
      }
    }
    return nil
  }

  /// A top-level `candidate`: the own module's, else the one visible module's that declares it,
  /// else the only module's that does; a type only extended is its own key.
  private func lookupTopLevel(_ candidate: String, module: String?, imports: Set<String>)
    -> TypeSymbol?
  {
    guard let declaring = declared[candidate], !declaring.isEmpty else {
      return types[candidate] != nil && symbols[candidate]?.module == nil
        ? TypeSymbol(module: nil, path: candidate) : nil
    }
    if let module, declaring.contains(module) { return TypeSymbol(module: module, path: candidate) }
    let visibleFromModule = module.flatMap { visible[$0] }
    let reachable = declaring.filter {
      imports.contains($0) || visibleFromModule?.contains($0) == true
    }
    if reachable.count == 1 { return TypeSymbol(module: reachable.first, path: candidate) }
    if declaring.count == 1 { return TypeSymbol(module: declaring.first, path: candidate) }
    return nil
  }

  /// Follows `typealias`, associated-type defaults and, for a nested struct, the enclosing types,
  /// and returns the key of `member` (`State`, `Action`) of the type `type`.
  func member(_ member: String, of type: String) -> String? {
    let nested = type + "." + member
    if types[nested] != nil { return nested }
    if let alias = types[type]?.typeAliases[member] {
      return resolve(alias, from: type)
    }
    guard let merged = types[type] else { return nil }
    let module = symbols[type]?.module
    for adopted in merged.inherits.sorted() {
      guard
        let (found, protocolModule) = protocols.associatedDefault(
          member, of: adopted, from: module)
      else { continue }
      let symbol = lookup(found, scope: nil, module: protocolModule, imports: [])
      if let symbol { return key(of: symbol) }
    }
    // A struct nested in a namespace that declares neither names the namespace's
    // (`enum Inbox { struct State; enum Action; struct Reducer: Reducer { … } }`).
    guard merged.kind != .enumType, let symbol = symbols[type], symbol.path.contains(".")
    else { return nil }
    return lookupInside(member, scope: symbol).map(key(of:))
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
    while components.count > 1, imported.contains(components[0]),
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
    if let scopes = asciiEnclosingScopes(name) { return scopes }
    var components = name.split(separator: ".").map(String.init)
    var scopes: [String] = []
    while !components.isEmpty {
      scopes.append(components.joined(separator: "."))
      components.removeLast()
    }
    return scopes
  }

  /// ``enclosingScopes(_:)`` cut out of the bytes of an ASCII name whose components are all
  /// non-empty (the names code declares), or `nil` for any other name.
  private static func asciiEnclosingScopes(_ name: String) -> [String]? {
    let dot = UInt8(ascii: ".")
    var previous = dot
    for byte in name.utf8 {
      guard byte < 0x80, byte != dot || previous != dot else { return nil }
      previous = byte
    }
    guard previous != dot else { return nil }
    var scopes = [name]
    var index = name.utf8.endIndex
    while index > name.utf8.startIndex {
      name.utf8.formIndex(before: &index)
      if name.utf8[index] == dot { scopes.append(String(name[..<index])) }
    }
    return scopes
  }
}
