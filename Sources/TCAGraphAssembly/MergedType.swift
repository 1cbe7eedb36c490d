import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// A type with all its extensions joined, across files and modules.
struct MergedType {
  /// The table's key for the type: its qualified name, led by its module where two modules
  /// declare the same top-level name (`Search.Feature`).
  var name: String
  var kind: RawType.Kind = .extensionType
  /// The module that declares the type; `nil` for a type the scan only saw extended.
  var module: String?
  var attributes: Set<String> = []
  var inherits: Set<String> = []
  var genericParameters: [String: String] = [:]
  var unread: [ScanDiagnostic] = []
  var keyPaths: [String: String] = [:]
  var viewActionFor: String?
  var location: TreeIntrospect.SourceLocation?
  var cases: [RawCase] = []
  var fields: [RawField] = []
  var typeAliases: [String: String] = [:]
  var body: [RawBodyElement]?
  var bodyType: String?
  var reducerMembers: [String: [RawBodyElement]] = [:]
  var reduceStateType: String?
  /// Whether the declaration merged first is `private` or `fileprivate`.
  var isFilePrivate = false

  var isEnum: Bool { kind == .enumType }

  /// Joins one declaration or extension into the type.
  mutating func merge(_ type: RawType) {
    if type.kind != .extensionType {
      if kind == .extensionType { isFilePrivate = type.isFilePrivate }
      kind = type.kind
      location = type.location
      cases += type.cases
    } else if location == nil {
      cases += type.cases
    }
    attributes.formUnion(type.attributes)
    inherits.formUnion(type.inherits)
    genericParameters.merge(type.genericParameters) { first, _ in first }
    unread += type.unread
    keyPaths.merge(type.keyPaths) { first, _ in first }
    viewActionFor = viewActionFor ?? type.viewActionFor
    fields += type.fields
    typeAliases.merge(type.typeAliases) { first, _ in first }
    if body == nil, let typeBody = type.body {
      body = typeBody
      bodyType = type.bodyType
    }
    reducerMembers.merge(type.reducerMembers) { first, _ in first }
    reduceStateType = reduceStateType ?? type.reduceStateType
  }
}
