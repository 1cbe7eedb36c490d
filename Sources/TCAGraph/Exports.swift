// The library product: the pipeline (views, formats and themes a render makes) and every layer
// below it, re-exported so that `import TCAGraph` is all a client writes.
@_exported import TCAGraphAnalyses
@_exported import TCAGraphAssembly
@_exported import TCAGraphCache
@_exported import TCAGraphDiff
@_exported import TCAGraphEmit
@_exported import TCAGraphExplorer
@_exported import TCAGraphLint
@_exported import TCAGraphModuleMap
@_exported import TCAGraphOutput
@_exported import TCAGraphRender
@_exported import TCAGraphRules
@_exported import TCAGraphScan
@_exported import TCAGraphSupport
@_exported import TCAGraphSyntax
@_exported import TCAGraphViews
@_exported import TreeIntrospect
