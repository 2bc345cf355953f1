import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// One element of a target made wrong: another identity, or other content
//===----------------------------------------------------------------------===//

// `FuzzElement`'s alterations (see `TargetAlterations`): each result is
// never `==` to the element it came from.

extension Int {
    /// The next value (wrapping).
    public var withOtherIdentity: Int { self &+ 1 }
    /// Identity and content are the value: the bitwise complement.
    public var withOtherContent: Int { ~self }
}

extension String {
    /// The string with a prime appended.
    public var withOtherIdentity: String { self + "\u{2032}" }
    /// Identity and content are the string: the string after a tilde.
    public var withOtherContent: String { "~" + self }
}

extension WorkloadBook {
    /// The book with the next `id` (wrapping), every field kept.
    public var withOtherIdentity: WorkloadBook {
        var other = self
        other.id = id &+ 1
        return other
    }

    /// The book with one field (the author) changed, `id` kept.
    public var withOtherContent: WorkloadBook {
        var other = self
        other.author += " (altered)"
        return other
    }
}

extension KeyedText {
    /// The key with a prime appended, the text kept.
    public var withOtherIdentity: KeyedText { KeyedText(key: key + "\u{2032}", text: text) }
    /// The text with a prime appended, the key kept.
    public var withOtherContent: KeyedText { KeyedText(key: key, text: text + "\u{2032}") }
}

extension CollidingKey {
    /// The next `id` (wrapping), the version kept.
    public var withOtherIdentity: CollidingKey { CollidingKey(id: id &+ 1, version: version) }
    /// The next version (wrapping), the identity kept.
    public var withOtherContent: CollidingKey { CollidingKey(id: id, version: version &+ 1) }
}
