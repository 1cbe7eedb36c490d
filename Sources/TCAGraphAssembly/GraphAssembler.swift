import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// Joins every file's facts into one ``ArchitectureGraph``: finds the reducers, builds their state
/// fields, action trees and child scopes, then resolves handlers, emissions and roots.
package struct GraphAssembler {
  let table: SymbolTable
  var unresolved: [ScanDiagnostic] = []
  /// Reducer types that run on another feature's domain, mapped to that feature.
  var hosts: [String: String] = [:]
  /// The hosted reducers the host's `body` lists, which the graph shows as `logic` features.
  var logicReducers: Set<String> = []
  var featureNames: Set<String> = []
  /// What the body of the feature being assembled held that could not be read.
  var unreadInBody: [ScanDiagnostic] = []
  /// Destination reducers written inline in a composition's closure, by their action enum.
  var inlineReducers: [String: InlineReducer] = [:]
  /// Features whose action enum is a type of its own (`FavoritingAction`), by that enum.
  var actionTypeOwners: [String: FeatureID] = [:]
  /// Reducer values from before TCA 0.40 (`let appReducer = Reducer<…>.combine(…)`).
  var values = ValueReducerTable()

  /// A reducer a parent writes inline (`ifLet(…) { Scope(state: /S.a, action: /A.a) { A() } }`)
  /// over plain `State`/`Action` enums of its own, which the graph shows as a feature.
  struct InlineReducer {
    var id: FeatureID
    var host: String
    var scopes: [RawComposition]
    var location: TreeIntrospect.SourceLocation
  }

  static let stateOnlyPayloads: Set<String> = ["AlertState", "ConfirmationDialogState"]

  /// Joins the files' facts; each file's ``FileFacts/module`` must be set.
  package init(
    files: [FileFacts], dependencies: [String: Set<String>] = [:], modules: Set<String> = []
  ) {
    table = SymbolTable(files: files, dependencies: dependencies, modules: modules)
    for file in files {
      values.read += file.valueReducers.map { value in
        var located = value
        located.module = file.module
        return located
      }
    }
  }

  /// The graph, and the constructs that could not be resolved.
  package mutating func assemble(
    handlers: [RawHandler], emissions: [RawEmission]
  ) -> (graph: ArchitectureGraph, unresolved: [ScanDiagnostic]) {
    findReducers()
    findInlineReducers()
    findActionTypeOwners()
    findValueReducers()
    var features: [FeatureID: Feature] = [:]
    for name in featureNames.sorted() {
      guard let type = table[name] else { continue }
      // Only a feature's: the pre-filter parses every file declaring its name, not other types'.
      unresolved += table.redeclarations[name] ?? []
      unreadInBody = type.unread
      var feature = type.isEnum ? enumFeature(type) : structFeature(type)
      feature.module = type.module
      feature.unread = Self.unreadConstructs(unreadInBody)
      unreadInBody = []
      features[FeatureID(name)] = feature
    }
    for name in logicReducers.sorted() {
      guard let type = table[name], let host = hosts[name] else { continue }
      features[FeatureID(name)] = Feature(
        id: FeatureID(name), kind: .logic, location: type.location, module: type.module,
        runsOn: FeatureID(host))
    }
    for actionType in inlineReducers.keys.sorted() {
      guard let inline = inlineReducers[actionType], features[inline.id] == nil else { continue }
      features[inline.id] = inlineFeature(inline, actionType: actionType)
      features[inline.id]?.module = table[inline.host]?.module
    }
    for feature in valueReducerFeatures() where features[feature.id] == nil {
      features[feature.id] = feature
    }
    let resolver = RouteResolver(features: features)
    for var handler in handlers {
      guard
        let (owner, via) = owningFeature(
          of: handler.typeName, at: handler.typeIndex, in: handler.location.file),
        features[owner] != nil
      else {
        continue
      }
      if let first = handler.route.first, first.hasPrefix("@") {
        // A helper's switch over `_ a: Action.View`: its cases are under the case carrying View.
        let lane = String(first.dropFirst())
        guard
          let carrier = features[owner]?.actions.first(where: { candidate in
            let carried = candidate.kind == .group ? candidate.typeName : candidate.payload.first
            return carried?.split(separator: ".").last.map(String.init) == lane
          })
        else {
          note(
            "pattern '\(handler.pattern)' matches \(lane), which no case of "
              + "\(owner.rawValue).Action carries", handler.location)
          continue
        }
        handler.route[0] = carrier.name
      }
      if var resolved = resolver.handler(handler, in: owner) {
        resolved.via = via
        features[owner]?.handlers.append(resolved)
      } else if resolver.firstCaseIsUnknown(handler.route, in: owner) {
        note(
          "pattern '\(handler.pattern)' names no case of \(owner.rawValue).Action", handler.location
        )
      }
    }
    for emission in emissions {
      guard let owner = emittingFeature(emission) else {
        if emission.inView {
          note("cannot tell which feature's store this view sends to", emission.location)
        }
        continue
      }
      guard features[owner.feature] != nil else { continue }
      var resolved = resolver.emission(emission, in: owner.feature)
      resolved.via = owner.via
      features[owner.feature]?.emissions.append(resolved)
    }
    let list = features.values.map { feature -> Feature in
      var sorted = feature
      sorted.handlers.sort { Self.precedes($0.location, $0.route, $1.location, $1.route) }
      sorted.emissions.sort { Self.precedes($0.location, $0.route, $1.location, $1.route) }
      return sorted
    }
    let composed = Set(
      list.flatMap { feature in feature.children.map { $0.child }.filter { $0 != feature.id } })
    let roots = list.filter { $0.kind != .logic && !composed.contains($0.id) }.map(\.id).sorted()
    return (ArchitectureGraph(roots: roots, features: list), unresolved.sorted())
  }

  static func precedes(
    _ leftLocation: TreeIntrospect.SourceLocation?, _ leftRoute: [String],
    _ rightLocation: TreeIntrospect.SourceLocation?, _ rightRoute: [String]
  ) -> Bool {
    let left = leftLocation ?? TreeIntrospect.SourceLocation(file: "", line: 0)
    let right = rightLocation ?? TreeIntrospect.SourceLocation(file: "", line: 0)
    if left != right { return left < right }
    return leftRoute.lexicographicallyPrecedes(rightRoute)
  }

  /// Records a construct that could not be resolved; `incompleteBody` says the feature being
  /// assembled has a body the scanner could not read whole.
  mutating func note(
    _ message: String, _ location: TreeIntrospect.SourceLocation?, incompleteBody: Bool = false
  ) {
    let diagnostic = ScanDiagnostic.unresolvedReference(message, at: location)
    unresolved.append(diagnostic)
    if incompleteBody { unreadInBody.append(diagnostic) }
  }

  /// The IR's list of what a body held that could not be read, or `nil` for a whole read.
  static func unreadConstructs(_ diagnostics: [ScanDiagnostic]) -> [UnreadConstruct]? {
    guard !diagnostics.isEmpty else { return nil }
    return Set(diagnostics).sorted().map {
      UnreadConstruct(message: $0.message, location: $0.location)
    }
  }
}
