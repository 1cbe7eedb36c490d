import TCAGraph
import Testing
import TreeIntrospect

/// `Forms/TCA2Effects` registered through `TreeIntrospect`: the tea app's TCA 2 features, each
/// spelt another way in the sources (`@Feature`, `@ComposableArchitecture2.Feature`,
/// `FeatureProtocol`, `ComposableArchitecture2.FeatureProtocol`), with the actions their tasks
/// send, and the 1.x reducer beside them.
private enum Tea {
  struct Kettle: TreeIntrospectable {
    static var introspection: Introspection {
      Introspection(
        actions: ["boilTapped", "heated", "plugged", "unplugged", "warmed", "descaled", "strained"]
          .map { .case($0) },
        emissions: ["heated", "plugged", "unplugged", "warmed", "descaled", "strained"]
          .map { .sends($0, from: .effect) } + [.sends("boilTapped", from: .view)],
        dialect: .tca2)
    }
  }

  struct Steeper: TreeIntrospectable {
    static var introspection: Introspection {
      Introspection(
        actions: ["steepTapped", "steeped", "poured", "emptied", "timed", "restarted", "cooled"]
          .map { .case($0) },
        emissions: ["steeped", "poured", "emptied", "timed", "restarted", "cooled"]
          .map { .sends($0, from: .effect) },
        dialect: .tca2)
    }
  }

  struct Strainer: TreeIntrospectable {
    static var introspection: Introspection {
      Introspection(
        actions: ["strainTapped", "strained", "fitted", "removed", "filled", "rinsed", "steeped"]
          .map { .case($0) },
        emissions: ["strained", "fitted", "removed", "filled", "rinsed", "steeped", "filled"]
          .map { .sends($0, from: .effect) },
        dialect: .tca2)
    }
  }

  struct Teapot: TreeIntrospectable {
    static var introspection: Introspection {
      Introspection(
        actions: ["pourTapped", "poured", "lidded", "unlidded", "counted", "warmed", "clogged"]
          .map { .case($0) },
        emissions: ["poured", "lidded", "unlidded", "counted", "warmed", "clogged"]
          .map { .sends($0, from: .effect) },
        dialect: .tca2)
    }
  }

  struct Hourglass: TreeIntrospectable {
    static var introspection: Introspection {
      Introspection(
        actions: [.case("flipTapped"), .case("emptied")],
        emissions: [.sends("emptied"), .sends("flipTapped", from: .view)])
    }
  }
}

/// The tea app registered and scanned give the same dialects and the same emissions with the
/// same origins: a task's send is an effect in both, whatever the spelling the sources use.
@Suite struct ScanTCA2EffectAgreementTests {
  private func summary(_ graph: ArchitectureGraph) -> [String] {
    graph.features.map { feature in
      "\(feature.id.shortName) \(feature.writtenDialect) dialect-recorded:\(feature.dialect != nil) "
        + feature.emissions.map { "\($0.route.joined(separator: ".")):\($0.origin)" }
        .joined(separator: " ")
    }.sorted()
  }

  @Test func registeredAndScannedEffectsAgree() throws {
    let scanned = try ScanFixtureSupport.scan("Forms/TCA2Effects").graph
    var registered: [String] = []
    for type in [
      Tea.Hourglass.self, Tea.Kettle.self, Tea.Steeper.self, Tea.Strainer.self, Tea.Teapot.self,
    ] as [any TreeIntrospectable.Type] {
      registered += summary(try IntrospectionWalker.graph(from: type))
    }
    #expect(registered.count == 5)
    #expect(registered.filter { $0.contains(" tca2 dialect-recorded:true ") }.count == 4)
    #expect(registered.contains { $0.hasPrefix("Hourglass tca1 dialect-recorded:false ") })
    #expect(summary(scanned) == registered.sorted())
  }

  @Test(arguments: FeatureDialect.allCases)
  func registrationKeepsEveryDialectItIsGiven(_ dialect: FeatureDialect) throws {
    let type = try #require(Tea.lone[dialect], "a registered feature for \(dialect)")
    let feature = try #require(try IntrospectionWalker.graph(from: type).features.first)
    #expect(feature.writtenDialect == dialect)
    #expect(feature.dialect == dialect.recorded)
  }
}

extension Tea {
  struct LoneTCA1: TreeIntrospectable {
    static var introspection: Introspection {
      Introspection(actions: [.case("tapped")], dialect: .tca1)
    }
  }

  struct LoneTCA2: TreeIntrospectable {
    static var introspection: Introspection {
      Introspection(actions: [.case("tapped")], dialect: .tca2)
    }
  }

  /// A feature registered in each dialect.
  static let lone: [FeatureDialect: any TreeIntrospectable.Type] = [
    .tca1: LoneTCA1.self, .tca2: LoneTCA2.self,
  ]
}
