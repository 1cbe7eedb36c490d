import TreeIntrospect

/// Encodes a `Codable` value into the cache's compact binary form (see ``CompactFormat``), which
/// ``CompactDecoder`` reads several times faster than `JSONDecoder` reads the same value as JSON.
///
/// Values are written straight into one buffer: a container writes its header with room for its
/// length and count, and both are filled in when the value that opened it has finished encoding.
/// A value that writes to a container after opening a nested one that is still open (which no
/// synthesized conformance does) makes the encoding throw rather than write a wrong document.
package struct CompactEncoder {
  /// The bytes of `value`.
  func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
    try encode(value, writer: CompactWriter())
  }

  /// The bytes of `value` with each ``SourceLocation`` in it written as a null, and those
  /// locations in the order they were met: two values whose bytes are equal so are equal but
  /// for where their locations are.
  func encodeWithoutLocations<Value: Encodable>(_ value: Value) throws -> (
    bytes: [UInt8], locations: [SourceLocation]
  ) {
    let writer = CompactWriter()
    writer.setsLocationsAside = true
    let bytes = try encode(value, writer: writer)
    return (bytes, writer.locationsSetAside)
  }

  private func encode<Value: Encodable>(_ value: Value, writer: CompactWriter) throws -> [UInt8] {
    try writer.writeValue(value)
    if let failure = writer.failure { throw failure }
    var bytes = CompactFormat.magic
    CompactFormat.appendVarint(UInt64(writer.keyNames.count), to: &bytes)
    for name in writer.keyNames { CompactFormat.appendString(name, to: &bytes) }
    CompactFormat.appendVarint(UInt64(writer.strings.count), to: &bytes)
    for string in writer.strings { CompactFormat.appendString(string, to: &bytes) }
    bytes += writer.bytes
    return bytes
  }
}

/// The buffer being written, the key table, and the containers still open.
final class CompactWriter {
  private(set) var bytes: [UInt8] = []
  private(set) var keyNames: [String] = []
  private var keyIndices: [String: Int] = [:]
  /// The document's string table, in the order the texts were first written.
  private(set) var strings: [String] = []
  private var stringIndices: [String: Int] = [:]
  /// Each open container, innermost last: its serial number, where its header starts and how
  /// many elements it has.
  private var open: [(serial: Int, header: Int, count: Int)] = []
  private var containersOpened = 0
  private(set) var failure: EncodingError?
  /// Whether each ``SourceLocation`` is written as a null and kept in ``locationsSetAside``.
  var setsLocationsAside = false
  private(set) var locationsSetAside: [SourceLocation] = []

  /// Writes `value`, then closes the containers its encoding opened.
  func writeValue<Value: Encodable>(_ value: Value) throws {
    if Value.self == String.self { return write(unsafeBitCast(value, to: String.self)) }
    if Value.self == SourceLocation.self {
      let location = unsafeBitCast(value, to: SourceLocation.self)
      guard !setsLocationsAside else {
        locationsSetAside.append(location)
        return writeNull()
      }
      return write(location)
    }
    if Value.self == Int.self { return write(signed: Int64(unsafeBitCast(value, to: Int.self))) }
    if Value.self == Bool.self { return write(unsafeBitCast(value, to: Bool.self)) }
    let start = bytes.count
    let depth = open.count
    if setsLocationsAside, let unordered = value as? any UnorderedEncodable {
      try unordered.encodeSorted(into: self)
    } else {
      try value.encode(to: CompactStreamEncoder(writer: self))
    }
    while open.count > depth { close() }
    if bytes.count == start { bytes.append(CompactFormat.Tag.null.rawValue) }
  }

  /// Opens a container of `tag` and returns its serial number.
  func openContainer(_ tag: CompactFormat.Tag) -> Int {
    bytes.append(tag.rawValue)
    containersOpened += 1
    open.append((containersOpened, bytes.count, 0))
    bytes += [0, 0, 0, 0, 0, 0, 0, 0]
    return containersOpened
  }

  /// Starts an element of the container `serial`, closing the containers opened inside it,
  /// which are finished; fails when that container was closed already.
  func startElement(of serial: Int) throws {
    while let last = open.last, last.serial > serial { close() }
    guard let last = open.last, last.serial == serial else {
      let failure = EncodingError.invalidValue(
        serial, .init(codingPath: [], debugDescription: "container written after it was closed"))
      self.failure = failure
      throw failure
    }
    open[open.count - 1].count += 1
  }

  func keyIndex(_ name: String) -> Int {
    if let index = keyIndices[name] { return index }
    keyNames.append(name)
    keyIndices[name] = keyNames.count - 1
    return keyNames.count - 1
  }

