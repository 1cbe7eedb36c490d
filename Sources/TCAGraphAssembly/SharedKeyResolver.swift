import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// One file's shared-state facts, with where they come from.
struct SharedFileFacts {
  var path: String
  var module: String
  var facts: SharedStateFacts
}

/// What a shared-key expression names, resolved through the semantic index: a library storage
/// and its key, a custom static key's declaration (in any file and module), a key type of the
/// app's own, a string constant; or, when none of these is found, an unresolved key and why. A
/// key that interpolates a value (`"\(id).avatar"`), and a chain of custom keys that loops or
/// runs past ``chainLimit``, are unresolved: which key they name is not in the sources read.
struct SharedKeyResolver {
  /// A key, and for an unresolved one whether a declaration or a constant in the sources could
  /// resolve it (not for a key known only when the app runs).
  struct Resolution {
    var key: SharedKey
    var declarable = true
  }

  /// A custom static key's declaration and its module.
  private struct Declared {
    var declaration: RawSharedKeyDeclaration
    var module: String
  }

  let table: SymbolTable
  /// String constants by qualified name (`Keys.onboarded`, `String.onboarded`, or a file-scope
  /// name); names given two different values are left out.
  private var constants: [String: String] = [:]
  /// The raw values of `String` enums' cases by qualified case name (`Names.tutorialShown`).
  private var rawValues: [String: String] = [:]
  /// `String` properties built from the raw value, by qualified name (`Names.id`).
  private var templates: [String: RawValueTemplate] = [:]
  /// Custom static keys by name, sorted by location; a feature takes its own module's, else those
  /// of the modules it sees, else any.
  private var declarations: [String: [Declared]] = [:]
  /// How many times a chain of custom keys may have one key name another (`.avatar` whose body
  /// is `.profileAvatar` is one); a longer chain is unresolved.
  static let chainLimit = 8

  init(table: SymbolTable, files: [SharedFileFacts]) {
    self.table = table
    var conflicting: Set<String> = []
    for file in files {
      for constant in file.facts.stringConstants {
        let owner = table.key(ofTypeAt: constant.typeIndex, inFile: file.path) ?? constant.typeName
        let name = owner.map { $0 + "." + constant.name } ?? constant.name
        if let known = constants[name], known != constant.value { conflicting.insert(name) }
        constants[name] = constant.value
      }
      for rawValue in file.facts.caseRawValues {
        let owner = table.key(ofTypeAt: rawValue.typeIndex, inFile: file.path) ?? rawValue.typeName
        rawValues[(owner.map { $0 + "." } ?? "") + rawValue.name] = rawValue.value
      }
      for template in file.facts.rawValueTemplates {
        let owner = table.key(ofTypeAt: template.typeIndex, inFile: file.path) ?? template.typeName
        let name = (owner.map { $0 + "." } ?? "") + template.name
        if let known = templates[name],
          known.prefix != template.prefix
            || known.suffix != template.suffix
        {
          conflicting.insert(name)
        }
        templates[name] = template
      }
      for declaration in file.facts.keyDeclarations {
        declarations[declaration.name, default: []].append(
          Declared(declaration: declaration, module: file.module))
      }
    }
    for name in conflicting {
      constants[name] = nil
      templates[name] = nil
    }
    for name in declarations.keys {
      declarations[name]?.sort { $0.declaration.location < $1.declaration.location }
    }
  }

  /// The key `expression` (written `written`) names, from inside the type `scope` (a table key) of
  /// `module`. A storage key carries no location or module: the first field naming it gives them.
  func resolve(
    _ expression: RawSharedKeyExpression, written: String, from scope: String, module: String
  ) -> Resolution {
    resolve(expression, written: written, from: scope, module: module, chain: [])
  }

