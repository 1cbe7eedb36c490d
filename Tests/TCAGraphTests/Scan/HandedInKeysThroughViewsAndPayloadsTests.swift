import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// A `@Shared` projection traced to the key it comes from through a view and through a child's
/// action payload, in a cookbook app's shape: the list's view hands `$recipe` of
/// `ForEach(Array(store.$recipes))` to the detail it pushes; the detail sends
/// `.delegate(.startCooking(state.$recipe))`, and the root's arm that binds it hands it to the
/// timer. A child handed both a traced projection and a fresh `Shared(value:)` stays handed in.
@Suite struct HandedInKeysThroughViewsAndPayloadsTests {
  private static let recipes =
    "fileStorage:.documentsDirectory.appending(component: \"recipes.json\")"

  private func graph() throws -> ArchitectureGraph {
    let result = try ScanFixtureSupport.scan("Forms/HandedInThroughViews")
    #expect(result.diagnostics == [], "the fixture reads whole")
    return result.graph
  }

  @Test func aViewsProjectionThroughItsStoreIsTheStoreFeaturesKey() throws {
    let detail = try #require(try graph().sharedKey("handedIn:RecipeDetail.recipe"))
    #expect(detail.storage == .handedIn)
    #expect(detail.derivedFrom == Self.recipes)
  }

  @Test func aProjectionSentUpInAPayloadIsTracedThroughTheArmThatBindsIt() throws {
    let timer = try #require(try graph().sharedKey("handedIn:CookingTimer.recipe"))
    #expect(timer.derivedFrom == "handedIn:RecipeDetail.recipe")
  }

  @Test func pathsThatDisagreeLeaveTheKeyHandedIn() throws {
    let plating = try #require(try graph().sharedKey("handedIn:PlatingGuide.recipe"))
    #expect(plating.storage == .handedIn)
    #expect(plating.derivedFrom == nil)
  }

  @Test func everyHandedInKeyOfTheAppIsAccountedFor() throws {
    #expect(
      try graph().sharedKeys?.map { "\($0.id) ← \($0.derivedFrom ?? "-")" } == [
        Self.recipes + " ← -",
        "handedIn:CookingTimer.recipe ← handedIn:RecipeDetail.recipe",
        "handedIn:PlatingGuide.recipe ← -",
        "handedIn:RecipeDetail.recipe ← " + Self.recipes,
      ])
  }
}
