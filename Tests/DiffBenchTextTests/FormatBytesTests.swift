import Testing
import DiffBenchText

/// Byte counts in binary units, the one `formatBytes` of every tool.
@Suite struct FormatBytesTests {
    @Test(arguments: [
        (0, "0 B"), (512, "512 B"), (1023, "1023 B"), (1536, "1.50 KiB"), (161 << 20, "161 MiB"),
        (40 << 30, "40.0 GiB"), (-2048, "-2.00 KiB"),
    ])
    func binaryUnitsWithThreeDigits(bytes: Int, expected: String) {
        #expect(formatBytes(bytes) == expected)
    }
}
