import TCAGraph

/// The value of a `--link-base` option, checked the one way `render` and `diff` both check it.
enum LinkBaseArgument {
  /// The URL given for `option`, or `nil` when none is; a usage error of `command` naming the
  /// option when ``LinkBase/problem(_:)`` refuses the URL.
  static func value(
    of option: Option, in arguments: ParsedArguments, command: any Command.Type
  ) throws(UsageError) -> String? {
    guard let base = arguments.value(option) else { return nil }
    guard let problem = LinkBase.problem(base) else { return base }
    let shown = base.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7F }
    throw command.usageError(
      "\(option.spelling) \(shown ? "'\(base)' " : "")\(problem), e.g. "
        + "https://github.com/owner/repo/blob/<commit>")
  }
}
