//===----------------------------------------------------------------------===//
// Identity codes numbered the other way round
//===----------------------------------------------------------------------===//

import DiffAlgorithms

extension IdentityCodes {
    /// The same codes with code *c* renamed `distinctCount − 1 − c`: the
    /// same identities equal, but numbered target first, so the source's
    /// codes run up to `distinctCount − 1` instead of from 0 in source order.
    /// An algorithm's matching must not change (`identity-invariant`).
    ///
    /// - Complexity: O(*n* + *m*).
    var numberedBackwards: IdentityCodes {
        let top = Int32(truncatingIfNeeded: distinctCount - 1)
        return IdentityCodes(old: old.map { top - $0 }, new: new.map { top - $0 }, distinctCount: distinctCount)
    }
}
