import Foundation

extension PropertyList {
  /// The property list a `project.pbxproj` holds, read by Foundation's `PropertyListSerialization`,
  /// which reads every format Xcode writes: old-style (OpenStep) text, XML and binary.
  ///
  /// ``PropertyListParser``, the project's own reader of the old-style format, stays for the one
  /// case Foundation cannot serve: a file it rejects. Foundation's error gives the line only in
  /// its debug text (and Foundation logs some of these errors to standard error), so the own
  /// reader reads the file again to name what is wrong and on which line, for the warning that
  /// ignores the project's targets.
  static func reading(projectFile text: String) throws(PropertyListError) -> PropertyList {
    if let value = try? PropertyListSerialization.propertyList(
      from: Data(text.utf8), options: [], format: nil),
      let read = PropertyList(foundation: value)
    {
      return read
    }
    return try PropertyListParser.parse(text)
  }

  /// The value Foundation read, with numbers, booleans and dates as the strings the old-style
  /// format writes them as; `nil` for a dictionary key that is no string.
  private init?(foundation value: Any) {
    switch value {
    case let string as String:
      self = .string(string)
    case let data as Data:
      self = .data(Array(data))
    case let array as [Any]:
      var elements: [PropertyList] = []
      for element in array {
        guard let read = PropertyList(foundation: element) else { return nil }
        elements.append(read)
      }
      self = .array(elements)
    case let dictionary as [String: Any]:
      var entries: [String: PropertyList] = [:]
      for (key, element) in dictionary {
        guard let read = PropertyList(foundation: element) else { return nil }
        entries[key] = read
      }
      self = .dictionary(entries)
    case let number as NSNumber:
      self = .string(number.stringValue)
    case let date as Date:
      self = .string(ISO8601DateFormatter().string(from: date))
    default:
      return nil
    }
  }
}
