// One import gives a test what it needs to describe its diff: the
// algorithm protocol and the adapter formats.
@_exported import BatchUpdateChecker
@_exported import DiffAlgorithms
@_exported import DiffBenchAdapter
