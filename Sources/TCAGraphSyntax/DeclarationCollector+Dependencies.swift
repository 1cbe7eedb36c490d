internal import SwiftSyntax
internal import TCAGraphSupport
internal import TreeIntrospect

/// Dependencies: the `@Dependency` and `@FeatureEnvironment` declarations of types and closures,
/// the overrides a body writes, and the declarations that say what a client is (`extension
/// DependencyValues`, a key type's `liveValue`, a `@FeatureEnvironmentEntry` of `extension
/// FeatureEnvironmentValues`).
extension DeclarationCollector {
  /// Records what a variable declaration says about dependency clients.
  func readDependencies(_ node: VariableDeclSyntax) {
    if let attribute = DependencyReader.dependencyAttribute(node.attributes) {
      recordDependencyDeclaration(node, attribute)
      return
    }
    guard let index = currentTypeIndex, node.parent?.is(MemberBlockItemSyntax.self) == true else {
      return
    }
    let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    let type = facts.types[index]
    let values =
      type.kind == .extensionType ? DependencyWrapperWords.ofValuesType(type.name) : nil
    let entryMacro = values.flatMap { DependencyReader.entryAttribute(node.attributes, words: $0) }
    for binding in node.bindings {
      guard
        let name = binding.pattern.as(IdentifierPatternSyntax.self).map({
          SyntaxReading.name($0.identifier)
        })
      else { continue }
      if isStatic, DependencyReader.keyValueNames.contains(name) {
        facts.dependencies.keyValues.append(
          RawDependencyKeyValue(
            typeIndex: index, valueType: DependencyReader.valueType(of: binding)))
      } else if !isStatic, let values, let entryMacro {
        facts.dependencies.properties.append(
          RawDependencyProperty(
            name: name,
            valueType: DependencyReader.entryValueType(of: binding, macro: entryMacro),
            keyType: nil, location: locate(binding.pattern), mechanism: values.mechanism))
      } else if !isStatic, let values, values.entryMacro == nil,
        let accessors = binding.accessorBlock
      {
        facts.dependencies.properties.append(
          RawDependencyProperty(
            name: name, valueType: binding.typeAnnotation.map { SyntaxReading.typeText($0.type) },
            keyType: DependencyReader.subscriptedKey(in: accessors),
            location: locate(binding.pattern), mechanism: values.mechanism))
      }
    }
  }

  /// Records `.dependency(\.x, value)`, `.dependency(value)` and `.dependencies { $0.x = … }`
  /// written on a reducer, and `.environment(\.x, value)` written in a TCA 2 feature's body
  /// (not a view's, whose `.environment` is SwiftUI's).
  func recordDependencyOverride(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax) {
    guard let typeName = currentTypeName, member.base != nil,
      let modifier = DependencyReader.overrideModifier(member.declName.baseName.text)
    else { return }
    let words = modifier.words
    if words.mechanism != nil, !isReadingReducerMember { return }
    let location = locate(member.period)
    guard modifier.assignsInClosure else {
      guard let reference = DependencyReader.overridden(by: node.arguments, words: words) else {
        facts.unresolved.append(
          .unreadDependencyOverride(
            SyntaxReading.text(node.arguments), modifier: words.overrideModifier,
            valuesType: words.valuesType, at: location))
        return
      }
      appendOverride(reference, mechanism: words.mechanism, typeName: typeName, at: location)
      return
    }
    guard let closure = node.trailingClosure else { return }
    for assigned in DependencyReader.assignedProperties(in: closure) {
      appendOverride(
        .property(assigned.property), mechanism: words.mechanism, typeName: typeName,
        at: locate(assigned.node))
    }
  }

  /// Whether the walk is in a reducer member (a `body: some Feature`, a `core`) of the type it
  /// is in, not in a view's `body`.
  private var isReadingReducerMember: Bool {
    guard let reading = readingMembers.last else { return false }
    return reading.typeIndex == currentTypeIndex
  }

  private func appendOverride(
    _ reference: RawDependencyReference, mechanism: DependencyMechanism?, typeName: String,
    at location: TreeIntrospect.SourceLocation
  ) {
    let name: String
    switch reference {
    case .property(let property): name = property
    case .keyType(let type): name = type
    }
    facts.dependencies.uses.append(
      RawDependencyUse(
        typeName: typeName, typeIndex: currentTypeIndex, reference: reference, name: name,
        overrides: true, location: location, mechanism: mechanism))
  }

  private func recordDependencyDeclaration(
    _ node: VariableDeclSyntax,
    _ attribute: (
      reference: RawDependencyReference?, written: String, words: DependencyWrapperWords
    )
  ) {
    guard let typeName = currentTypeName else { return }
    guard let reference = attribute.reference else {
      facts.unresolved.append(
        .unreadDependency(
          attribute.written, wrapper: attribute.words.wrapper,
          valuesType: attribute.words.valuesType, at: locate(node)))
      return
    }
    for binding in node.bindings {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      facts.dependencies.uses.append(
        RawDependencyUse(
          typeName: typeName, typeIndex: currentTypeIndex, reference: reference,
          name: SyntaxReading.name(pattern.identifier), overrides: false, location: locate(node),
          mechanism: attribute.words.mechanism))
    }
  }
}
