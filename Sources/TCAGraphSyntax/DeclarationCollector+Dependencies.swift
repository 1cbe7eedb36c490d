internal import SwiftSyntax
internal import TCAGraphSupport
internal import TreeIntrospect

/// Dependencies: the `@Dependency` declarations of types and closures, the overrides a body
/// writes, and the declarations that say what a client is (`extension DependencyValues`, a key
/// type's `liveValue`).
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
      } else if !isStatic, type.kind == .extensionType, Self.isDependencyValues(type.name),
        let accessors = binding.accessorBlock
      {
        facts.dependencies.properties.append(
          RawDependencyProperty(
            name: name, valueType: binding.typeAnnotation.map { SyntaxReading.typeText($0.type) },
            keyType: DependencyReader.subscriptedKey(in: accessors),
            location: locate(binding.pattern)))
      }
    }
  }

  /// Records `.dependency(\.x, value)`, `.dependency(value)` and `.dependencies { $0.x = … }`
  /// written on a reducer.
  func recordDependencyOverride(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax) {
    guard let typeName = currentTypeName, member.base != nil else { return }
    let location = locate(member.period)
    switch member.declName.baseName.text {
    case "dependency":
      guard let reference = DependencyReader.overriddenByDependencyCall(node.arguments) else {
        facts.unresolved.append(
          .unreadDependencyOverride(SyntaxReading.text(node.arguments), at: location))
        return
      }
      appendOverride(reference, typeName: typeName, at: location)
    case "dependencies":
      guard let closure = node.trailingClosure else { return }
      for assigned in DependencyReader.assignedProperties(in: closure) {
        appendOverride(.property(assigned.property), typeName: typeName, at: locate(assigned.node))
      }
    default:
      break
    }
  }

  private func appendOverride(
    _ reference: RawDependencyReference, typeName: String,
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
        overrides: true, location: location))
  }

  private func recordDependencyDeclaration(
    _ node: VariableDeclSyntax,
    _ attribute: (reference: RawDependencyReference?, written: String)
  ) {
    guard let typeName = currentTypeName else { return }
    guard let reference = attribute.reference else {
      facts.unresolved.append(.unreadDependency(attribute.written, at: locate(node)))
      return
    }
    for binding in node.bindings {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      facts.dependencies.uses.append(
        RawDependencyUse(
          typeName: typeName, typeIndex: currentTypeIndex, reference: reference,
          name: SyntaxReading.name(pattern.identifier), overrides: false, location: locate(node)))
    }
  }

  private static func isDependencyValues(_ name: String) -> Bool {
    name == "DependencyValues" || name == "Dependencies.DependencyValues"
  }
}