  func writeKey(_ name: String) {
    CompactFormat.appendVarint(UInt64(keyIndex(name)), to: &bytes)
  }

  func writeNull() { bytes.append(CompactFormat.Tag.null.rawValue) }

  func write(_ value: Bool) {
    bytes.append((value ? CompactFormat.Tag.trueValue : .falseValue).rawValue)
  }

  func write(_ value: String) {
    bytes.append(CompactFormat.Tag.string.rawValue)
    CompactFormat.appendVarint(UInt64(stringIndex(value)), to: &bytes)
  }

  func write(_ location: SourceLocation) {
    bytes.append(CompactFormat.Tag.location.rawValue)
    CompactFormat.appendVarint(UInt64(stringIndex(location.file)), to: &bytes)
    CompactFormat.appendSigned(Int64(location.line), to: &bytes)
    CompactFormat.appendSigned(Int64(location.column), to: &bytes)
  }

  private func stringIndex(_ string: String) -> Int {
    if let index = stringIndices[string] { return index }
    strings.append(string)
    stringIndices[string] = strings.count - 1
    return strings.count - 1
  }

  func write(signed value: Int64) {
    bytes.append(CompactFormat.Tag.signed.rawValue)
    CompactFormat.appendSigned(value, to: &bytes)
  }

  func write(unsigned value: UInt64) {
    bytes.append(CompactFormat.Tag.unsigned.rawValue)
    CompactFormat.appendVarint(value, to: &bytes)
  }

  func write(_ value: Double) {
    bytes.append(CompactFormat.Tag.double.rawValue)
    withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes += $0 }
  }

  /// Fills in the length and count of the innermost open container.
  private func close() {
    let (_, header, count) = open.removeLast()
    let length = bytes.count - header - 4
    for (offset, value) in [(header, length), (header + 4, count)] {
      for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
    }
  }
}

/// A collection that encodes its elements in hash order, which two equal values need not share
/// (their order depends on how each was built); with locations set aside it is written sorted,
/// so that equal values give equal bytes.
private protocol UnorderedEncodable {
  func encodeSorted(into writer: CompactWriter) throws
}

extension Set: UnorderedEncodable where Element == String {
  fileprivate func encodeSorted(into writer: CompactWriter) throws {
    let serial = writer.openContainer(.array)
    for element in sorted() {
      try writer.startElement(of: serial)
      writer.write(element)
    }
  }
}

extension Dictionary: UnorderedEncodable where Key == String, Value: Encodable {
  fileprivate func encodeSorted(into writer: CompactWriter) throws {
    let serial = writer.openContainer(.keyed)
    for (key, value) in sorted(by: { $0.key < $1.key }) {
      try writer.startElement(of: serial)
      writer.writeKey(key)
      try writer.writeValue(value)
    }
  }
}

/// The `Encoder` handed to a value's `encode(to:)`.
private struct CompactStreamEncoder: Encoder {
  let writer: CompactWriter
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(
      CompactKeyedEncoding<Key>(writer: writer, serial: writer.openContainer(.keyed)))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    CompactUnkeyedEncoding(writer: writer, serial: writer.openContainer(.array))
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    CompactSingleValueEncoding(writer: writer)
  }
}

private struct CompactKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let writer: CompactWriter
  let serial: Int
  var codingPath: [any CodingKey] { [] }

  private func element(_ key: Key) throws {
    try writer.startElement(of: serial)
    writer.writeKey(key.stringValue)
  }

  mutating func encodeNil(forKey key: Key) throws {
    try element(key)
    writer.writeNull()
  }

  mutating func encode(_ value: Bool, forKey key: Key) throws {
    try element(key)
    writer.write(value)
  }

  mutating func encode(_ value: String, forKey key: Key) throws {
    try element(key)
    writer.write(value)
  }

  mutating func encode(_ value: Double, forKey key: Key) throws {
    try element(key)
    writer.write(value)
  }

  mutating func encode(_ value: Float, forKey key: Key) throws {
    try element(key)
    writer.write(Double(value))
  }

  mutating func encode(_ value: Int, forKey key: Key) throws {
    try element(key)
    writer.write(signed: Int64(value))
  }

  mutating func encode(_ value: Int8, forKey key: Key) throws {
    try element(key)
    writer.write(signed: Int64(value))
  }

  mutating func encode(_ value: Int16, forKey key: Key) throws {
    try element(key)
    writer.write(signed: Int64(value))
  }

  mutating func encode(_ value: Int32, forKey key: Key) throws {
    try element(key)
    writer.write(signed: Int64(value))
  }

  mutating func encode(_ value: Int64, forKey key: Key) throws {
    try element(key)
    writer.write(signed: value)
  }

  mutating func encode(_ value: UInt, forKey key: Key) throws {
    try element(key)
    writer.write(unsigned: UInt64(value))
  }

  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    try element(key)
    writer.write(unsigned: UInt64(value))
  }

  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    try element(key)
    writer.write(unsigned: UInt64(value))
  }

  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    try element(key)
    writer.write(unsigned: UInt64(value))
  }

  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    try element(key)
    writer.write(unsigned: value)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try element(key)
    try writer.writeValue(value)
  }

  // An absent optional is written as a null, so that every key is written in order and the
  // decoder finds each where it looks first.
  mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    (try? element(key)) ?? ()
    return CompactStreamEncoder(writer: writer).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    (try? element(key)) ?? ()
    return CompactStreamEncoder(writer: writer).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    (try? element(Key(stringValue: "super")!)) ?? ()
    return CompactStreamEncoder(writer: writer)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    (try? element(key)) ?? ()
    return CompactStreamEncoder(writer: writer)
  }
}

