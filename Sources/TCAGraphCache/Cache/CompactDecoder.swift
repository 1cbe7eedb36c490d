import TCAGraphSupport
import TreeIntrospect

/// Decodes a `Codable` value from the cache's compact binary form (see ``CompactFormat``).
/// Damaged bytes of any kind throw a `DecodingError`; every read is bounds-checked. Coding paths
/// are not tracked: a damaged entry is dropped, whatever part of it is damaged.
package struct CompactDecoder {
  /// The range every `Int` of the document must lie in, or `nil` for any `Int`: a document
  /// someone else may have written holds no number that code computing with it would overflow
  /// on or index with below zero.
  package var integerRange: ClosedRange<Int>?

  /// Where the locations of some files now are: each ``SourceLocation`` of such a file is
  /// decoded as the one it moved to; one the moves do not name, or a text naming a place of such
  /// a file (`File.swift:12`, which moving its locations would leave behind), throws
  /// ``LocationMoves/Unknown``.
  package var moves: LocationMoves?

  package init(integerRange: ClosedRange<Int>? = nil, moves: LocationMoves? = nil) {
    self.integerRange = integerRange
    self.moves = moves
  }

  /// The value `bytes` hold; throws when they are not one whole document of `type`.
  package func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
    let reader = try CompactReader(bytes, integerRange: integerRange, moves: moves)
    if let moves, reader.strings.contains(where: moves.namesAMovedPlace) {
      throw LocationMoves.Unknown()
    }
    let value = try reader.decode(type, at: reader.rootOffset)
    guard try reader.end(ofValueAt: reader.rootOffset) == bytes.count else {
      throw CompactReader.damaged("bytes after the document")
    }
    return value
  }
}

/// The bytes of one document and its key table, read on demand by the containers.
///
/// It does not change once read, so the elements of a long array decode on every core (see
/// ``ParallelArray``).
final class CompactReader: @unchecked Sendable {
  /// How long an array must be for its elements to decode on every core.
  static let parallelArrayLength = 128

  let bytes: [UInt8]
  private(set) var keys: [String] = []
  /// The document's string table.
  private(set) var strings: [String] = []
  private(set) var rootOffset = 0
  let integerRange: ClosedRange<Int>?
  let moves: LocationMoves?

  init(
    _ bytes: [UInt8], integerRange: ClosedRange<Int>? = nil, moves: LocationMoves? = nil
  ) throws {
    self.bytes = bytes
    self.integerRange = integerRange
    self.moves = moves
    guard bytes.starts(with: CompactFormat.magic) else {
      throw Self.damaged("not a compact document")
    }
    var offset = CompactFormat.magic.count
    let count = try length(at: &offset)
    keys.reserveCapacity(count)
    for _ in 0..<count { keys.append(try string(at: &offset)) }
    let stringCount = try length(at: &offset)
    strings.reserveCapacity(stringCount)
    for _ in 0..<stringCount { strings.append(try string(at: &offset)) }
    rootOffset = offset
  }

