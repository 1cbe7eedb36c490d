import SwiftParser
import SwiftSyntax
import CGraphviz
import TreeIntrospect
public func parseCount(_ s: String) -> Int { Parser.parse(source: s).statements.count }
public func gvVersion() -> Int { let c = gvContext(); defer { gvFreeContext(c) }; return c == nil ? 0 : 1 }
