import Foundation
import TCAGraphSupport

extension FactsCache {
  /// The snapshot stored for `request` (see ``ScanSnapshot/request``), if one is sealed for that
  /// request, decodes, and names its result as the cache names results.
  package func snapshot(for request: String) -> ScanSnapshot? {
    let name = snapshotName(request)
    guard let payload = payload(named: name, sealedFor: "snapshot\n" + request) else { return nil }
    guard let snapshot = try? CompactDecoder().decode(ScanSnapshot.self, from: payload.bytes),
      snapshot.request == request
    else {
      refuse(name, "it does not hold the snapshot its seal promises")
      return nil
    }
    guard CacheFileName.isResult(snapshot.resultName) else {
      refuse(name, "it names a result file the cache would not make")
      return nil
    }
    return snapshot
  }

  /// The stored result `name` names, if it is still there, sealed for that name, with the digest
  /// its snapshot recorded (`digest`), decodes, and holds numbers the tool can compute with: a
  /// graph that passes ``ArchitectureGraph/validate()`` (as `--input` does) and directive lines
  /// a file can have (a seal can be forged by whoever can write the folder).
  ///
  /// The places of the `moved` files are decoded where they moved to, and those files take their
  /// directives from there. `nil`, without a warning, when the result cannot be moved so (see
  /// ``CompactDecoder/moves``).
  package func result(
    named name: String, digest: String, moved: [MovedFile] = []
  ) -> StoredScanResult? {
    guard CacheFileName.isResult(name),
      let payload = payload(named: name, sealedFor: "result\n" + name)
    else { return nil }
    guard payload.digest == digest else {
      refuse(name, "it is not the result its snapshot recorded")
      return nil
    }
    var result: StoredScanResult
    do {
      result = try CompactDecoder(moves: moved.isEmpty ? nil : LocationMoves(moved)).decode(
        StoredScanResult.self, from: payload.bytes)
    } catch is LocationMoves.Unknown {
      return nil
    } catch {
      refuse(name, "it is not the result its snapshot recorded")
      return nil
    }
    for file in moved {
      result.directives[file.path] = file.directives.isEmpty ? nil : file.directives
    }
    do {
      try result.graph.validate()
    } catch {
      refuse(name, "its graph fails the checks of an IR: \(error)")
      return nil
    }
    let lines = 0...Int(Int32.max)
    guard result.directives.values.allSatisfy({ $0.allSatisfy { lines.contains($0.line) } }) else {
      refuse(name, "it holds a suppression directive on a line no file has")
      return nil
    }
    return result
  }

  /// Stores `result` under a name of its own, which a snapshot refers to it by with its digest,
  /// so that a snapshot never pairs with the result of another scan; `nil` if it was not stored.
  package func store(result: StoredScanResult) -> (name: String, digest: String)? {
    let name = CacheFileName.newResult()
    guard let digest = store(result, named: name, sealedFor: "result\n" + name) else { return nil }
    return (name, digest)
  }

  /// Stores `snapshot` as the one for its request, deleting the result of the one it replaces.
  package func store(snapshot: ScanSnapshot, replacing earlier: ScanSnapshot?) {
    store(
      snapshot, named: snapshotName(snapshot.request), sealedFor: "snapshot\n" + snapshot.request)
    if let earlier, earlier.resultName != snapshot.resultName,
      CacheFileName.isResult(earlier.resultName)
    {
      files.remove(named: earlier.resultName)
    }
  }

  /// The request text of a scan by this build: the format, the build and `details`, one per line.
  package func request(_ details: [String]) -> String {
    ([String(Self.format), build] + details).joined(separator: "\n")
  }

  private func snapshotName(_ request: String) -> String {
    CacheFileName.snapshotPrefix + SHA256.hex(of: request.utf8) + Self.snapshotSuffix
  }

  package static let snapshotSuffix = ".snapshot"
  package static let resultSuffix = ".result"
}
