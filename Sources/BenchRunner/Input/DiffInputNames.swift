import JSONDiffInput

// benchrunner's names for the decoder's types, which moved to the
// JSONDiffInput target (the fuzzer decodes through it too).
typealias DiffInput = JSONDiffInput.DiffInput
typealias InputFileError = JSONDiffInput.InputFileError
typealias JSONRecord = JSONDiffInput.JSONRecord
typealias JSONValue = JSONDiffInput.JSONValue
typealias InputSection = JSONDiffInput.InputSection
typealias InputItem = JSONDiffInput.InputItem
typealias SectionHeader = JSONDiffInput.SectionHeader
