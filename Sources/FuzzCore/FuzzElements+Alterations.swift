import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// One element of a target made wrong: another identity, or other content
//===----------------------------------------------------------------------===//

// `FuzzElement`'s alterations (see `TargetAlterations`): each result is
// never `==` to the element it came from.

extension Int {
    /// The next value (wrapping).
    package var withOtherIdentity: Int { self &+ 1 }
    /// Identity and content are the value: the bitwise complement.
    package var withOtherContent: Int { ~self }
}

extension String {
    /// The string with a prime appended.
    package var withOtherIdentity: String { self + "\u{2032}" }
    /// Identity and content are the string: the string after a tilde.
    package var withOtherContent: String { "~" + self }
}

extension WorkloadBook {
    /// The book with the next `id` (wrapping), every field kept.
    package var withOtherIdentity: WorkloadBook {
        var other = self
        other.id = id &+ 1
        return other
    }

    /// The book with one field (the author) changed, `id` kept.
    package var withOtherContent: WorkloadBook {
        var other = self
        other.author += " (altered)"
        return other
    }
}

extension KeyedText {
    /// The key with a prime appended, the text kept.
    package var withOtherIdentity: KeyedText { KeyedText(key: key + "\u{2032}", text: text) }
    /// The text with a prime appended, the key kept.
    package var withOtherContent: KeyedText { KeyedText(key: key, text: text + "\u{2032}") }
}

extension CollidingKey {
    /// The next `id` (wrapping), the version kept.
    package var withOtherIdentity: CollidingKey { CollidingKey(id: id &+ 1, version: version) }
    /// The next version (wrapping), the identity kept.
    package var withOtherContent: CollidingKey { CollidingKey(id: id, version: version &+ 1) }
}
