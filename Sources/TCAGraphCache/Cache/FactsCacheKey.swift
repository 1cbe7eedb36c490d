import TCAGraphSupport

/// Where one file's cached facts live, and what its entry must hold to be trusted.
package struct FactsCacheKey: Hashable, Sendable {
  /// The file's path as the scan names it (relative to the base folder): its facts' locations
  /// carry it.
  var path: String
  /// The SHA-256 of the file's bytes.
  var contentHash: String
  /// The entry's file name: a hash of ``sealKey``.
  var entryName: String
  /// What the entry is sealed for (see ``CacheSeal``): the format, the build, the path and the
  /// content hash.
  var sealKey: String

  /// The key of `bytes` read at `path` by `build`.
  init(path: String, bytes: UnsafeRawBufferPointer, build: String) {
    var content = SHA256()
    content.update(bytes)
    self.init(path: path, contentHash: content.finalizeHex(), build: build)
  }

  /// The key of bytes hashing to `contentHash` read at `path` by `build`.
  package init(path: String, contentHash: String, build: String) {
    self.path = path
    self.contentHash = contentHash
    let key = "\(FactsCache.format)\n\(build)\n\(path)\n\(contentHash)"
    entryName = SHA256.hex(of: key.utf8) + FactsCache.entrySuffix
    sealKey = "facts\n" + key
  }
}
