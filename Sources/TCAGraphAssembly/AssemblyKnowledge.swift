import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// Which types are reducers: what ``ReducerRecognition`` finds, and ``ValueReducerDiscovery``
/// extends with the reducer values from before TCA 0.40.
struct RecognizedReducers {
  /// The reducers the graph shows as features, by table key or value id.
  var featureNames: Set<String> = []
  /// Reducers that run on another feature's domain, mapped to that feature.
  var hosts: [String: String] = [:]
  /// The hosted reducers the host's `body` lists, which the graph shows as `logic` features.
  var logicReducers: Set<String> = []
}

/// A reducer a parent writes inline (`ifLet(…) { Scope(state: /S.a, action: /A.a) { A() } }`)
/// over plain `State`/`Action` enums of its own, which the graph shows as a feature.
struct InlineReducer {
  var id: FeatureID
  var host: String
  var scopes: [RawComposition]
  var location: TreeIntrospect.SourceLocation
}

/// Everything the discovery passes found, which the passes that build features read.
struct KnownReducers {
  let table: SymbolTable
  let reducers: RecognizedReducers
  /// Destination reducers written inline in a composition's closure, by their action enum.
  let inlineReducers: [String: InlineReducer]
  /// Features whose action enum is a type of its own (`FavoritingAction`), by that enum.
  let actionTypeOwners: [String: FeatureID]
  /// Reducer values from before TCA 0.40 (`let appReducer = Reducer<…>.combine(…)`).
  let values: ValueReducerTable
}

/// A pass that reads the symbol table.
protocol SymbolReading {
  var table: SymbolTable { get }
}

/// A pass that reads which types are reducers.
protocol ReducerReading: SymbolReading {
  var reducers: RecognizedReducers { get }
}

extension ReducerReading {
  var featureNames: Set<String> { reducers.featureNames }
  var hosts: [String: String] { reducers.hosts }
  var logicReducers: Set<String> { reducers.logicReducers }
}

/// A pass that reads everything the discovery passes found.
protocol KnownReducerReading: ReducerReading {
  var known: KnownReducers { get }
}

extension KnownReducerReading {
  var table: SymbolTable { known.table }
  var reducers: RecognizedReducers { known.reducers }
  var inlineReducers: [String: InlineReducer] { known.inlineReducers }
  var actionTypeOwners: [String: FeatureID] { known.actionTypeOwners }
  var values: ValueReducerTable { known.values }
}

extension KnownReducers: KnownReducerReading {
  var known: KnownReducers { self }
}

/// What a pass could not resolve.
struct AssemblyNotes {
  /// Every note, in the order the pass took them.
  var all: [ScanDiagnostic] = []
  /// The notes on what the body of the feature being read held that could not be read.
  var unreadInBody: [ScanDiagnostic] = []
}

/// A pass that notes what it cannot resolve.
protocol NoteTaking {
  var notes: AssemblyNotes { get set }
}

extension NoteTaking {
  /// Records a construct that could not be resolved; `incompleteBody` says the feature being
  /// read has a body the scanner could not read whole.
  mutating func note(
    _ message: String, _ location: TreeIntrospect.SourceLocation?, incompleteBody: Bool = false
  ) {
    let diagnostic = ScanDiagnostic.unresolvedReference(message, at: location)
    notes.all.append(diagnostic)
    if incompleteBody { notes.unreadInBody.append(diagnostic) }
  }
}
