import Foundation

/// Reads blobs through one `git cat-file --batch`: their raw bytes as committed, with no
/// attribute, filter, text conversion or end-of-line change applied.
struct GitBlobReader {
  /// What receives the blobs, one after another, in the order they were asked for.
  struct Sink {
    /// A blob starts: its index in the list and its size in bytes.
    var begin: (_ index: Int, _ size: Int) throws(RevisionError) -> Void
    /// The next bytes of the current blob.
    var append: (UnsafeRawBufferPointer) throws(RevisionError) -> Void
    /// The current blob is whole.
    var end: () throws(RevisionError) -> Void
  }

  let repository: GitRepository
  /// The revision as the user wrote it, for messages.
  let revision: String
  /// A file the list of objects is written to, for git's standard input.
  let listFile: String

  /// Streams the blobs `objects` into `sink`.
  func read(_ objects: [String], into sink: Sink) throws(RevisionError) {
    guard !objects.isEmpty else { return }
    let list = Data((objects.joined(separator: "\n") + "\n").utf8)
    guard FileManager.default.createFile(atPath: listFile, contents: list) else {
      throw .cannotWrite(
        revision: revision, reason: "cannot create '\(listFile)'",
        folder: (listFile as NSString).deletingLastPathComponent)
    }
    defer { unlink(listFile) }
    var parser = BatchParser(objects: objects, revision: revision, sink: sink)
    let (status, errors) = try GitCommand.stream(
      ["cat-file", "--batch"], in: repository.root, input: listFile
    ) { bytes throws(RevisionError) in try parser.consume(bytes) }
    guard status == 0, parser.isComplete else {
      throw .extraction(
        revision: revision,
        reason: "git cat-file exited with \(status)" + (errors.isEmpty ? "" : ": \(errors)"))
    }
  }

  /// The state of reading `<object> <type> <size>\n<bytes>\n` records.
  private struct BatchParser {
    let objects: [String]
    let revision: String
    let sink: Sink
    private var index = 0
    private var header: [UInt8] = []
    /// Bytes of the current blob still to come; `nil` while a header is read.
    private var remaining: Int?
    /// Whether the newline after a blob is still to come.
    private var awaitingNewline = false

    init(objects: [String], revision: String, sink: Sink) {
      self.objects = objects
      self.revision = revision
      self.sink = sink
    }

    var isComplete: Bool { index == objects.count && remaining == nil && !awaitingNewline }

    mutating func consume(_ bytes: UnsafeRawBufferPointer) throws(RevisionError) {
      var offset = 0
      while offset < bytes.count {
        if awaitingNewline {
          awaitingNewline = false
          offset += 1
          try sink.end()
          index += 1
          continue
        }
        if let left = remaining {
          let taken = min(left, bytes.count - offset)
          try sink.append(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + taken]))
          offset += taken
          remaining = left - taken
          if remaining == 0 {
            remaining = nil
            awaitingNewline = true
          }
          continue
        }
        let byte = bytes[offset]
        offset += 1
        guard byte == UInt8(ascii: "\n") else {
          header.append(byte)
          guard header.count < 512 else { throw malformed("a header line too long") }
          continue
        }
        try begin()
      }
    }

    private mutating func begin() throws(RevisionError) {
      let fields = header.split(separator: UInt8(ascii: " ")).map {
        String(decoding: $0, as: UTF8.self)
      }
      header = []
      guard index < objects.count else { throw malformed("more objects than were asked for") }
      guard fields.count == 3, fields[0] == objects[index], let size = Int(fields[2]), size >= 0
      else {
        throw malformed(
          fields.count == 2 && fields[1] == "missing"
            ? "object \(objects[index]) is missing from the repository" : "an unexpected header")
      }
      guard fields[1] == "blob" else { throw malformed("object \(fields[0]) is a \(fields[1])") }
      try sink.begin(index, size)
      if size == 0 {
        awaitingNewline = true
      } else {
        remaining = size
      }
    }

    private func malformed(_ what: String) -> RevisionError {
      .extraction(revision: revision, reason: "git cat-file printed \(what)")
    }
  }
}
