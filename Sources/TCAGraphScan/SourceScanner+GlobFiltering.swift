extension SourceScanner {
  /// How many Swift files under `paths` the include and exclude globs leave out: when a scan
  /// reads nothing, this tells a glob that covers everything from a folder without Swift files.
  public func filesLeftOutByGlobs(paths: [String]) -> Int {
    var unfiltered = options
    unfiltered.includeGlobs = []
    unfiltered.excludeGlobs = []
    let all = (try? SourceFileFinder(options: unfiltered).files(in: paths).count) ?? 0
    let kept = (try? SourceFileFinder(options: options).files(in: paths).count) ?? 0
    return all - kept
  }
}
