import Foundation
import DiffBenchWorkloads

/// A book whose fields follow from its id — title "Café 3", author
/// "Émile 3" (the id modulo 7), ISBN "978-100003", published 3 days after
/// 1970 — titled `title` when given: two books with one id and different
/// titles are one row with changed content.
///
/// - Complexity: O(1).
public func book(_ id: Int, _ title: String? = nil) -> WorkloadBook {
    WorkloadBook(
        id: id, title: title ?? "Café \(id)", author: "Émile \(abs(id) % 7)", isbn: "978-\(100_000 + id)",
        published: Date(timeIntervalSince1970: Double(id) * 86_400))
}
