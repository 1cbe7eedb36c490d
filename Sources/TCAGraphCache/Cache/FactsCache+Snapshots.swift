import Foundation
import TCAGraphSupport

extension FactsCache {
  /// The snapshot stored for `request` (see ``ScanSnapshot/request``), if one decodes and was
  /// written for exactly that request by this format and build.
  package func snapshot(for request: String) -> ScanSnapshot? {
    guard let bytes = read(named: snapshotName(request)),
      let snapshot = try? CompactDecoder().decode(ScanSnapshot.self, from: bytes),
      snapshot.request == request
    else { return nil }
    return snapshot
  }

  /// The stored result `name` names, if it is still there and decodes.
  package func result(named name: String) -> StoredScanResult? {
    guard let bytes = read(named: name) else { return nil }
    return try? CompactDecoder().decode(StoredScanResult.self, from: bytes)
  }

  /// Stores `result` under a name of its own, which a snapshot refers to it by, so that a
  /// snapshot never pairs with the result of another scan; `nil` if it cannot be encoded.
  package func store(result: StoredScanResult) -> String? {
    guard let bytes = try? CompactEncoder().encode(result) else { return nil }
    let name = "result-" + UUID().uuidString + Self.resultSuffix
    store(bytes: bytes, named: name)
    return name
  }

  /// Stores `snapshot` as the one for its request, deleting the result of the one it replaces.
  package func store(snapshot: ScanSnapshot, replacing earlier: ScanSnapshot?) {
    store(snapshot, named: snapshotName(snapshot.request))
    if let earlier, earlier.resultName != snapshot.resultName {
      unlink((folder as NSString).appendingPathComponent(earlier.resultName))
    }
  }

  /// The request text of a scan by this build: the format, the build and `details`, one per line.
  package func request(_ details: [String]) -> String {
    ([String(Self.format), build] + details).joined(separator: "\n")
  }

  private func snapshotName(_ request: String) -> String {
    "scan-" + SHA256.hex(of: request.utf8) + Self.snapshotSuffix
  }

  package static let snapshotSuffix = ".snapshot"
  static let resultSuffix = ".result"
}
