import ExampleApp
import Foundation
let g = try exampleAppGraph()
FileHandle.standardOutput.write(try g.jsonData())
