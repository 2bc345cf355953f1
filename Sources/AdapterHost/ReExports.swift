//===----------------------------------------------------------------------===//
// DiffBenchWire, re-exported
//===----------------------------------------------------------------------===//

// This module's clients read the same clock as its adapters' deadlines
// (`DiffBenchClock`): `import AdapterHost` brings it along, as the adapter
// kit does for adapters.
@_exported import DiffBenchWire
