//===----------------------------------------------------------------------===//
// AdapterBook as the `book` element kind of a job
//===----------------------------------------------------------------------===//

/// A book of a `diff` request (`AdapterBook`, from DiffBenchWire): its
/// identity is `id`, its content every field.
extension AdapterBook: AdapterElement {
    public static var kind: AdapterElementKind { .book }
    public var identity: Int { id }
    public static func kinded(_ job: AdapterJob<AdapterBook>) -> AdapterKindedJob { .book(job) }
}
