//===----------------------------------------------------------------------===//
// Shell-style splitting of an adapter command
//===----------------------------------------------------------------------===//

/// Splits `text` into words the way a POSIX shell does, without expanding
/// anything: blanks separate words; `'…'` keeps its contents literally;
/// `"…"` keeps its contents except that a backslash escapes `"`, `\`, `$`
/// and `` ` ``; outside quotes a backslash escapes the next character.
///
///     try shellWords(#"python3 "my adapter.py" --format 'stages'"#)
///     // ["python3", "my adapter.py", "--format", "stages"]
///
/// - Throws: `AdapterLaunchError.unbalancedQuote` for an open quote or a
///   trailing backslash.
/// - Complexity: O(*n*), *n* the length of `text`.
func shellWords(_ text: String) throws(AdapterLaunchError) -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var iterator = text.makeIterator()
    while let character = iterator.next() {
        switch character {
        case " ", "\t", "\n":
            if inWord { words.append(word) }
            word = ""
            inWord = false
        case "'":
            inWord = true
            while true {
                guard let next = iterator.next() else { throw .unbalancedQuote(command: text) }
                if next == "'" { break }
                word.append(next)
            }
        case "\"":
            inWord = true
            while true {
                guard let next = iterator.next() else { throw .unbalancedQuote(command: text) }
                if next == "\"" { break }
                if next == "\\" {
                    guard let escaped = iterator.next() else { throw .unbalancedQuote(command: text) }
                    if !"\"\\$`".contains(escaped) { word.append("\\") }
                    word.append(escaped)
                } else {
                    word.append(next)
                }
            }
        case "\\":
            guard let escaped = iterator.next() else { throw .unbalancedQuote(command: text) }
            inWord = true
            word.append(escaped)
        default:
            inWord = true
            word.append(character)
        }
    }
    if inWord { words.append(word) }
    return words
}
