import BatchUpdateChecker
import Foundation

//===----------------------------------------------------------------------===//
// DocumentDecoding: batch documents read back, and ill-formed ones refused
//===----------------------------------------------------------------------===//

/// The validator campaign's check `document-decodes`: a batch's document, as
/// `benchrunner validate` reads it (`BatchDocument(json:)`), decodes to the
/// same batch, and the same text made ill-formed one fault at a time is
/// refused with exactly the one-line message the decoder documents.
///
/// The expected messages are spelled out here from the decoder's
/// documentation, never produced by calling it.
enum DocumentDecoding {
    /// The check's name in failures.
    static let check = "document-decodes"

    /// How the decoder disagrees, or `nil`.
    ///
    /// - Complexity: O(*b*) per variant, *b* the document's size in bytes.
    static func problem(_ document: BatchDocument) -> (expected: String, got: String)? {
        let text = document.json
        switch decode(text) {
        case .success(let decoded) where decoded == document: break
        case .success(let decoded): return ("the same batch", "\(decoded.json)")
        case .failure(let error): return ("the same batch", "the error \"\(error.message)\"")
        }
        for (variant, message) in variants(of: text) {
            switch decode(variant) {
            case .failure(let error) where error.message == message: continue
            case .failure(let error): return ("\(variant) refused with \"\(message)\"", "\"\(error.message)\"")
            case .success: return ("\(variant) refused with \"\(message)\"", "it is accepted")
            }
        }
        return nil
    }

    private static func decode(_ text: String) -> Result<BatchDocument, BatchDocumentError> {
        Result { () throws(BatchDocumentError) in try BatchDocument(json: Data(text.utf8)) }
    }

    /// The document's text with one fault each, and the message due.
    static func variants(of text: String) -> [(String, String)] {
        let keys = "view, before, after, deletes, inserts, reloads, moves, sectionDeletes, sectionInserts, sectionReloads, sectionMoves"
        var result: [(String, String)] = [
            ("   \n", "is empty"),
            ("", "is empty"),
            (text.replacingOccurrences(of: "{\"view\": ", with: "{\"reload\": [], \"view\": "),
             "unknown key 'reload' (known keys: \(keys))"),
            (text.replacingOccurrences(of: "\"view\": \"table\"", with: "\"view\": \"tableview\"")
                .replacingOccurrences(of: "\"view\": \"collection\"", with: "\"view\": \"tableview\""),
             "'view' must be \"table\" or \"collection\", not \"tableview\""),
            (prepending("[0, 0, 0]", to: "deletes", in: text),
             "'deletes[0]' must be an index path [section, item], not [0, 0, 0]"),
            (prepending("[1]", to: "reloads", in: text),
             "'reloads[0]' must be an index path [section, item], not [1]"),
            (prepending("[[0, 0]]", to: "moves", in: text), "'moves[0]' must be [[section, item], [section, item]]"),
            (prepending("[0]", to: "sectionMoves", in: text), "'sectionMoves[0]' must be [from, to]"),
            (prepending("[0, 1, 2]", to: "sectionMoves", in: text), "'sectionMoves[0]' must be [from, to]"),
        ]
        // Without `after`: the key is named.
        if let start = text.range(of: "\"after\": ["), let end = text[start.upperBound...].range(of: "], ") {
            var missing = text
            missing.removeSubrange(start.lowerBound..<end.upperBound)
            result.append((missing, "missing key 'after'"))
        }
        return result
    }

    /// `text` with `element` made the first element of the list under `key`.
    private static func prepending(_ element: String, to key: String, in text: String) -> String {
        let separator = text.contains("\"\(key)\": []") ? "" : ", "
        return text.replacingOccurrences(of: "\"\(key)\": [", with: "\"\(key)\": [\(element)\(separator)")
    }
}