  /// `chain` holds the custom keys followed to reach `expression`, in order.
  private func resolve(
    _ expression: RawSharedKeyExpression, written: String, from scope: String, module: String,
    chain: [String]
  ) -> Resolution {
    switch expression {
    case .storage(let storage, let argument):
      return storageKey(storage, argument, written: written, from: scope)
    case .member(let name):
      return declaredKey(name, written: written, from: scope, module: module, chain: chain)
    case .construction(let type, _):
      return Resolution(key: keyType(type, written: written, from: scope))
    case .unreadable:
      return Resolution(
        key: Self.unresolved(written, "the key expression is not one the scanner reads"))
    }
  }

  private func storageKey(
    _ storage: SharedStorage, _ argument: RawKeyArgument, written: String, from scope: String
  ) -> Resolution {
    switch argument {
    case .key(let key):
      return Resolution(
        key: SharedKey(id: SharedKey.id(storage: storage, key: key), storage: storage, key: key))
    case .reference(let reference):
      guard let key = stringValue(reference, from: scope) else {
        return Resolution(
          key: Self.unresolved(
            written,
            "'\(reference)' is not a string constant ('static let') or a String enum's raw value "
              + "the scan found"))
      }
      return Resolution(
        key: SharedKey(id: SharedKey.id(storage: storage, key: key), storage: storage, key: key))
    case .computed(let expression):
      return Resolution(key: Self.unresolved(written, "the key '\(expression)' is computed"))
    case .interpolated(let expression, let values, let parts):
      if let key = parts.flatMap({ interpolatedKey($0, from: scope) }) {
        return Resolution(
          key: SharedKey(id: SharedKey.id(storage: storage, key: key), storage: storage, key: key))
      }
      let named = values.map { "'\($0)'" }.joined(separator: ", ")
      return Resolution(
        key: Self.unresolved(
          written,
          "the key '\(expression)' interpolates \(named), so which key it names is known only "
            + "when the app runs"),
        declarable: false)
    }
  }

  /// The string a name path holds: a string constant (``constant(_:from:)``), the raw value of a
  /// `String` enum's case (`Names.tutorialShown.rawValue`), or a property that puts text around
  /// the case's raw value (`Names.tutorialShown.id` for `var id: String { "shared-\(rawValue)" }`);
  /// `nil` for anything else, which is never guessed.
  private func stringValue(_ reference: String, from scope: String) -> String? {
    if let value = constant(reference, from: scope) { return value }
    var components = reference.split(separator: ".", omittingEmptySubsequences: false).map(
      String.init)
    guard components.count >= 3, let member = components.popLast(),
      let caseName = components.popLast(), !components.contains("")
    else { return nil }
    guard let owner = table.resolve(components.joined(separator: "."), from: scope),
      let rawValue = rawValues[owner + "." + caseName]
    else { return nil }
    if member == "rawValue" { return rawValue }
    guard let template = templates[owner + "." + member] else { return nil }
    return template.prefix + rawValue + template.suffix
  }

  /// The key a string literal of text and name paths spells, when every name path holds a string
  /// the sources spell; `nil` when one does not.
  private func interpolatedKey(_ parts: [RawInterpolationPart], from scope: String) -> String? {
    var key = ""
    for part in parts {
      switch part {
      case .text(let text): key += text
      case .value(let reference):
        guard let value = stringValue(reference, from: scope) else { return nil }
        key += value
      }
    }
    return key
  }

  /// The value of the constant `reference` names: `.x` a `static let` of `String`, `Keys.x` one
  /// of the type `Keys` resolves to, `x` one of an enclosing type or of the file scope.
  private func constant(_ reference: String, from scope: String) -> String? {
    if reference.hasPrefix(".") { return constants["String" + reference] }
    guard let dot = reference.lastIndex(of: ".") else {
      for enclosing in SymbolTable.enclosingScopes(scope) {
        if let value = constants[enclosing + "." + reference] { return value }
      }
      return constants[reference]
    }
    let owner = String(reference[..<dot])
    let name = String(reference[reference.index(after: dot)...])
    if let resolved = table.resolve(owner, from: scope),
      let value = constants[resolved + "." + name]
    {
      return value
    }
    return constants[reference]
  }

