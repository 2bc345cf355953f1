//===----------------------------------------------------------------------===//
// DiffBenchWire, re-exported
//===----------------------------------------------------------------------===//

// An adapter names the protocol's vocabulary (`AdapterElementKind`,
// `AdapterFormat`, `AdapterBook`) beside this module's types: `import
// DiffBenchAdapter` brings both, so that an adapter imports one module.
@_exported import DiffBenchWire
