import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// A file whose places moved since the stored result was assembled, while what it says did not:
/// a line inserted above a feature, a block moved down by a blank line. The snapshot keeps where
/// each of its places went, so the stored result is reused with its places moved instead of
/// being assembled again (see ``LocationMoves``).
package struct MovedFile: Codable, Equatable, Sendable {
  /// The file as its locations name it.
  package var path: String
  /// Every place the file's facts held when the result was assembled, in order, each with where
  /// it is now; the order of the places is the order of where they went.
  package var moves: [LocationMove]
  /// The file's suppression directives as they are now (their lines are not locations).
  package var directives: [SuppressionDirective]

  /// The moves from `before` to `after`, two values of one file (`path`) that are equal but for
  /// their locations, composed after those of `earlier` (the file's moves so far, whose
  /// destinations are `before`'s places); `nil` when the values differ otherwise, when a place
  /// would go to two places, or when the places would change order (which sorting by place
  /// could tell).
  package static func aligning(
    path: String, earlier: MovedFile?, from before: some Encodable, to after: some Encodable,
    directives: [SuppressionDirective]
  ) -> MovedFile? {
    guard let old = try? CompactEncoder().encodeWithoutLocations(before),
      let new = try? CompactEncoder().encodeWithoutLocations(after),
      old.bytes == new.bytes, old.locations.count == new.locations.count
    else { return nil }
    var step: [SourceLocation: SourceLocation] = [:]
    for (from, to) in zip(old.locations, new.locations) {
      guard from.file == path, to.file == path, step[from].map({ $0 == to }) ?? true else {
        return nil
      }
      step[from] = to
    }
    var moves: [LocationMove]
    if let earlier {
      moves = []
      for move in earlier.moves {
        guard let to = step[move.destination(in: path)] else { return nil }
        moves.append(LocationMove(from: move.origin(in: path), to: to))
      }
    } else {
      moves = step.sorted { $0.key < $1.key }.map { LocationMove(from: $0.key, to: $0.value) }
    }
    for (first, second) in zip(moves, moves.dropFirst())
    where !(first.destination(in: path) < second.destination(in: path)) {
      return nil
    }
    return MovedFile(path: path, moves: moves, directives: directives)
  }
}

/// Where one place of a ``MovedFile`` was and where it is now.
package struct LocationMove: Codable, Equatable, Sendable {
  var fromLine: Int
  var fromColumn: Int
  var toLine: Int
  var toColumn: Int

  init(from: SourceLocation, to: SourceLocation) {
    (fromLine, fromColumn, toLine, toColumn) = (from.line, from.column, to.line, to.column)
  }

  func origin(in path: String) -> SourceLocation {
    SourceLocation(file: path, line: fromLine, column: fromColumn)
  }

  func destination(in path: String) -> SourceLocation {
    SourceLocation(file: path, line: toLine, column: toColumn)
  }
}

/// The moved places of some files, which ``CompactDecoder`` applies to every ``SourceLocation``
/// it decodes.
package struct LocationMoves: Sendable {
  /// A location of a moved file that its moves do not name: the stored result holds a place
  /// the file's facts did not, so it cannot be moved and must be assembled again.
  package struct Unknown: Error {}

  private let destinations: [String: [SourceLocation: SourceLocation]]
  /// Each moved file's path followed by a colon, as a text naming one of its places starts.
  private let placePrefixes: [[UInt8]]

  package init(_ files: [MovedFile]) {
    var destinations: [String: [SourceLocation: SourceLocation]] = [:]
    for file in files {
      var map: [SourceLocation: SourceLocation] = [:]
      for move in file.moves { map[move.origin(in: file.path)] = move.destination(in: file.path) }
      destinations[file.path] = map
    }
    self.destinations = destinations
    placePrefixes = files.map { Array(($0.path + ":").utf8) }
  }

  /// Whether `text` names a place of a moved file (`Sources/A.swift:12:5`).
  func namesAMovedPlace(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      placePrefixes.contains { ByteSearch.first($0, in: bytes) != nil }
    }
  }

  /// Where `location` is now.
  func destination(of location: SourceLocation) throws -> SourceLocation {
    guard let map = destinations[location.file] else { return location }
    guard let destination = map[location] else { throw Unknown() }
    return destination
  }
}
