/// Which files must be parsed: those whose bytes hold a TCA word (``LexicalSummary/tcaWords``),
/// and every file tied to one of them by a name, transitively.
///
/// A file without a TCA word contributes to the graph only through a name that a parsed file
/// writes or declares: an extension adding a `Delegate` enum to a feature, a type alias naming a
/// reducer, a protocol refining one of the app's reducer protocols, a struct conforming to such a
/// protocol, a child's state, a type whose name makes a feature's name ambiguous. So a file is
/// also parsed when it declares a name a parsed file mentions, or mentions a name a parsed file
/// declares; and, since its imports still count for its module, when those cannot be read from
/// its lines. What is left holds no construct, and no name, that any parsed file can reach.
package enum RelevantFiles {
  /// For each summary, whether its file must be parsed.
  static func select(_ summaries: [LexicalSummary]) -> [Bool] {
    var relevant = summaries.map(\.isSeed)
    var declaredBy: [UInt64: [Int]] = [:]
    var mentionedBy: [UInt64: [Int]] = [:]
    for (index, summary) in summaries.enumerated() where !relevant[index] {
      for name in summary.declared { declaredBy[name, default: []].append(index) }
      for name in summary.mentioned { mentionedBy[name, default: []].append(index) }
    }
    var pending = relevant.indices.filter { relevant[$0] }
    var followedDeclared: Set<UInt64> = []
    var followedMentioned: Set<UInt64> = []
    func add(_ files: [Int]?) {
      for file in files ?? [] where !relevant[file] {
        relevant[file] = true
        pending.append(file)
      }
    }
    while let file = pending.popLast() {
      for name in summaries[file].declared where followedDeclared.insert(name).inserted {
        add(mentionedBy[name])
      }
      for name in summaries[file].mentioned where followedMentioned.insert(name).inserted {
        add(declaredBy[name])
      }
    }
    return relevant
  }
}
