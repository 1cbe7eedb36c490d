import TreeIntrospect

/// The file names of a set of features: unique, bounded and stable across runs.
///
/// A name starts as ``fileName(for:)``. It keeps that form unless it is longer than
/// ``maximumBytes`` or another feature's name equals it ignoring case (so two pictures never
/// share a file, on case-insensitive disks too); then it is cut to fit and ends in `-` and a
/// hash of the feature's full id, which depends on nothing but that id.
public enum FeatureFileNames {
  /// The most UTF-8 bytes a name takes, leaving room for an extension within the usual limit of
  /// 255 bytes per file name.
  public static let maximumBytes = 200

  /// A file name for a feature id: its qualified name, with anything but letters, digits, `.`, `_`
  /// and `-` replaced.
  public static func fileName(for feature: FeatureID) -> String {
    String(feature.rawValue.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "_" })
  }

  /// The file name of each of `features`, without extension.
  public static func names(for features: [FeatureID]) -> [FeatureID: String] {
    let unique = Array(Set(features))
    let plain = unique.map { fileName(for: $0) }
    var counts: [String: Int] = [:]
    for name in plain { counts[name.lowercased(), default: 0] += 1 }
    var names: [FeatureID: String] = [:]
    for (feature, name) in zip(unique, plain) {
      let fits = name.utf8.count <= maximumBytes && counts[name.lowercased()] == 1
      names[feature] = fits ? name : hashed(name, id: feature.rawValue)
    }
    return names
  }

  /// `name` cut to leave room for `-` and an 8-digit hash of `id`, then that suffix.
  static func hashed(_ name: String, id: String) -> String {
    let suffix = "-" + hash(id)
    var kept = ""
    var bytes = 0
    for character in name {
      let size = String(character).utf8.count
      if bytes + size + suffix.utf8.count > maximumBytes { break }
      kept.append(character)
      bytes += size
    }
    return kept + suffix
  }

  /// Eight hexadecimal digits of the 32-bit FNV-1a hash of `text`'s UTF-8 bytes: the same on
  /// every run and machine, unlike `Hasher`.
  package static func hash(_ text: String) -> String {
    var value: UInt32 = 2_166_136_261
    for byte in text.utf8 {
      value ^= UInt32(byte)
      value = value &* 16_777_619
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}
