import TCAGraph
import Testing

/// ``ArchitectureDiff/init(base:head:)`` on graphs built in code: when a rename is one, and what
/// the comparison does not depend on.
@Suite struct ArchitectureDiffTests {
  private func feature(
    _ id: FeatureID, file: String, actions: [ActionCase] = [.leaf("tapped")],
    channels: [Channel] = []
  ) -> Feature {
    Feature(
      id: id, actions: actions, channels: channels, location: SourceLocation(file: file, line: 3))
  }

  private func graph(_ features: [Feature]) -> ArchitectureGraph {
    ArchitectureGraph(roots: features.map(\.id), features: features)
  }

  @Test func renameIsMatchedByFileAndShapeAndNamesFollowIt() {
    let uses = Channel(
      kind: .dependency, from: .feature("Settings"), to: .dependency("apiClient"), access: .uses,
      name: "apiClient")
    var renamedUses = uses
    renamedUses.from = .feature("Preferences")
    let diff = ArchitectureDiff(
      base: graph([feature("Settings", file: "Settings.swift", channels: [uses])]),
      head: graph([feature("Preferences", file: "Settings.swift", channels: [renamedUses])]))
    #expect(diff.features.map(\.change) == [.renamed])
    #expect(diff.features.map(\.feature) == ["Preferences"])
    #expect(diff.features.map(\.renamedFrom) == ["Settings"])
    #expect(diff.count == 1)
  }

  @Test func featureNewInAnotherFileIsNoRename() {
    let diff = ArchitectureDiff(
      base: graph([feature("Settings", file: "Settings.swift")]),
      head: graph([feature("Preferences", file: "Preferences.swift")]))
    #expect(diff.features.map(\.change) == [.added, .removed])
    #expect(diff.features.map(\.feature) == ["Preferences", "Settings"])
  }

  @Test func twoCandidatesOfOneShapeAreNoRename() {
    let diff = ArchitectureDiff(
      base: graph([feature("A", file: "F.swift"), feature("B", file: "F.swift")]),
      head: graph([feature("C", file: "F.swift"), feature("D", file: "F.swift")]))
    #expect(diff.features.map(\.change) == [.removed, .removed, .added, .added])
    #expect(diff.features.map(\.feature) == ["A", "B", "C", "D"])
  }

  @Test func anotherShapeIsNoRename() {
    let diff = ArchitectureDiff(
      base: graph([feature("Settings", file: "Settings.swift")]),
      head: graph([feature("Preferences", file: "Settings.swift", actions: [.leaf("closed")])]))
    #expect(diff.features.map(\.change) == [.added, .removed])
  }

  @Test func sameGraphInAnotherOrderIsNoChange() {
    let features = [
      feature("A", file: "A.swift", actions: [.leaf("one"), .leaf("two")]),
      feature("B", file: "B.swift"),
    ]
    let moved = features.reversed().map { feature -> Feature in
      var feature = feature
      feature.location?.line += 10
      return feature
    }
    #expect(ArchitectureDiff(base: graph(features), head: graph(moved)).isEmpty)
  }

  @Test func caseRenameNeedsOneCaseGoneAndOneNewInTheGroup() {
    let delegate = { (names: [String]) in
      ActionCase.group(
        "delegate", lane: .delegate, typeName: "Delegate", cases: names.map { .leaf($0) })
    }
    let one = ArchitectureDiff(
      base: graph([feature("F", file: "F.swift", actions: [delegate(["saved"])])]),
      head: graph([feature("F", file: "F.swift", actions: [delegate(["didSave"])])]))
    #expect(one.actionCases.map(\.change) == [.renamed])
    #expect(one.actionCases.map(\.renamedFrom) == ["delegate.saved"])
    let two = ArchitectureDiff(
      base: graph([feature("F", file: "F.swift", actions: [delegate(["saved", "closed"])])]),
      head: graph([feature("F", file: "F.swift", actions: [delegate(["didSave", "didClose"])])]))
    #expect(two.actionCases.map(\.change) == [.removed, .added, .added, .removed])
    #expect(
      two.actionCases.map(\.path) == [
        "delegate.closed", "delegate.didClose", "delegate.didSave", "delegate.saved",
      ])
  }
}
