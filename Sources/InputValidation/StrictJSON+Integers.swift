import Foundation

//===----------------------------------------------------------------------===//
// StrictJSON: naming the number that is not a 64-bit integer
//===----------------------------------------------------------------------===//

extension StrictJSON {
    /// The path of the first number in `data` (depth first, object keys in
    /// sorted order) that is not an integer representable as `Int`, e.g.
    /// `'deletes[0][1]'`; `nil` when every number is one, or `data` is not JSON.
    ///
    /// - Complexity: O(*n* log *n*), *n* the size of `data`.
    package static func firstNonIntegerNumber(in data: Data) -> String? {
        guard let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        func search(_ value: Any, _ path: String) -> String? {
            switch value {
            case let array as [Any]:
                for (index, element) in array.enumerated() {
                    if let found = search(element, "\(path)[\(index)]") { return found }
                }
            case let object as [String: Any]:
                for key in object.keys.sorted() {
                    if let found = search(object[key]!, path.isEmpty ? key : "\(path).\(key)") { return found }
                }
            case let number as NSNumber where !(value is Bool):
                if !isInteger(number) { return path.isEmpty ? "the top level" : "'\(path)'" }
            default:
                break
            }
            return nil
        }
        return search(root, "")
    }

    /// Whether a parsed JSON number is an integer that fits in `Int`.
    static func isInteger(_ number: NSNumber) -> Bool {
        let text = number.stringValue
        if Int(text) != nil { return true }
        // A value like 3.0 prints as "3.0"; accept only when exactly an Int.
        let double = number.doubleValue
        return double == double.rounded() && abs(double) < 0x1p63 && !text.contains("e") && Int(exactly: double) != nil
            && (text.hasSuffix(".0") || !text.contains("."))
    }
}
