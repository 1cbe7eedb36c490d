import Foundation
import TCAGraph

/// `tca-graph render`: writes diagrams.
enum RenderCommand {
  static func run(_ arguments: [String]) throws -> Int32 { 0 }
}