  static func damaged(_ detail: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: [], debugDescription: "damaged cache entry: \(detail)"))
  }

  func tag(at offset: Int) throws -> CompactFormat.Tag {
    guard offset >= 0, offset < bytes.count, let tag = CompactFormat.Tag(rawValue: bytes[offset])
    else { throw Self.damaged("unknown value at byte \(offset)") }
    return tag
  }

  func varint(at offset: inout Int) throws -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard offset >= 0, offset < bytes.count, shift < 64 else {
        throw Self.damaged("truncated number")
      }
      let byte = bytes[offset]
      offset += 1
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return value }
      shift += 7
    }
  }

  /// A container's length or count: 4 little-endian bytes at `offset`, fitting in what is left
  /// of the bytes.
  func word(at offset: inout Int) throws -> Int {
    guard offset >= 0, bytes.count - offset >= 4 else { throw Self.damaged("truncated length") }
    var value = 0
    for index in (0..<4).reversed() { value = value << 8 | Int(bytes[offset + index]) }
    offset += 4
    guard value <= bytes.count - offset else { throw Self.damaged("truncated value") }
    return value
  }

  /// A length or count read at `offset` that fits in what is left of the bytes.
  func length(at offset: inout Int) throws -> Int {
    let value = try varint(at: &offset)
    guard value <= UInt64(bytes.count - offset) else { throw Self.damaged("truncated value") }
    return Int(value)
  }

  func string(at offset: inout Int) throws -> String {
    let count = try length(at: &offset)
    defer { offset += count }
    return bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[offset..<offset + count]), as: UTF8.self)
    }
  }

  /// Where the value starting at `offset` ends.
  func end(ofValueAt offset: Int) throws -> Int {
    var position = offset + 1
    switch try tag(at: offset) {
    case .null, .falseValue, .trueValue: return position
    case .signed, .unsigned:
      _ = try varint(at: &position)
      return position
    case .double:
      guard bytes.count - position >= 8 else { throw Self.damaged("truncated number") }
      return position + 8
    case .string:
      _ = try varint(at: &position)
      return position
    case .location:
      for _ in 0..<3 { _ = try varint(at: &position) }
      return position
    case .array, .keyed:
      let count = try word(at: &position)
      return position + count
    }
  }

  /// The body of the container at `offset`, which must be of `tag`: where its elements start and
  /// end, and how many there are.
  func container(_ tag: CompactFormat.Tag, at offset: Int) throws -> (
    start: Int, end: Int, count: Int
  ) {
    guard try self.tag(at: offset) == tag else { throw mismatch([Any].self) }
    var position = offset + 1
    let bodyLength = try word(at: &position)
    let end = position + bodyLength
    let count = try word(at: &position)
    guard count <= bodyLength else { throw Self.damaged("count out of range") }
    return (position, end, count)
  }

  /// Decodes the value at `offset` as `type`, taking the scalars the format knows directly.
  func decode<Value: Decodable>(_ type: Value.Type, at offset: Int) throws -> Value {
    if type == String.self { return try stringValue(at: offset) as! Value }
    if type == Int.self { return try integer(Int.self, at: offset) as! Value }
    if type == Bool.self { return try bool(at: offset) as! Value }
    if type == SourceLocation.self { return try location(at: offset) as! Value }
    if (try? tag(at: offset)) == .array, let arrayType = type as? any ParallelArray.Type,
      let array = try arrayType.decodeInParallel(self, at: offset)
    {
      return array as! Value
    }
    return try Value(from: CompactValueDecoder(reader: self, offset: offset))
  }

  func isNull(at offset: Int) throws -> Bool { try tag(at: offset) == .null }

  func stringValue(at offset: Int) throws -> String {
    guard try tag(at: offset) == .string else { throw mismatch(String.self) }
    var position = offset + 1
    return try tableString(at: &position)
  }

  /// The text of the string table whose index is at `offset`.
  func tableString(at offset: inout Int) throws -> String {
    let index = try varint(at: &offset)
    guard index < UInt64(strings.count) else { throw Self.damaged("unknown string") }
    return strings[Int(index)]
  }

  /// The location at `offset`, moved as ``moves`` says.
  func location(at offset: Int) throws -> SourceLocation {
    guard try tag(at: offset) == .location else { throw mismatch(SourceLocation.self) }
    var position = offset + 1
    let file = try tableString(at: &position)
    func number() throws -> Int {
      let bits = try varint(at: &position)
      let number = Int(Int64(bitPattern: bits >> 1) ^ -Int64(bitPattern: bits & 1))
      if let integerRange, !integerRange.contains(number) {
        throw Self.damaged("a number outside \(integerRange)")
      }
      return number
    }
    let line = try number()
    let column = try number()
    let location = SourceLocation(file: file, line: line, column: column)
    return try moves?.destination(of: location) ?? location
  }

  func bool(at offset: Int) throws -> Bool {
    switch try tag(at: offset) {
    case .trueValue: return true
    case .falseValue: return false
    default: throw mismatch(Bool.self)
    }
  }

  func integer<Number: FixedWidthInteger>(_ type: Number.Type, at offset: Int) throws -> Number {
    var position = offset + 1
    let number: Number?
    switch try tag(at: offset) {
    case .signed:
      let bits = try varint(at: &position)
      number = Number(exactly: Int64(bitPattern: bits >> 1) ^ -Int64(bitPattern: bits & 1))
    case .unsigned: number = Number(exactly: try varint(at: &position))
    default: throw mismatch(type)
    }
    guard let number else { throw Self.damaged("\(type) out of range") }
    if Number.self == Int.self, let integerRange, !integerRange.contains(Int(number)) {
      throw Self.damaged("a number outside \(integerRange)")
    }
    return number
  }

  func double(at offset: Int) throws -> Double {
    guard try tag(at: offset) == .double, bytes.count - offset > 8 else {
      throw mismatch(Double.self)
    }
    var bits: UInt64 = 0
    for index in (1...8).reversed() { bits = bits << 8 | UInt64(bytes[offset + index]) }
    return Double(bitPattern: bits)
  }

  func mismatch(_ type: Any.Type) -> DecodingError {
    .typeMismatch(type, .init(codingPath: [], debugDescription: "damaged cache entry"))
  }
}