  private func declaredKey(
    _ name: String, written: String, from scope: String, module: String, chain: [String]
  ) -> Resolution {
    guard let candidates = declarations[name], !candidates.isEmpty else {
      return Resolution(
        key: Self.unresolved(
          written,
          "no static key '\(name)' is declared in an extension of SharedKey or SharedReaderKey "
            + "among the scanned sources"))
    }
    if chain.contains(name) {
      let loop = (chain + [name]).map { "'\($0)'" }.joined(separator: " → ")
      return Resolution(
        key: Self.unresolved(
          written, "the custom keys name one another in a loop (\(loop)) and reach no storage"))
    }
    guard chain.count <= Self.chainLimit else {
      let path = (chain + [name]).map { "'\($0)'" }.joined(separator: " → ")
      return Resolution(
        key: Self.unresolved(
          written,
          "the custom keys name one another more than \(Self.chainLimit) times (\(path)), and "
            + "the scan follows \(Self.chainLimit)"))
    }
    let local = candidates.filter { $0.module == module }
    let seen = candidates.filter { table.module(module, sees: $0.module) }
    let choices = !local.isEmpty ? local : !seen.isEmpty ? seen : candidates
    let keys = choices.map { declared(name, $0, from: scope, chain: chain + [name]) }
    guard let first = keys.first else {
      return Resolution(key: Self.unresolved(written, "no declaration"))
    }
    guard keys.allSatisfy({ $0.key.id == first.key.id }) else {
      let places = choices.map { $0.declaration.location.description }.joined(separator: ", ")
      return Resolution(
        key: Self.unresolved(
          written, "the static key '\(name)' is declared with different keys (\(places))"))
    }
    return first
  }

  /// The key one declaration of the static key `name` builds, reached through `chain` (which
  /// ends with `name`).
  private func declared(_ name: String, _ declared: Declared, from scope: String, chain: [String])
    -> Resolution
  {
    let declaration = declared.declaration
    var resolution: Resolution
    if let body = declaration.body, !Self.isUnreadable(body) {
      resolution = resolve(
        body, written: declaration.bodyText ?? name, from: "", module: declared.module,
        chain: chain)
    } else {
      resolution = Resolution(
        key: SharedKey(id: "\(SharedStorage.custom.rawValue):\(name)", storage: .custom))
    }
    var key = resolution.key
    key.name = name
    key.valueType = declaration.valueType ?? key.valueType
    key.defaultValue = declaration.defaultValue ?? key.defaultValue
    key.location = declaration.location
    key.module = declared.module
    resolution.key = key
    return resolution
  }

  private static func isUnreadable(_ expression: RawSharedKeyExpression) -> Bool {
    if case .unreadable = expression { return true }
    return false
  }

  /// A key type of the app's own (`MyKey()`): a type the scan found conforming to one of the key
  /// protocols.
  private func keyType(_ type: String, written: String, from scope: String) -> SharedKey {
    guard let resolved = table.resolve(type, from: scope), let merged = table[resolved] else {
      return Self.unresolved(written, "no type '\(type)' among the scanned sources")
    }
    guard !merged.inherits.isDisjoint(with: SharedKeyExpressionReader.keyProtocols) else {
      return Self.unresolved(written, "'\(type)' does not conform to SharedKey or SharedReaderKey")
    }
    return SharedKey(
      id: "\(SharedStorage.custom.rawValue):\(resolved)", storage: .custom,
      location: merged.location, module: table.module(of: resolved))
  }

  /// The key drawn for an expression the scan could not resolve, and why.
  static func unresolved(_ written: String, _ reason: String) -> SharedKey {
    SharedKey(
      id: "\(SharedStorage.unresolved.rawValue):\(written)", storage: .unresolved, key: written,
      unresolvedReason: reason)
  }
}
