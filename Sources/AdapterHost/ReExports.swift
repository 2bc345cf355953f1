//===----------------------------------------------------------------------===//
// AdapterProtocol, re-exported
//===----------------------------------------------------------------------===//

// A connection speaks the protocol's messages and reports its faults
// (`AdapterFault`, `ReportedChangeset`, `validateResponse`): `import
// AdapterHost` brings the protocol side along, so the harness imports one
// module for both.
@_exported import AdapterProtocol
