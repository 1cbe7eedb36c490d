import TCAGraphRules

/// A format findings are printed in, chosen with `--reporter`.
///
/// Every reporter is listed in ``Reporters/all``, which `--reporter` and `lint --help` iterate;
/// a reporter left out of it fails a test.
public protocol Reporter: Sendable {
  /// The `--reporter` name (`xcode`).
  static var identifier: String { get }
  /// Other names `--reporter` accepts for it, such as SwiftLint's (`github-actions-logging`).
  static var aliases: [String] { get }
  /// One line for `lint --help`.
  static var summary: String { get }
  /// Whether the output is a machine-readable document that other text would corrupt.
  static var isDocument: Bool { get }

  /// The findings in this format; it ends with a newline when it prints anything.
  static func report(_ findings: [Finding]) -> String
}

extension Reporter {
  public static var aliases: [String] { [] }
  public static var isDocument: Bool { false }
}
