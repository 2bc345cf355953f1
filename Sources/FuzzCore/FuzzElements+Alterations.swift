import Workloads

//===----------------------------------------------------------------------===//
// One element of a target made wrong: another identity, or other content
//===----------------------------------------------------------------------===//

extension Int {
    public var withOtherIdentity: Int { self &+ 1 }
    /// Identity and content are the value: another value.
    public var withOtherContent: Int { ~self }
}

extension String {
    public var withOtherIdentity: String { self + "\u{2032}" }
    /// Identity and content are the string: another string.
    public var withOtherContent: String { "~" + self }
}

extension Book {
    public var withOtherIdentity: Book {
        var other = self
        other.id = id &+ 1
        return other
    }

    /// One field (the author) differs; `id` is kept.
    public var withOtherContent: Book {
        var other = self
        other.author += " (altered)"
        return other
    }
}

extension KeyedText {
    public var withOtherIdentity: KeyedText { KeyedText(key: key + "\u{2032}", text: text) }
    public var withOtherContent: KeyedText { KeyedText(key: key, text: text + "\u{2032}") }
}

extension CollidingKey {
    public var withOtherIdentity: CollidingKey { CollidingKey(id: id &+ 1, version: version) }
    public var withOtherContent: CollidingKey { CollidingKey(id: id, version: version &+ 1) }
}
