import TCAGraphSupport
import TreeIntrospect

/// A delegate case is named for what the parent should do (`cierraElEditor`) rather than for the
/// fact that happened (`perfilGuardado`).
public struct DelegateNamesACommand: LintRule {
  public static let id = "delegate-names-a-command"
  public static let summary = "delegate cases name past-tense domain facts, not commands"
  public static let rationale = """
    A good delegate case names something that happened in the domain \
    (`perfilGuardado`, `sesionCaducada`); a bad one names what the parent should do \
    (`cierraElEditor`, `refrescaLaLista`). A child that emits commands knows where it lives, \
    and the same child can no longer serve three parents. The rule reads the first camelCase \
    word of each delegate case against a list of imperative verbs (English and Spanish, \
    configurable with `commandWords`); it is off by default because names are a judgement call.
    """
  public static let defaultSeverity = Severity.off

  /// Imperative verbs that start a command-like delegate case, in English and Spanish.
  public static let defaultCommandWords: [String] = [
    "close", "dismiss", "refresh", "navigate", "show", "open", "go", "reload", "update",
    "present", "push", "pop", "hide", "load", "fetch", "reset", "start", "stop", "goto",
    "cierra", "cerrar", "refresca", "refrescar", "navega", "navegar", "muestra", "mostrar",
    "abre", "abrir", "ve", "ir", "recarga", "recargar", "actualiza", "actualizar", "presenta",
    "presentar", "oculta", "ocultar", "carga", "cargar", "vuelve", "volver", "descarta",
    "descartar", "empuja", "saca", "quita", "quitar",
  ]

  public init() {}

  public func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for feature in context.graph.features {
      visit(feature.actions, feature: feature, context: context, into: &findings)
    }
    return findings
  }

  private func visit(
    _ cases: [ActionCase], feature: Feature, context: LintContext, into findings: inout [Finding]
  ) {
    for actionCase in cases {
      switch actionCase.kind {
      case .group:
        visit(actionCase.cases, feature: feature, context: context, into: &findings)
      case .leaf where actionCase.lane == .delegate:
        let word = Self.firstWord(of: actionCase.name)
        guard context.commandWords.contains(word) else { continue }
        findings.append(
          finding(
            "\(feature.name)'s delegate case '\(actionCase.name)' names a command ('\(word)'); "
              + "name the domain fact that happened, in the past tense",
            at: actionCase.location))
      case .leaf, .child:
        continue
      }
    }
  }

  /// The first camelCase word of a case name, lowercased: `cierra` for `cierraElEditor`.
  static func firstWord(of name: String) -> String {
    let trimmed = name.drop { $0 == "_" }
    let word = trimmed.prefix { $0.isLowercase }
    return (word.isEmpty ? String(trimmed) : String(word)).lowercased()
  }
}
