extension FileFacts {
  /// Whether every index the facts hold names one of the file's own types: what a parse gives
  /// always does; a forged cache entry may not, and assembly would index past the array.
  package var indicesAreInRange: Bool {
    let indices = types.indices
    func fits(_ index: Int?) -> Bool { index.map(indices.contains) ?? true }
    return types.allSatisfy { fits($0.enclosingExtension) }
      && handlers.allSatisfy { fits($0.typeIndex) } && emissions.allSatisfy { fits($0.typeIndex) }
  }
}
