import StoreKitCore

/// Why a request has no answer: the store's failure in one line, or its refusal of a form's
/// fields (messages by field name, "" for the whole form).
public enum StoreFailure: Error, Equatable, Sendable {
    case failed(String)
    case refused([String: String])

    /// What an answer of another kind is taken as: never expected (each request's live answer is
    /// its own kind), but said rather than dropped.
    static let notTheAnswer = "the store's answer did not fit the request"

    /// The failure in one line.
    public var message: String {
        switch self {
        case .failed(let message): return message
        case .refused(let errors): return errors.sorted { $0.key < $1.key }.map(\.value).joined(separator: "; ")
        }
    }
}
