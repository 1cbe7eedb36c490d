/// A target as far as deciding a file's module goes: its module name and the files it compiles.
struct ModuleClaim: Sendable, Equatable {
  var module: String
  /// Files the target lists one by one (absolute, standardized).
  var files: Set<String> = []
  /// Folders whose files the target compiles.
  var folders: [FolderMembership] = []

  /// Whether one of the target's folders holds the file at the absolute `path`.
  func holds(_ path: String) -> Bool {
    folders.contains { $0.contains(path) }
  }
}
