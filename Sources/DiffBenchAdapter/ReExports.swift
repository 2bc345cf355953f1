//===----------------------------------------------------------------------===//
// DiffBenchWire, re-exported
//===----------------------------------------------------------------------===//

// An adapter may read the clock its samples are timed with
// (`DiffBenchClock`): `import DiffBenchAdapter` brings it, so that an
// adapter imports one module.
@_exported import DiffBenchWire
