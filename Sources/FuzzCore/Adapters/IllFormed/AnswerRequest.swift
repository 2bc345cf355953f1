import AdapterProtocol

//===----------------------------------------------------------------------===//
// AnswerRequest: the request an adapter's answer line is judged against
//===----------------------------------------------------------------------===//

/// The request an answer line is judged against: its id, its `repeat`,
/// the adapter's declared format, and the counts of the source (old
/// offsets of a single batch, of the first stage) and the target (new
/// offsets of a single batch, of the last stage).
struct AnswerRequest {
    var id: Int
    var repeatCount: Int
    var format: AdapterFormat
    var sourceCount: Int
    var targetCount: Int
}
