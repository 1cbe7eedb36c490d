import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// Children reached through a feature's own lanes, and the other forms of apps that put every
/// child inside their `Internal` lane, each over a fixture of its own.
@Suite struct ScanLaneFormTests {
  private func scan(_ fixture: String) throws -> ScanResult {
    let result = try ScanFixtureSupport.scan("Forms/Lanes/" + fixture)
    #expect(result.diagnostics == [], "\(fixture) parses cleanly")
    return result
  }

  private func feature(_ result: ScanResult, _ id: FeatureID) throws -> Feature {
    try #require(result.graph.feature(id), "\(id) is a feature")
  }

  private func handler(_ feature: Feature, _ route: String) throws -> Handler {
    try #require(
      feature.handlers.first { $0.route.joined(separator: ".") == route }, "handler \(route)")
  }

  @Test func childCasesInsideTheInternalLaneStayChildren() throws {
    let result = try scan("ChildrenInsideTheInternalLane.swift")
    let inbox = try feature(result, "Inbox")
    let lane = try #require(inbox.action(named: "internal"))
    #expect(lane.kind == .group)
    #expect(lane.lane == .internal)
    #expect(lane.cases.map(\.name) == ["messagesLoaded", "banner", "destination"])
    #expect(lane.cases.map(\.kind) == [.leaf, .child, .child])
    #expect(lane.cases[1].child == "Banner")
    #expect(lane.cases[2].child == "Inbox.Destination")
    #expect(lane.cases[2].wrapper == .presentation)
    #expect(inbox.children.map(\.actionPath) == ["internal.banner", "internal.destination"])
    #expect(inbox.children.map(\.operator) == [.scope, .ifLet])
    #expect(inbox.children.map(\.child) == ["Banner", "Inbox.Destination"])
    #expect(result.graph.roots == ["Inbox"])
  }

  @Test func handlersInsideTheLaneSwitchResolveToTheChild() throws {
    let result = try scan("ChildrenInsideTheInternalLane.swift")
    let inbox = try feature(result, "Inbox")
    let sent = try handler(inbox, "internal.destination.presented.composer.delegate.sent")
    #expect(sent.owner == "Composer")
    #expect(sent.match == .delegate)
    #expect(sent.location?.line == 59)
    #expect(sent.effects.map(\.kind) == [.dismiss, .sendDelegate])
    let dismiss = try handler(inbox, "internal.destination.dismiss")
    #expect(dismiss.match == .wrapper)
    #expect(dismiss.owner == "Inbox")
  }

  @Test func aParentMatchingAChildsInternalActionThroughALaneIsStillCoupled() throws {
    let result = try scan("ChildrenInsideTheInternalLane.swift")
    let inbox = try feature(result, "Inbox")
    let coupled = try handler(inbox, "internal.banner.internal.autoHideFired")
    #expect(coupled.owner == "Banner")
    #expect(coupled.match == .internal)
    let findings = LintRunner.check(result.graph)
    let coupling = findings.filter { $0.ruleID == ParentMatchesChildInternals.id }
    #expect(coupling.map(\.location?.line) == [63])
  }

  @Test func anArmThatIgnoresWholeLanesOfAChildIsACatchAll() throws {
    let result = try scan("ChildrenInsideTheInternalLane.swift")
    let inbox = try feature(result, "Inbox")
    for route in [
      "internal.destination.presented.composer.view",
      "internal.destination.presented.composer.binding", "internal.banner.view",
    ] {
      #expect(try handler(inbox, route).match == .catchAll, "\(route)")
    }
    #expect(try handler(inbox, "internal.banner.delegate").match == .delegate)
  }

  @Test func composedCasePathsThroughALaneAndPreCasePathableLanes() throws {
    let result = try scan("ComposedCasePathsThroughALane.swift")
    let roster = try feature(result, "TeamRoster")
    #expect(roster.action(named: "view")?.lane == .view)
    #expect(roster.action(named: "view")?.typeName == "ViewAction")
    #expect(roster.action(named: "delegate")?.lane == .delegate)
    let lane = try #require(roster.action(named: "internal"))
    #expect(lane.typeName == "InternalAction")
    #expect(lane.cases.map(\.child) == ["RosterFilter", "PlayerEditor", "PlayerCard"])
    #expect(
      [lane, roster.action(named: "view"), roster.action(named: "delegate")].map(\.?.casePathable)
        == [nil, nil, nil], "ReducerProtocol predates @CasePathable")
    #expect(
      roster.children.map(\.actionPath) == ["internal.filter", "internal.editor", "internal.card"])
    #expect(roster.children.map(\.operator) == [.scope, .ifLet, .ifLet])
    #expect(roster.children.map(\.statePath) == ["filter", "editor", "selection"])
    #expect(roster.children.map(\.child) == ["RosterFilter", "PlayerEditor", "PlayerCard"])
    let changed = try handler(roster, "internal.filter.delegate.didChangeFilter")
    #expect(changed.match == .delegate)
    #expect(changed.owner == "RosterFilter")
    #expect(try handler(roster, "internal.card.internal").match == .catchAll)
    #expect(!result.unresolved.contains { $0.message.contains("not a key path or case path") })
    let findings = LintRunner.check(result.graph)
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test func genericAliasedAndModuleQualifiedChildTypesNameOneFeature() throws {
    let result = try scan("GenericAndAliasedChildTypes.swift")
    let catalog = try feature(result, "Catalog")
    #expect(catalog.action(named: "shelf")?.child == "PagedList")
    #expect(catalog.action(named: "notices")?.child == "Notices")
    #expect(catalog.action(named: "sorting")?.child == "SortPicker")
    #expect(catalog.children.map(\.child) == ["PagedList", "Notices", "SortPicker"])
    let picked = try handler(catalog, "sorting.delegate.didPick")
    #expect(picked.owner == "SortPicker")
    #expect(picked.match == .delegate)
  }

  @Test func enumRootWithItsOwnBodyComposesItsCasesWithIfCaseLet() throws {
    let result = try scan("EnumRootWithItsOwnBody.swift")
    #expect(result.graph.roots == ["Onboarding"])
    let onboarding = try feature(result, "Onboarding")
    #expect(onboarding.kind == .enumReducer)
    #expect(onboarding.children.map(\.operator) == [.ifCaseLet, .ifCaseLet])
    #expect(onboarding.children.map(\.child) == ["Welcome", "SignIn"])
    #expect(onboarding.children.map(\.location?.line) == [18, 21])
    let tapped = try handler(onboarding, "welcome.delegate.continueTapped")
    #expect(tapped.owner == "Welcome")
    #expect(tapped.match == .delegate)
  }

  @Test func anActionEnumOfItsOwnIsTheChildFeaturesActions() throws {
    let result = try scan("ActionEnumOfItsOwn.swift")
    let recipe = try feature(result, "Recipe")
    let rating = try #require(recipe.action(named: "rating"))
    #expect(rating.kind == .child)
    #expect(rating.child == "Rating")
    #expect(recipe.children.map(\.child) == ["Rating"])
    #expect(result.graph.roots == ["Recipe"])
    let view = try feature(result, "Rating")
    #expect(view.emissions.contains { $0.origin == .view && $0.route == ["starTapped"] })
    #expect(result.unresolved.isEmpty)
  }

  @Test func couplingToAnUnscannedChildWhoseDelegateIsMatchedSaysMatchIt() throws {
    let result = try ScanFixtureSupport.scan("Forms/RoutesIntoUnscannedFeatures.swift")
    let findings = LintRunner.check(result.graph).filter {
      $0.ruleID == ParentMatchesChildInternals.id
    }
    #expect(findings.map(\.location?.line) == [23])
    #expect(findings.first?.message.hasSuffix("match MatchFeature.Action.delegate instead") == true)
  }
}