private struct CompactUnkeyedEncoding: UnkeyedEncodingContainer {
  let writer: CompactWriter
  let serial: Int
  private(set) var count = 0
  var codingPath: [any CodingKey] { [] }

  init(writer: CompactWriter, serial: Int) {
    self.writer = writer
    self.serial = serial
  }

  private mutating func element() throws {
    try writer.startElement(of: serial)
    count += 1
  }

  mutating func encodeNil() throws {
    try element()
    writer.writeNull()
  }

  mutating func encode(_ value: Bool) throws {
    try element()
    writer.write(value)
  }

  mutating func encode(_ value: String) throws {
    try element()
    writer.write(value)
  }

  mutating func encode(_ value: Double) throws {
    try element()
    writer.write(value)
  }

  mutating func encode(_ value: Float) throws {
    try element()
    writer.write(Double(value))
  }

  mutating func encode(_ value: Int) throws {
    try element()
    writer.write(signed: Int64(value))
  }

  mutating func encode(_ value: Int8) throws {
    try element()
    writer.write(signed: Int64(value))
  }

  mutating func encode(_ value: Int16) throws {
    try element()
    writer.write(signed: Int64(value))
  }

  mutating func encode(_ value: Int32) throws {
    try element()
    writer.write(signed: Int64(value))
  }

  mutating func encode(_ value: Int64) throws {
    try element()
    writer.write(signed: value)
  }

  mutating func encode(_ value: UInt) throws {
    try element()
    writer.write(unsigned: UInt64(value))
  }

  mutating func encode(_ value: UInt8) throws {
    try element()
    writer.write(unsigned: UInt64(value))
  }

  mutating func encode(_ value: UInt16) throws {
    try element()
    writer.write(unsigned: UInt64(value))
  }

  mutating func encode(_ value: UInt32) throws {
    try element()
    writer.write(unsigned: UInt64(value))
  }

  mutating func encode(_ value: UInt64) throws {
    try element()
    writer.write(unsigned: value)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try element()
    try writer.writeValue(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    (try? element()) ?? ()
    return CompactStreamEncoder(writer: writer).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    (try? element()) ?? ()
    return CompactStreamEncoder(writer: writer).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    (try? element()) ?? ()
    return CompactStreamEncoder(writer: writer)
  }
}

private struct CompactSingleValueEncoding: SingleValueEncodingContainer {
  let writer: CompactWriter
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil() throws { writer.writeNull() }
  mutating func encode(_ value: Bool) throws { writer.write(value) }
  mutating func encode(_ value: String) throws { writer.write(value) }
  mutating func encode(_ value: Double) throws { writer.write(value) }
  mutating func encode(_ value: Float) throws { writer.write(Double(value)) }
  mutating func encode(_ value: Int) throws { writer.write(signed: Int64(value)) }
  mutating func encode(_ value: Int8) throws { writer.write(signed: Int64(value)) }
  mutating func encode(_ value: Int16) throws { writer.write(signed: Int64(value)) }
  mutating func encode(_ value: Int32) throws { writer.write(signed: Int64(value)) }
  mutating func encode(_ value: Int64) throws { writer.write(signed: value) }
  mutating func encode(_ value: UInt) throws { writer.write(unsigned: UInt64(value)) }
  mutating func encode(_ value: UInt8) throws { writer.write(unsigned: UInt64(value)) }
  mutating func encode(_ value: UInt16) throws { writer.write(unsigned: UInt64(value)) }
  mutating func encode(_ value: UInt32) throws { writer.write(unsigned: UInt64(value)) }
  mutating func encode(_ value: UInt64) throws { writer.write(unsigned: value) }
  mutating func encode<T: Encodable>(_ value: T) throws { try writer.writeValue(value) }
}
