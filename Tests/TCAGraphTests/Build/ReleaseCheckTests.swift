import Foundation
import TCAGraph
import Testing

/// `Scripts/release-check.sh`: the checkout agrees with the one place the version and the
/// repository URL live, and a copy in which one file disagrees fails, naming that file.
@Suite final class ReleaseCheckTests {
  let fixture: ReleaseFixture
  let version = TCAGraphVersion.current
  let url = TCAGraphVersion.repositoryURL

  init() throws { fixture = try ReleaseFixture() }

  deinit { fixture.remove() }

  @Test func theCheckoutAgrees() throws {
    let run = try ScriptRun.run(
      TestPaths.packageRoot.appendingPathComponent("Scripts/release-check.sh"),
      in: TestPaths.packageRoot)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("\(version) and \(url) agree"))
  }

  @Test func projectPrintsTheVersionAndTheURLFromTheCode() throws {
    #expect(try fixture.script("project.sh", ["version"]).output == version + "\n")
    #expect(try fixture.script("project.sh", ["url"]).output == url + "\n")
  }

  /// One copy changed, the file the check must name, what its message must say.
  struct Disagreement: Sendable, CustomTestStringConvertible {
    var path: String
    var old: String
    var new: String
    var message: String
    var testDescription: String { "\(path): \(new)" }
  }

  static let disagreements: [Disagreement] = {
    let version = TCAGraphVersion.current
    let url = TCAGraphVersion.repositoryURL
    let slug = String(url.dropFirst("https://github.com/".count))
    return [
      Disagreement(
        path: "CHANGELOG.md", old: "## [\(version)] - ", new: "## [0.0.1] - ",
        message: "CHANGELOG.md:"),
      Disagreement(
        path: "CHANGELOG.md", old: "\n### Added\n", new: "\n### Improvements\n",
        message: "'### Improvements' is none of"),
      Disagreement(
        path: "Formula/tca-graph.rb", old: "releases/download/\(version)/",
        new: "releases/download/0.0.1/", message: "Formula/tca-graph.rb: no url"),
      Disagreement(
        path: "Formula/tca-graph.rb", old: #"  license "MIT""#, new: "",
        message: #"Formula/tca-graph.rb: no license "MIT""#),
      Disagreement(
        path: "README.md", old: #"from: "\#(version)""#, new: #"from: "0.0.1""#,
        message: #"README.md:"#),
      Disagreement(
        path: "README.md", old: url, new: "https://github.com/<owner>/tca-graph",
        message: "a '<owner>' placeholder"),
      Disagreement(
        path: "README.md", old: "[MIT](LICENSE)", new: "MIT", message: "README.md: does not name"),
      Disagreement(
        path: "docs/install.md", old: "mint install \(slug)@\(version)",
        new: "mint install \(slug)@0.0.1", message: "docs/install.md:"),
      Disagreement(
        path: "docs/ci-recipes.md", old: "releases/download/\(version)/",
        new: "releases/download/0.0.1/", message: "docs/ci-recipes.md:"),
      Disagreement(
        path: "docs/install.md", old: url, new: "https://github.com/someone/tca-graph",
        message: "is not the repository's URL"),
      Disagreement(
        path: "LICENSE", old: "MIT License", new: "Proprietary", message: "LICENSE:"),
    ]
  }()

  @Test(arguments: disagreements)
  func aCopyThatDisagreesFails(_ disagreement: Disagreement) throws {
    #expect(try fixture.script("release-check.sh").status == 0, "the copy agrees before the edit")
    try fixture.replace(disagreement.old, with: disagreement.new, in: disagreement.path)
    let run = try fixture.script("release-check.sh", [fixture.root.path])
    #expect(run.status == 1)
    #expect(run.errors.contains(disagreement.message), "\(run.errors)")
  }

  @Test func aNewVersionInTheCodeAloneFailsEverywhereItIsCopied() throws {
    try fixture.replace(#"current = "\#(version)""#, with: #"current = "99.0.0""#, in: Self.code)
    let run = try fixture.script("release-check.sh")
    #expect(run.status == 1)
    for path in ["CHANGELOG.md", "Formula/tca-graph.rb", "README.md", "docs/ci-recipes.md"] {
      #expect(run.errors.contains("\(path)"), "\(path) names the old version: \(run.errors)")
    }
  }

  @Test func theTagMustBeTheVersionAndTheFormulaChecksumNoPlaceholder() throws {
    let wrongTag = try fixture.script("release-check.sh", ["--tag", "99.0.0"])
    #expect(wrongTag.status == 1)
    #expect(wrongTag.errors.contains("the tag '99.0.0' is not the version"))
    let formula = try fixture.read("Formula/tca-graph.rb")
    let placeholder = #"sha256 "\#(String(repeating: "0", count: 64))""#
    try fixture.write(
      "Formula/tca-graph.rb",
      formula.replacingOccurrences(
        of: #"sha256 "[0-9a-f]{64}""#, with: placeholder, options: .regularExpression))
    let tagged = try fixture.script("release-check.sh", ["--tag", version])
    #expect(tagged.status == 1)
    #expect(tagged.errors.contains("the sha256 is the placeholder"))
  }

  @Test func thePluginBundleTakesItsVersionFromTheOnePlace() throws {
    let script = "Scripts/make-artifactbundle.sh"
    try fixture.write(script, "#!/usr/bin/env bash\nVERSION=\"0.0.1\"\n")
    let literal = try fixture.script("release-check.sh")
    #expect(literal.status == 1)
    #expect(literal.errors.contains("\(script): writes version 0.0.1"), "\(literal.errors)")
    try fixture.write(script, "#!/usr/bin/env bash\nVERSION=\"\(version)\"\n")
    #expect(try fixture.script("release-check.sh").status == 0)
    try fixture.write(
      script, "#!/usr/bin/env bash\nversion=\"$(bash \"$root/Scripts/project.sh\" version)\"\n")
    #expect(try fixture.script("release-check.sh").status == 0)
    try fixture.write(
      "tca-graph.artifactbundle/info.json",
      """
      {
        "schemaVersion": "1.0",
        "artifacts": {
          "tca-graph": {
            "version": "0.0.1",
            "type": "executable"
          }
        }
      }

      """)
    let bundle = try fixture.script("release-check.sh")
    #expect(bundle.status == 1)
    #expect(bundle.errors.contains("tca-graph.artifactbundle/info.json"), "\(bundle.errors)")
  }

  static let code = "Sources/TCAGraphSupport/TCAGraphVersion.swift"
}
