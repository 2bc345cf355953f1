//===----------------------------------------------------------------------===//
// DiffBenchWire, re-exported
//===----------------------------------------------------------------------===//

// This module's API speaks the protocol's vocabulary (`validateHandshake`
// returns an `AdapterHandshake`, requests carry `AdapterElementKind`s and
// `AdapterBook`s): `import AdapterProtocol` (or `import AdapterHost`)
// brings it along, as the adapter kit does for adapters.
@_exported import DiffBenchWire
