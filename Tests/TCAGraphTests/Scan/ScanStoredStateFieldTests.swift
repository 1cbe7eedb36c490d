import TCAGraph
import Testing
import TreeIntrospect

/// `Feature.storedStateFieldCount`: the stored properties of a feature's `State`, over
/// `Forms/StoredStateFields.swift`.
@Suite struct ScanStoredStateFieldTests {
  private func feature(_ id: FeatureID) throws -> Feature {
    let result = try ScanFixtureSupport.scan("Forms/StoredStateFields.swift")
    return try #require(result.graph.feature(id))
  }

  @Test func storedFieldsCountWithOrWithoutAWrapperAndComputedOrStaticOnesDoNot() throws {
    // id, titulo, notas, etiquetas, borrador (observed, still stored), guardado, resumen (lazy),
    // tema (@Shared), alerta and editor (@Presents), cargando, depuracion (once for both branches
    // of its #if); not vacia, contador, longitud, mayusculas, nor the extension's.
    let ficha = try feature("Ficha")
    #expect(ficha.storedStateFieldCount == 12)
    #expect(ficha.stateFields.map(\.name) == ["editor"], "the child state fields are still apart")
  }

  @Test func aStateWithoutFieldsCountsZero() throws {
    #expect(try feature("Editor").storedStateFieldCount == 0)
  }

  @Test func aStateEnumOrAStateTheScanDidNotSeeHasNoCount() throws {
    #expect(try feature("Sesion").storedStateFieldCount == nil)
    #expect(try feature("Externo").storedStateFieldCount == nil)
  }

  @Test func theCountIsWhatStateFieldsPerFeatureMeasures() throws {
    let result = try ScanFixtureSupport.scan("Forms/StoredStateFields.swift")
    let findings = BudgetExceeded().check(
      LintContext(graph: result.graph, budgets: [.stateFieldsPerFeature: 11]))
    #expect(
      findings.map(\.message) == [
        "Ficha's State has 12 stored fields, budget 11 (budgets.stateFieldsPerFeature)"
      ])
  }
}
