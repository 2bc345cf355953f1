import Foundation

/// Writes `message` as one line on standard error.
package func printToStandardError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
