/// Module names as SwiftPM and Xcode derive them from target and product names.
package enum ModuleName {
  /// `name` as a C99 identifier: every character that is not a letter, digit or `_` becomes `_`,
  /// and so does a leading digit (`my-app` → `my_app`, `2D` → `_D`).
  package static func c99(_ name: String) -> String {
    var result = ""
    for character in name {
      let allowed = character == "_" || character.isLetter || character.isNumber
      if !allowed || (result.isEmpty && character.isNumber) {
        result.append("_")
      } else {
        result.append(character)
      }
    }
    return result.isEmpty ? "_" : result
  }
}
