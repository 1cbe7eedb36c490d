import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// The pass before the symbol table: replaces each call of a reducer operator the app declares in
/// an extension of `Reducer` (`.observed(state: \.meal, action: \.meal)`, `.sounds()`) by what
/// the operator's body composes, with the call's paths in place of the parameters that hold
/// them, so that every later pass reads the body as if it were written out.
///
/// `self` in an operator's body is the reducer it is called on, already read where the call is.
/// A call the scan cannot expand (no operator of that name is scanned, or several that the
/// calling feature does not tell apart) composes nothing; when it hands over child paths it is an
/// unread construct of the calling feature.
struct ReducerOperatorExpansion {
  private let operators: [String: [RawReducerOperator]]
  /// What could not be expanded, with where.
  private(set) var notes: [ScanDiagnostic] = []

  init(files: [FileFacts]) {
    operators = Dictionary(grouping: files.flatMap(\.reducerOperators), by: \.name)
  }

  /// The files with every operator call in their types' bodies and reducer members expanded.
  mutating func run(_ files: [FileFacts]) -> [FileFacts] {
    guard !operators.isEmpty || files.contains(where: Self.callsAnyOperator) else { return files }
    var expanded = files
    for file in expanded.indices {
      for index in expanded[file].types.indices
      where expanded[file].types[index].body != nil
        || !expanded[file].types[index].reducerMembers.isEmpty
      {
        var type = expanded[file].types[index]
        var unread: [ScanDiagnostic] = []
        if let body = type.body {
          type.body = body.map { expand($0, host: type.name, unread: &unread) }
        }
        for name in type.reducerMembers.keys.sorted() {
          type.reducerMembers[name] = type.reducerMembers[name]?.map {
            expand($0, host: type.name, unread: &unread)
          }
        }
        type.unread += unread
        notes += unread
        expanded[file].types[index] = type
      }
    }
    return expanded
  }

  private static func callsAnyOperator(_ file: FileFacts) -> Bool {
    file.types.contains { type in
      ((type.body ?? []) + type.reducerMembers.values.flatMap { $0 }).contains { element in
        element.parts.contains { if case .operatorCall = $0 { true } else { false } }
      }
    }
  }

  private func expand(
    _ element: RawBodyElement, host: String, unread: inout [ScanDiagnostic],
    expanding: Set<String> = []
  ) -> RawBodyElement {
    var result = element
    result.parts = []
    for part in element.parts {
      guard case .operatorCall(let call) = part else {
        result.parts.append(part)
        continue
      }
      result.parts += parts(of: call, host: host, unread: &unread, expanding: expanding)
    }
    return result
  }

  /// What one call composes, at the call's place.
  private func parts(
    of call: RawOperatorCall, host: String, unread: inout [ScanDiagnostic],
    expanding: Set<String>
  ) -> [RawBodyElement.Part] {
    guard !expanding.contains(call.name) else { return [] }
    guard let declared = declaration(of: call.name, host: host) else {
      if call.handsOnChildPaths {
        unread.append(.customOperator(call.name, at: call.location))
      }
      return []
    }
    var parts: [RawBodyElement.Part] = []
    for element in declared.elements {
      for part in element.parts {
        switch part {
        case .composition(let composition):
          guard let substituted = substituted(composition, by: call, of: declared) else {
            unread.append(.customOperator(call.name, at: call.location))
            continue
          }
          parts.append(.composition(substituted))
        case .type(let reference, _):
          parts.append(.type(reference, call.location))
        case .member("self"), .imperative("self", _):
          continue
        case .member(let name) where operators[name] != nil:
          // `self.filter { … }`: another operator, called on the reducer this one is called on.
          let inner = RawOperatorCall(name: name, arguments: [], location: call.location)
          parts += self.parts(
            of: inner, host: host, unread: &unread, expanding: expanding.union([call.name]))
        case .member(let name), .imperative(let name, _):
          unread.append(
            .unresolvedReference(
              "reducer operator '\(call.name)' runs '\(name)', which is not read", at: call.location
            ))
        case .operatorCall(let inner):
          parts += self.parts(
            of: inner, host: host, unread: &unread, expanding: expanding.union([call.name]))
        }
      }
    }
    return parts
  }

  /// The one operator of this name the calling type can mean: the only one declared, else the
  /// only one whose extension's `where` clause names the caller, else none.
  private func declaration(of name: String, host: String) -> RawReducerOperator? {
    guard let candidates = operators[name] else { return nil }
    if candidates.count == 1 { return candidates[0] }
    let short = host.split(separator: ".").last.map(String.init) ?? host
    let pinned = candidates.filter { candidate in
      candidate.domain.map { ($0.split(separator: ".").last.map(String.init) ?? $0) == short }
        ?? false
    }
    return pinned.count == 1 ? pinned[0] : nil
  }

  /// The composition with the call's paths for the parameters that hold its paths, located at
  /// the call; `nil` when the call gives no readable path for one of them.
  private func substituted(
    _ composition: RawComposition, by call: RawOperatorCall, of declared: RawReducerOperator
  ) -> RawComposition? {
    var result = composition
    result.location = call.location
    if let parameter = composition.stateParameter {
      guard let argument = argument(for: parameter, in: call, of: declared),
        let path = argument.path
      else { return nil }
      result.statePath = path
      result.stateIsCasePath = argument.isCasePath
      result.stateParameter = nil
    }
    if let parameter = composition.actionParameter {
      guard let path = argument(for: parameter, in: call, of: declared)?.path else { return nil }
      result.actionPath = path
      result.actionParameter = nil
    }
    return result
  }

  /// The call's argument for the parameter the body names `name`: by label, or by position for
  /// a parameter without one.
  private func argument(
    for name: String, in call: RawOperatorCall, of declared: RawReducerOperator
  ) -> RawOperatorArgument? {
    guard let position = declared.parameters.firstIndex(where: { $0.name == name }) else {
      return nil
    }
    if let label = declared.parameters[position].label {
      return call.arguments.first { $0.label == label }
    }
    guard position < call.arguments.count, call.arguments[position].label == nil else {
      return nil
    }
    return call.arguments[position]
  }
}
