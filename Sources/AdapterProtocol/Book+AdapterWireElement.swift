import Foundation
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// The workloads' Book as a `book` wire element
//===----------------------------------------------------------------------===//

extension WorkloadBook: AdapterWireElement {
    package static var adapterElementKind: AdapterElementKind { .book }

    /// `{"id", "title", "author", "isbn", "published"}`, `published` in
    /// seconds since 1970, as `AdapterBook` writes it.
    package func appendAdapterJSON(to json: inout [UInt8]) {
        AdapterBook(
            id: id, title: title, author: author, isbn: isbn, published: published.timeIntervalSince1970
        ).appendAdapterJSON(to: &json)
    }
}
