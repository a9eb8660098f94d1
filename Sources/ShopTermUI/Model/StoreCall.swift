import StoreKitCore

/// A request to the store, typed by its answer: the one place a ``Request`` is paired with the
/// ``Response`` that answers it. A screen (or the app, for its own waits) sends one with
/// ``AppState/send(_:for:depth:busy:then:_:)``, naming there the event its answer becomes, so an answer it did not ask for cannot be written.
public struct StoreCall<Answer: Equatable & Sendable>: Sendable {
    /// The request on the wire (``Effect/request(_:_:)``).
    public let request: Request
    /// The answer `response` carries; nil when it answers another request.
    private let answer: @Sendable (Response) -> Answer?
    /// False for an answer after which another comes (a cached copy before the store's).
    let isLast: @Sendable (Response) -> Bool

    init(
        _ request: Request, isLast: @escaping @Sendable (Response) -> Bool = { _ in true },
        answer: @escaping @Sendable (Response) -> Answer?
    ) {
        self.request = request
        self.isLast = isLast
        self.answer = answer
    }

    /// What `response` means for whoever asked: the answer, or why there is none.
    func result(of response: Response) -> Result<Answer, StoreFailure> {
        switch response {
        case .failure(let message): return .failure(.failed(message))
        case .userErrors(let errors): return .failure(.refused(errors))
        default: return answer(response).map { .success($0) } ?? .failure(.failed(StoreFailure.notTheAnswer))
        }
    }
}
