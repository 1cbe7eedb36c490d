import Foundation
@_implementationOnly import SwiftParser
@_implementationOnly import SwiftSyntax
import TreeIntrospect

/// Reads an app's TCA sources with SwiftParser and produces its ``ArchitectureGraph``.
public struct SourceScanner: Sendable {
  public var options: ScanOptions

  /// Creates a scanner.
  public init(options: ScanOptions = .init()) {
    self.options = options
  }

  /// Scans files and folders (recursively); throws only for a path that does not exist.
  public func scan(paths: [String]) throws -> ScanResult {
    let files: [String]
    do {
      files = try SourceFileFinder(options: options).files(in: paths)
    } catch let missing as SourceFileFinder.MissingPath {
      throw ScanError.pathNotFound(missing.path)
    }
    let base = options.baseDirectory
    let clock = ContinuousClock()
    let parseStart = clock.now
    let outcomes = Self.parallelMap(files) { path -> FileOutcome in
      let relative = SourceFileFinder.relative(path, base: base)
      let data: Data
      do {
        data = try RegularFile.contents(atPath: path)
      } catch {
        return FileOutcome(
          diagnostic: ScanDiagnostic(
            severity: .warning, message: "cannot read '\(relative)': \(error); skipped",
            location: TreeIntrospect.SourceLocation(file: relative, line: 1)))
      }
      guard let text = String(data: data, encoding: .utf8) else {
        return FileOutcome(
          diagnostic: ScanDiagnostic(
            severity: .warning, message: "'\(relative)' is not UTF-8 text; skipped",
            location: TreeIntrospect.SourceLocation(file: relative, line: 1)))
      }
      return Self.read(path: relative, text: text, bytes: data.count)
    }
    let moduleStart = clock.now
    let modules = ModuleMap.read(inputs: paths, files: files, baseDirectory: base)
    let assemblyStart = clock.now
    var result = assemble(outcomes, modules: modules)
    result.timings = ScanTimings(
      parse: moduleStart - parseStart, modules: assemblyStart - moduleStart,
      assembly: clock.now - assemblyStart)
    return result
  }

  /// Scans sources held in memory, for tests and examples; paths are used as written. Sources
  /// named `Package.swift` are read as the manifests that say which module each file is in.
  public func scan(sources: [(path: String, text: String)]) -> ScanResult {
    var descriptions = ModuleDescriptions()
    descriptions.manifests = sources.filter { Self.isManifest($0.path) }
    let swiftSources = sources.filter { !Self.isManifest($0.path) }
    let outcomes = Self.parallelMap(swiftSources.map { Source(path: $0.path, text: $0.text) }) {
      source in
      Self.read(path: source.path, text: source.text, bytes: source.text.utf8.count)
    }
    let modules = ModuleMap(
      descriptions: descriptions, files: swiftSources.map(\.path), inputs: [],
      baseDirectory: options.baseDirectory, folderExists: { _ in false })
    return assemble(outcomes, modules: modules)
  }

  private struct Source: Sendable {
    var path: String
    var text: String
  }

  /// What reading one file gave.
  struct FileOutcome: Sendable {
    var facts: FileFacts?
    var diagnostic: ScanDiagnostic?
    var bytes = 0
  }

  /// Parses one file and collects its facts; a file with syntax errors still gives what parsed.
  static func read(path: String, text: String, bytes: Int) -> FileOutcome {
    let nesting = NestingMeasure(text)
    guard !nesting.isTooDeep else {
      return FileOutcome(
        diagnostic: ScanDiagnostic(
          severity: .warning,
          message: "'\(path)' nests \(nesting.depth) levels deep (\(nesting.bracketDepth) of "
            + "them '['), more than hand-written code does; skipped, as parsing it would take "
            + "minutes or overflow the stack",
          location: TreeIntrospect.SourceLocation(file: path, line: 1)))
    }
    let tree = Parser.parse(source: text)
    let facts = DeclarationCollector.collect(tree, text: text, path: path)
    var diagnostic: ScanDiagnostic?
    if tree.hasError {
      let first = FirstSyntaxError(in: tree)
      let position = LineTable(text).location(ofUTF8Offset: first?.offset ?? 0)
      diagnostic = ScanDiagnostic(
        severity: .warning,
        message: "syntax error: \(first?.message ?? "cannot parse"); read what could be parsed",
        location: TreeIntrospect.SourceLocation(
          file: path, line: position.line, column: position.column))
    }
    return FileOutcome(facts: facts, diagnostic: diagnostic, bytes: bytes)
  }

  private static func isManifest(_ path: String) -> Bool {
    path == "Package.swift" || path.hasSuffix("/Package.swift")
  }

  private func assemble(_ outcomes: [FileOutcome], modules: ModuleMap) -> ScanResult {
    var files: [FileFacts] = []
    var handlers: [RawHandler] = []
    var emissions: [RawEmission] = []
    var unresolved: [ScanDiagnostic] = []
    var diagnostics = modules.warnings
    var byteCount = 0
    var suppressions: [String: Suppression] = [:]
    for outcome in outcomes {
      if let diagnostic = outcome.diagnostic { diagnostics.append(diagnostic) }
      guard var facts = outcome.facts else { continue }
      byteCount += outcome.bytes
      facts.module = modules.module(of: facts.path)
      handlers += facts.handlers
      emissions += facts.emissions
      unresolved += facts.unresolved
      if !facts.directives.isEmpty {
        suppressions[facts.path] = Suppression(directives: facts.directives)
      }
      files.append(facts)
    }
    var assembler = GraphAssembler(
      files: files, dependencies: modules.dependencies, modules: modules.modules)
    let assembled = assembler.assemble(handlers: handlers, emissions: emissions)
    var result = ScanResult(
      graph: assembled.graph, diagnostics: diagnostics.sorted(),
      unresolved: (unresolved + assembled.unresolved).sorted(), fileCount: files.count,
      byteCount: byteCount, moduleNotes: modules.notes.sorted())
    result.suppressions = suppressions
    return result
  }

  /// Applies `transform` to every element on all cores, keeping the input order.
  static func parallelMap<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], _ transform: @escaping @Sendable (Input) -> Output
  ) -> [Output] {
    LargeStackWorkers.map(inputs, transform)
  }
}
