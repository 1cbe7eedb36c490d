import Foundation
import TCAGraph
import Testing

@testable import tca_graph

/// Names, paths and keys that GitHub would make live (a mention that notifies `@octocat` or a
/// team, an issue reference, a bare URL) stay inert in every Markdown tca-graph writes for it:
/// the diff comment, lint's `markdown` report, and the pages of `render --format markdown`.
@Suite struct HostileMarkdownTests {
  /// A file whose name holds a mention, an issue number and a `www.` address, declaring a
  /// reducer named for a team that matches its child's view action (a warning naming it), two
  /// children writing one shared key named with a mention, a URL, references and an emoji code
  /// (a note naming it), and a reducer named for a person.
  static let path = "Sources/App/Feature @octocat #123 www.evil.example.swift"
  static let key = "@octocat https://evil.example #123 GH-1 :tada: org/repo#1"
  static let source = """
    import ComposableArchitecture

    @Reducer struct `@org/team` {
      struct State {
        var left = Left.State()
        var right = Right.State()
      }
      enum Action {
        case left(Left.Action)
        case right(Right.Action)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \\.left, action: \\.left) { Left() }
        Scope(state: \\.right, action: \\.right) { Right() }
        Reduce { state, action in
          switch action {
          case .left(.view(.tapped)):
            return .none
          default:
            return .none
          }
        }
      }
    }

    @Reducer struct Left {
      @ObservableState
      struct State {
        @Shared(.appStorage("\(key)")) var token = ""
      }
      enum Action {
        case view(View)
        @CasePathable
        enum View { case tapped }
      }
      var body: some ReducerOf<Self> {
        Reduce { state, _ in
          state.$token.withLock { $0 = "a" }
          return .none
        }
      }
    }

    @Reducer struct Right {
      @ObservableState
      struct State {
        @Shared(.appStorage("\(key)")) var token = ""
      }
      enum Action { case `@octocat` }
      var body: some ReducerOf<Self> {
        Reduce { state, _ in
          state.$token.withLock { $0 = "b" }
          return .none
        }
      }
    }

    @Reducer struct `@octocat #123` {
      struct State {}
      enum Action { case `@octocat` }
      var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
    }

    """

  @Test func theDiffCommentKeepsEveryNameAndPathInCodeSpans() throws {
    let fixture = try GitFixture()
    try fixture.write(Self.path, Self.source)
    let base = "https://github.com/o/r/blob/abc"
    for linkBase in [nil, base] {
      let result = fixture.diff(["--base", "main"] + (linkBase.map { ["--link-base", $0] } ?? []))
      #expect(result.exitCode == 0, "\(result.errors)")
      let comment = result.output
      #expect(comment.contains("#### New findings (3)"), "\(comment)")
      #expect(comment.contains("`@org/team` matches Left's view action"), "\(comment)")
      #expect(comment.contains("| added | `@octocat #123` | reducer |"), "\(comment)")
      #expect(comment.contains("`Sources/App/Feature @octocat #123 www.evil.example.swift:"))
      #expect(InertMarkdown.live(in: comment, linkBase: base) == [], "\(comment)")
    }
  }

  @Test func lintsMarkdownReportKeepsEveryNameAndPathInCodeSpans() throws {
    let fixture = try GitFixture()
    try fixture.write(Self.path, Self.source)
    let result = CLI.inProcess(
      ["lint", "Sources", "--reporter", "markdown"], in: fixture.root.path)
    let report = result.output
    #expect(report.contains("`@org/team` matches Left's view action"), "\(report)")
    #expect(report.contains("| `\(Self.path)` |"), "\(report)")
    #expect(report.contains("`org/repo#1',`"), "\(report)")
    #expect(InertMarkdown.live(in: report) == [], "\(report)")
  }

  @Test func markdownPagesTitleAFeatureInACodeSpan() throws {
    let fixture = try GitFixture()
    try fixture.write(Self.path, Self.source)
    let result = CLI.inProcess(
      ["render", "Sources", "--format", "markdown", "--view", "lanes", "--out", "docs"],
      in: fixture.root.path)
    #expect(result.exitCode == 0, "\(result.errors)")
    let docs = fixture.root.appendingPathComponent("docs")
    let index = try String(contentsOf: docs.appendingPathComponent("index.md"), encoding: .utf8)
    #expect(index.contains("[Lanes of `@octocat` `#123`]"), "\(index)")
    #expect(InertMarkdown.live(in: index) == [], "\(index)")
    for page in CLI.files(in: docs) where page.hasSuffix(".md") {
      let text = try String(contentsOf: docs.appendingPathComponent(page), encoding: .utf8)
      let heading = String(text.prefix { $0 != "\n" })
      #expect(InertMarkdown.live(in: heading) == [], "\(page): \(heading)")
    }
  }

  @Test func everyWordGitHubCouldMakeLiveIsInACodeSpan() {
    let cases: [(String, String)] = [
      ("ask @octocat now", "ask `@octocat` now"),
      ("ping @org/team", "ping `@org/team`"),
      ("see #123 and org/repo#1", "see `#123` and `org/repo#1`"),
      ("GH-12 or JIRA-7, not UTF8", "`GH-12` or `JIRA-7,` not UTF8"),
      ("go to https://evil.example", "go to `https://evil.example`"),
      ("or WWW.evil.example", "or `WWW.evil.example`"),
      ("a@b.example wrote :tada:", "`a@b.example` wrote `:tada:`"),
      ("at 10: done", "at 10: done"),
      ("a|b `c` $x$ <!-- d", "a\\|b \\`c\\` \\$x\\$ \\<\\!-- d"),
    ]
    for (text, expected) in cases {
      #expect(MarkdownText.text(text) == expected)
      #expect(InertMarkdown.live(in: MarkdownText.text(text)) == [])
    }
    #expect(MarkdownText.code("@a|b") == "`@a\\|b`")
    #expect(MarkdownText.code("@a|b", inTable: false) == "`@a|b`")
    #expect(MarkdownText.code(" a ") == "`  a  `", "a span drops one space from each end")
    #expect(MarkdownText.code("") == "")
  }
}
