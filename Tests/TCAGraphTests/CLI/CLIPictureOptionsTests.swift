import Foundation
import Testing

/// `render --format markdown`, `--legend` and `--theme`, run as a user would.
@Suite struct CLIPictureOptionsTests {
  @Test func markdownWritesAPagePerDiagramItsSVGAndAnIndexWithWorkingLinks() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try CLI.run(["example", "--format", "markdown", "--theme", "both"], in: directory)
    #expect(run.status == 0, "\(run.errors)")
    let out = directory.appendingPathComponent("out")
    let files = CLI.files(in: out)
    for name in ["composition", "delegate-flow", "lanes/Editor"] {
      #expect(files.contains(name + ".md"))
      #expect(files.contains(name + ".svg"))
      #expect(files.contains(name + "~dark.svg"))
    }
    #expect(files.contains("index.md"))
    #expect(!files.contains { $0.hasSuffix(".mmd") || $0.hasSuffix(".dot") })
    // Every relative link of every page names a file that was written.
    for page in files.filter({ $0.hasSuffix(".md") }) {
      let text = try String(contentsOf: out.appendingPathComponent(page), encoding: .utf8)
      let folder = (page as NSString).deletingLastPathComponent
      let links = text.matches(of: /\]\(([^)]+)\)/).map { String($0.1) }
      #expect(!links.isEmpty, "\(page) links nothing")
      for link in links {
        let target = out.appendingPathComponent(folder).appendingPathComponent(link).standardized
        #expect(
          FileManager.default.fileExists(atPath: target.path), "\(page) links \(link), not written")
      }
    }
    let editor = try String(
      contentsOf: out.appendingPathComponent("lanes/Editor.md"), encoding: .utf8)
    #expect(editor.contains("```mermaid\n---\ntitle: \"Lanes of Editor\"\n---\nflowchart TD\n"))
    #expect(CLI.files(in: out).count == files.count)
  }

  @Test func theDarkVariantsAndMarkdownAreByteDeterministic() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var contents: [[String: Data]] = []
    for folder in ["first", "second"] {
      let run = try CLI.run(
        ["example", "--format", "markdown,dot", "--theme", "both", "--out", folder], in: directory)
      #expect(run.status == 0, "\(run.errors)")
      let out = directory.appendingPathComponent(folder)
      var files: [String: Data] = [:]
      for file in CLI.files(in: out) {
        files[file] = try Data(contentsOf: out.appendingPathComponent(file))
      }
      contents.append(files)
    }
    #expect(contents[0] == contents[1])
  }

  @Test func legendAndThemeChangeTheDOT() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func dot(_ options: [String]) throws -> String {
      let run = try CLI.run(
        ["example", "--view", "composition", "--format", "dot", "--out", "o"] + options,
        in: directory)
      #expect(run.status == 0, "\(run.errors)")
      return try String(
        contentsOf: directory.appendingPathComponent("o/composition.dot"), encoding: .utf8)
    }
    #expect(try dot([]).contains("label=<<TABLE"))
    #expect(try dot(["--legend", "full"]).contains("subgraph cluster_legend"))
    let none = try dot(["--legend", "none"])
    #expect(!none.contains("cluster_legend") && !none.contains("<TABLE"))
    #expect(try dot(["--theme", "dark"]).contains("bgcolor=\"#1e1e2e\""))
  }

  @Test(arguments: [
    (["render", "--legend", "smal"], "unknown legend style 'smal' for '--legend'"),
    (["render", "--theme", "drak"], "unknown theme 'drak' for '--theme'; did you mean 'dark'?"),
  ])
  func badPictureOptionsExitTwo(arguments: [String], message: String) throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try CLI.run(arguments, in: directory)
    #expect(run.status == 2)
    #expect(run.errors.contains(message), "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
  }
}
