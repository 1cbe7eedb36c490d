import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// The pass that builds every feature, without handlers or emissions: the struct and enum
/// reducers, then the `logic` ones, the inline reducers and the reducer values.
struct FeatureConstruction: KnownReducerReading {
  let known: KnownReducers

  func run() -> (features: [FeatureID: Feature], notes: [ScanDiagnostic]) {
    var features: [FeatureID: Feature] = [:]
    var notes: [ScanDiagnostic] = []
    // Each struct or enum feature reads only what the discovery passes found, so they are read
    // on every core; their notes are joined in name order, as one after the other would give.
    let names = featureNames.sorted()
    let known = self.known
    let built = LargeStackWorkers.map(names) { name in Self.feature(named: name, known: known) }
    for (name, result) in zip(names, built) {
      guard let (feature, featureNotes) = result else { continue }
      notes += featureNotes
      features[FeatureID(name)] = feature
    }
    for name in logicReducers.sorted() {
      guard let type = table[name], let host = hosts[name] else { continue }
      var logic = Feature(
        id: FeatureID(name), kind: .logic, location: type.location, module: type.module,
        runsOn: FeatureID(host))
      logic.dialect = FeatureDialects.dialect(of: type).recorded
      features[FeatureID(name)] = logic
    }
    var reader = FeatureReader(known: known)
    for actionType in inlineReducers.keys.sorted() {
      guard let inline = inlineReducers[actionType], features[inline.id] == nil else { continue }
      features[inline.id] = reader.inlineFeature(inline, actionType: actionType)
      features[inline.id]?.module = table[inline.host]?.module
    }
    for feature in reader.valueReducerFeatures() where features[feature.id] == nil {
      features[feature.id] = feature
    }
    return (features, notes + reader.notes.all)
  }
}

extension FeatureConstruction {
  /// The struct or enum feature `name`, with the notes on it (its redeclarations first), or
  /// `nil` when the table holds no such type.
  static func feature(named name: String, known: KnownReducers) -> (Feature, [ScanDiagnostic])? {
    guard let type = known.table[name] else { return nil }
    // Only a feature's: the pre-filter parses every file declaring its name, not other types'.
    var notes = known.table.redeclarations[name] ?? []
    var reader = FeatureReader(known: known)
    reader.notes.unreadInBody = type.unread
    var feature = type.isEnum ? reader.enumFeature(type) : reader.structFeature(type)
    feature.module = type.module
    feature.dialect = FeatureDialects.dialect(of: type).recorded
    if FeatureDialects.isPrompt(type) { feature.prompt = true }
    feature.unread = GraphAssembler.unreadConstructs(reader.notes.unreadInBody)
    notes += reader.notes.all
    return (feature, notes)
  }
}

/// Reads features from what the discovery passes found, noting what it cannot resolve; one
/// reader per struct or enum feature, so the notes on its body are that feature's alone.
struct FeatureReader: KnownReducerReading, NoteTaking {
  let known: KnownReducers
  var notes = AssemblyNotes()
}
