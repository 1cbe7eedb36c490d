/// The one rule for what is test code, which the scanner skips and lint forgives: a folder named
/// `Tests`, `Test` or ending in `Tests` (`AppTests`, `AppUITests`), and a file ending in
/// `Tests.swift`. (`SpeedTest.swift` may well be a feature, so `Test.swift` alone does not count.)
package enum TestCode {
  /// Whether a folder's name marks test code.
  package static func isTestFolder(_ name: String) -> Bool {
    name == "Tests" || name == "Test" || name.hasSuffix("Tests")
  }

  /// Whether a Swift file's name marks test code.
  package static func isTestFile(_ name: String) -> Bool {
    name.hasSuffix("Tests.swift")
  }

  /// Whether a `/`-separated path is in a test folder or names a test file.
  package static func contains(_ path: String) -> Bool {
    let components = path.split(separator: "/").map(String.init)
    return components.dropLast().contains(where: isTestFolder)
      || isTestFile(components.last ?? path)
  }
}