/// An array whose elements, when there are many, decode on every core: the format says where
/// each starts, and each decodes on its own from the reader, which does not change.
private protocol ParallelArray {
  /// The array at `offset`, decoded on every core; `nil` when it is too short to be worth it.
  static func decodeInParallel(_ reader: CompactReader, at offset: Int) throws -> Any?
}

extension Array: ParallelArray where Element: Decodable {
  fileprivate static func decodeInParallel(_ reader: CompactReader, at offset: Int) throws -> Any? {
    let body = try reader.container(.array, at: offset)
    guard body.count >= CompactReader.parallelArrayLength else { return nil }
    var starts: [Int] = []
    starts.reserveCapacity(body.count)
    var position = body.start
    for _ in 0..<body.count {
      starts.append(position)
      position = try reader.end(ofValueAt: position)
      guard position <= body.end else { throw CompactReader.damaged("overlong value") }
    }
    let chunkLength = 32
    let chunks = stride(from: 0, to: starts.count, by: chunkLength).map {
      $0..<Swift.min($0 + chunkLength, starts.count)
    }
    let elementStarts = starts
    // Made here, where `Element` is known; the workers see no generic type, only the chunks.
    let decode = ChunkDecoding { chunk in
      DecodedChunk(
        elements: Result {
          try chunk.map { try reader.decode(Element.self, at: elementStarts[$0]) } as Any
        })
    }
    let decoded = LargeStackWorkers.map(chunks) { decode.run($0) }
    var elements: [Element] = []
    elements.reserveCapacity(starts.count)
    for chunk in decoded { elements += try chunk.elements.get() as! [Element] }
    return elements
  }
}

/// The decoding of one chunk of a long array, handed to the workers; it reads only the reader,
/// which does not change.
private struct ChunkDecoding: @unchecked Sendable {
  let run: (Range<Int>) -> DecodedChunk
}

/// The elements one worker decoded (an array of the array's element type), handed back to the
/// thread that waits for them all.
private struct DecodedChunk: @unchecked Sendable {
  var elements: Result<Any, any Error>
}

/// The `Decoder` handed to a value's `init(from:)`, reading the value at one offset.
private struct CompactValueDecoder: Decoder {
  let reader: CompactReader
  let offset: Int
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(
      CompactKeyedDecoding<Key>(cursor: try CompactKeyedCursor(reader: reader, offset: offset)))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try CompactUnkeyedDecoding(reader: reader, offset: offset)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    CompactSingleValueDecoding(reader: reader, offset: offset)
  }
}

