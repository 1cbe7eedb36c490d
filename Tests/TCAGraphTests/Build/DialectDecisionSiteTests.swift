import Foundation
import Testing
import TreeIntrospect

/// What a dialect is lives in its descriptor (`Sources/TreeIntrospect/Dialects`): outside it,
/// code asks the descriptor or switches over ``FeatureDialect`` exhaustively, so that a third
/// dialect makes the compiler name every place left to decide. A comparison with one dialect
/// (`writtenDialect == .tca2`) would silently treat the new dialect as the other one.
@Suite struct DialectDecisionSiteTests {
  /// `x == .tca2`, `.tca1 != x`, `dialect == FeatureDialect.tca2` and the like.
  private static var comparison: Regex<AnyRegexOutput> {
    try! Regex(#"(==|!=)\s*(FeatureDialect)?\.tca[0-9A-Za-z_]*\b|\.tca[0-9A-Za-z_]*\s*(==|!=)"#)
  }
  /// A `default:` arm in a `switch` whose cases name dialects, which would swallow a new one.
  private static var dialectSwitchCase: Regex<AnyRegexOutput> {
    try! Regex(#"case\s+\.tca[0-9A-Za-z_]*\s*[,:]"#)
  }

  /// Every Swift file of the product, outside the descriptors, with its path from the root.
  private static func productSources() throws -> [(path: String, text: String)] {
    let root = TestPaths.packageRoot.appendingPathComponent("Sources")
    let descriptors = root.appendingPathComponent("TreeIntrospect/Dialects").path + "/"
    var found: [(String, String)] = []
    let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      guard url.pathExtension == "swift", !url.path.hasPrefix(descriptors) else { continue }
      let relative = String(url.path.dropFirst(root.path.count + 1))
      found.append((relative, try String(contentsOf: url, encoding: .utf8)))
    }
    return found.sorted { $0.0 < $1.0 }
  }

  @Test func noCodeOutsideTheDescriptorsComparesWithOneDialect() throws {
    var sites: [String] = []
    for (path, text) in try Self.productSources() {
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        && line.contains(Self.comparison)
      {
        sites.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    #expect(sites == [], "ask the dialect's descriptor, or switch over FeatureDialect")
  }

  @Test func switchesOverTheDialectNameEveryDialectAndNoDefault() throws {
    let every = Set(FeatureDialect.allCases.map(\.rawValue))
    var sites: [String] = []
    for (path, text) in try Self.productSources() {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      var checked: Set<Int> = []
      for (index, line) in lines.enumerated() where line.contains(Self.dialectSwitchCase) {
        // The `switch` above the arm, then every arm at the arm's depth up to its closing brace.
        let indent = Self.indent(of: line)
        guard
          let start = lines[..<index].lastIndex(where: {
            Self.indent(of: $0) < indent && $0.contains("switch ")
          }), checked.insert(start).inserted
        else { continue }
        var named: Set<String> = []
        var hasDefault = false
        for arm in lines[(start + 1)...] {
          if !arm.trimmingCharacters(in: .whitespaces).isEmpty, Self.indent(of: arm) < indent {
            break
          }
          guard Self.indent(of: arm) == indent else { continue }
          if arm.trimmingCharacters(in: .whitespaces).hasPrefix("default") { hasDefault = true }
          for match in arm.matches(of: Self.dialectName) {
            named.insert(String(arm[match.range].dropFirst()))
          }
        }
        if hasDefault || named != every {
          sites.append("\(path):\(start + 1): names \(named.sorted()), default: \(hasDefault)")
        }
      }
    }
    #expect(sites == [], "a switch over the dialect names every dialect, with no default")
  }

  private static var dialectName: Regex<AnyRegexOutput> { try! Regex(#"\.tca[0-9A-Za-z_]*"#) }

  private static func indent(of line: String) -> Int { line.prefix { $0 == " " }.count }

  @Test func theCheckSeesAComparisonAndAnIncompleteSwitch() throws {
    // The patterns above, on code that breaks the rule.
    #expect("if feature.writtenDialect == .tca2 {".contains(Self.comparison))
    #expect("let old = .tca1 != dialect".contains(Self.comparison))
    #expect("dialect == FeatureDialect.tca2".contains(Self.comparison))
    #expect(!"feature.dialect = dialect.recorded".contains(Self.comparison))
    #expect("    case .tca2: \"break\"".contains(Self.dialectSwitchCase))
  }
}
