import Foundation
import InputValidation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

//===----------------------------------------------------------------------===//
// WorkloadWordReader: a workload file's words, in order, through a small buffer
//===----------------------------------------------------------------------===//

/// Reads the 64-bit little-endian words of a `WorkloadFile` from first to
/// last with `read(2)`, through one buffer of 32 KiB: below glibc's
/// smallest `mmap` threshold (128 KiB), so that reading the file allocates
/// and frees nothing large and leaves the C library's malloc as it was.
///
/// Every error is one line naming the file.
final class WorkloadWordReader {
    /// The file's path, for messages.
    let path: String
    /// Words in the file not yet returned.
    private(set) var remaining: Int
    private let descriptor: Int32
    private let buffer: UnsafeMutableBufferPointer<Int64>
    /// `buffer[next..<end]` is read and not yet returned.
    private var next = 0
    private var end = 0

    /// Opens `path`.
    ///
    /// - Throws: `InputError` when the file cannot be opened or its size is
    ///   not a whole number of words.
    init(path: String) throws(InputError) {
        // Nothing is stored before the checks: a class whose initializer
        // throws once every property is set runs its deinit.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw InputError("cannot read the workload file \(path): \(String(cString: strerror(errno)).lowercased())")
        }
        var status = stat()
        let size = fstat(descriptor, &status) == 0 ? Int(status.st_size) : -1
        guard size >= 0, size % 8 == 0 else {
            close(descriptor)
            throw InputError("\(path): \(size) bytes is not a whole number of 8-byte words; not a workload file")
        }
        self.path = path
        self.descriptor = descriptor
        remaining = size / 8
        buffer = .allocate(capacity: 4096)
    }

    deinit {
        close(descriptor)
        buffer.deallocate()
    }

    /// The next word.
    ///
    /// - Throws: `InputError` when the file ends or cannot be read.
    /// - Complexity: Amortized O(1).
    func word() throws(InputError) -> Int64 {
        if next == end { try refill() }
        let value = Int64(littleEndian: buffer[next])
        next += 1
        remaining -= 1
        return value
    }

    /// The next word as a flag, 0 or 1, named `what` in an error.
    func flag(_ what: String) throws(InputError) -> Bool {
        switch try word() {
        case 0: return false
        case 1: return true
        case let value: throw InputError("\(path): \(what) is \(value), not 0 or 1")
        }
    }

    /// The next word as a count of records of `wordsEach` words, named
    /// `what` in an error: at least 0 and no more than the rest of the file
    /// can hold, so that reserving it is safe.
    ///
    /// - Precondition: `wordsEach > 0`.
    func count(of what: String, wordsEach: Int) throws(InputError) -> Int {
        let value = try word()
        guard value >= 0, value <= Int64(remaining / wordsEach) else {
            throw InputError("\(path): \(value) \(what), but the rest of the file holds at most \(remaining / wordsEach)")
        }
        return Int(value)
    }

    /// Checks that every word has been read.
    func expectEnd() throws(InputError) {
        guard remaining == 0 else { throw InputError("\(path): \(remaining) words after the workload") }
    }

    private func refill() throws(InputError) {
        guard remaining > 0 else { throw InputError("\(path): the file ends early") }
        let bytes = min(remaining, buffer.count) * 8
        var filled = 0
        while filled < bytes {
            let count = read(descriptor, UnsafeMutableRawPointer(buffer.baseAddress!) + filled, bytes - filled)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let reason = count == 0 ? "the file ends early" : String(cString: strerror(errno)).lowercased()
                throw InputError("\(path): \(reason)")
            }
            filled += count
        }
        next = 0
        end = bytes / 8
    }
}