/// Finds the values of a keyed container. Values are almost always read in the order they were
/// written (the encoder writes absent optionals as nulls, so no key is skipped), so each lookup
/// first tries the element after the last one taken, and only otherwise searches them all.
private final class CompactKeyedCursor {
  let reader: CompactReader
  private let start: Int
  private let end: Int
  private let count: Int
  private var nextIndex = 0
  private var nextStart: Int
  /// Each element's start, key index and value offset, read on the first lookup out of order.
  private var table: [(start: Int, key: Int, value: Int)]?

  init(reader: CompactReader, offset: Int) throws {
    self.reader = reader
    (start, end, count) = try reader.container(.keyed, at: offset)
    nextStart = start
  }

  /// The offset of `name`'s value; `take` moves past it.
  func find(_ name: String, take: Bool) throws -> Int? {
    if nextIndex < count {
      var position = nextStart
      let key = try keyIndex(at: &position)
      if reader.keys[key] == name {
        if take {
          nextIndex += 1
          nextStart = try reader.end(ofValueAt: position)
          guard nextStart <= end else { throw CompactReader.damaged("overlong value") }
        }
        return position
      }
    }
    let table = try elements()
    guard let index = table.firstIndex(where: { reader.keys[$0.key] == name }) else { return nil }
    if take {
      nextIndex = index + 1
      nextStart = index + 1 < count ? table[index + 1].start : end
    }
    return table[index].value
  }

  var keyNames: [String] { ((try? elements()) ?? []).map { reader.keys[$0.key] } }

  private func keyIndex(at position: inout Int) throws -> Int {
    let key = try reader.varint(at: &position)
    guard key < UInt64(reader.keys.count) else { throw CompactReader.damaged("unknown key") }
    return Int(key)
  }

  private func elements() throws -> [(start: Int, key: Int, value: Int)] {
    if let table { return table }
    var elements: [(start: Int, key: Int, value: Int)] = []
    var position = start
    for _ in 0..<count {
      let elementStart = position
      let key = try keyIndex(at: &position)
      elements.append((elementStart, key, position))
      position = try reader.end(ofValueAt: position)
      guard position <= end else { throw CompactReader.damaged("overlong value") }
    }
    table = elements
    return elements
  }
}

private struct CompactKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let cursor: CompactKeyedCursor
  var reader: CompactReader { cursor.reader }
  var codingPath: [any CodingKey] { [] }
  var allKeys: [Key] { cursor.keyNames.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { (try? cursor.find(key.stringValue, take: false)) != nil }

  private func take(_ key: Key) throws -> Int {
    guard let offset = try cursor.find(key.stringValue, take: true) else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: [], debugDescription: "damaged cache entry"))
    }
    return offset
  }

  /// The offset of `key`'s value, or `nil` when it is absent or null.
  private func takeIfPresent(_ key: Key) throws -> Int? {
    guard let offset = try cursor.find(key.stringValue, take: true),
      try !reader.isNull(at: offset)
    else { return nil }
    return offset
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    guard let offset = try cursor.find(key.stringValue, take: false) else { return true }
    return try reader.isNull(at: offset)
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try reader.bool(at: take(key))
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try reader.stringValue(at: take(key))
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try reader.double(at: take(key))
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    Float(try reader.double(at: take(key)))
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try reader.integer(type, at: take(key))
  }

  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try reader.integer(type, at: take(key))
  }

  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try reader.integer(type, at: take(key))
  }

  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try reader.integer(type, at: take(key))
  }

  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try reader.integer(type, at: take(key))
  }

  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try reader.integer(type, at: take(key))
  }

  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try reader.integer(type, at: take(key))
  }

  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try reader.integer(type, at: take(key))
  }

  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try reader.integer(type, at: take(key))
  }

  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try reader.integer(type, at: take(key))
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try reader.decode(type, at: take(key))
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    try takeIfPresent(key).map { try reader.decode(type, at: $0) }
  }

  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    try takeIfPresent(key).map { try reader.stringValue(at: $0) }
  }

  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    try takeIfPresent(key).map { try reader.integer(type, at: $0) }
  }

  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    try takeIfPresent(key).map { try reader.bool(at: $0) }
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try CompactValueDecoder(reader: reader, offset: take(key)).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try CompactValueDecoder(reader: reader, offset: take(key)).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    CompactValueDecoder(reader: reader, offset: try take(Key(stringValue: "super")!))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    CompactValueDecoder(reader: reader, offset: try take(key))
  }
}

private struct CompactUnkeyedDecoding: UnkeyedDecodingContainer {
  let reader: CompactReader
  var codingPath: [any CodingKey] { [] }
  let count: Int?
  private(set) var currentIndex = 0
  private var position: Int
  private let end: Int

  init(reader: CompactReader, offset: Int) throws {
    self.reader = reader
    let body = try reader.container(.array, at: offset)
    (position, end, count) = (body.start, body.end, body.count)
  }

  var isAtEnd: Bool { currentIndex >= count ?? 0 }

  /// The offset of the next element, moving past it.
  private mutating func next() throws -> Int {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        Any.self, .init(codingPath: [], debugDescription: "damaged cache entry: too few"))
    }
    let start = position
    position = try reader.end(ofValueAt: start)
    guard position <= end else { throw CompactReader.damaged("overlong value") }
    currentIndex += 1
    return start
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, try reader.isNull(at: position) else { return false }
    _ = try next()
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try reader.bool(at: next()) }
  mutating func decode(_ type: String.Type) throws -> String { try reader.stringValue(at: next()) }
  mutating func decode(_ type: Double.Type) throws -> Double { try reader.double(at: next()) }
  mutating func decode(_ type: Float.Type) throws -> Float { Float(try reader.double(at: next())) }
  mutating func decode(_ type: Int.Type) throws -> Int { try reader.integer(type, at: next()) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try reader.integer(type, at: next()) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try reader.integer(type, at: next()) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try reader.integer(type, at: next()) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try reader.integer(type, at: next()) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try reader.integer(type, at: next()) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.integer(type, at: next()) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    try reader.integer(type, at: next())
  }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    try reader.integer(type, at: next())
  }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    try reader.integer(type, at: next())
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try reader.decode(type, at: next())
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try CompactValueDecoder(reader: reader, offset: next()).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try CompactValueDecoder(reader: reader, offset: next()).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    CompactValueDecoder(reader: reader, offset: try next())
  }
}

private struct CompactSingleValueDecoding: SingleValueDecodingContainer {
  let reader: CompactReader
  let offset: Int
  var codingPath: [any CodingKey] { [] }

  func decodeNil() -> Bool { (try? reader.isNull(at: offset)) ?? false }
  func decode(_ type: Bool.Type) throws -> Bool { try reader.bool(at: offset) }
  func decode(_ type: String.Type) throws -> String { try reader.stringValue(at: offset) }
  func decode(_ type: Double.Type) throws -> Double { try reader.double(at: offset) }
  func decode(_ type: Float.Type) throws -> Float { Float(try reader.double(at: offset)) }
  func decode(_ type: Int.Type) throws -> Int { try reader.integer(type, at: offset) }
  func decode(_ type: Int8.Type) throws -> Int8 { try reader.integer(type, at: offset) }
  func decode(_ type: Int16.Type) throws -> Int16 { try reader.integer(type, at: offset) }
  func decode(_ type: Int32.Type) throws -> Int32 { try reader.integer(type, at: offset) }
  func decode(_ type: Int64.Type) throws -> Int64 { try reader.integer(type, at: offset) }
  func decode(_ type: UInt.Type) throws -> UInt { try reader.integer(type, at: offset) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.integer(type, at: offset) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.integer(type, at: offset) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.integer(type, at: offset) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.integer(type, at: offset) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try reader.decode(type, at: offset) }
}
