import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import Testing

extension StoreServices {
    /// A test value that expects nothing: any request, cart save or browser opening records a
    /// failure of the test that caused it (the effect runner's task carries the test along).
    /// Tests answer the few requests they expect with ``override(_:)``.
    static var failing: StoreServices {
        StoreServices(
            cachedHome: { nil },
            answer: { request in
                Issue.record("an unexpected request: \(request)")
                return .failure("unexpected request \(request)")
            },
            saveCart: { _ in
                Issue.record("an unexpected cart save")
                throw Unexpected("saveCart")
            },
            openURL: { url in
                Issue.record("an unexpected opening of \(url)")
                throw Unexpected("openURL")
            })
    }

    /// Answers the requests `answers` knows (it returns nil for the others, which go to the
    /// answers before). A thrown error is answered as the live services answer it.
    ///
    /// The override is an expectation: when the services go (the test's end) and `answers`
    /// never answered a request, the test fails there, as the request it waited for never came.
    mutating func override(
        _ answers: @escaping @Sendable (Request) async throws -> Response?, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let before = answer
        let use = OverrideUse(sourceLocation)
        answer = { request in
            do {
                if let answered = try await answers(request) {
                    use.answered()
                    return answered
                }
            } catch {
                use.answered()
                return StoreServices.response(for: error)
            }
            return await before(request)
        }
    }

    /// The answer to `request`, when `take` finds the kind wanted in it; a test failure (with
    /// the answer that came) otherwise.
    func answer<Value>(_ request: Request, _ take: (Response) -> Value?, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Value {
        let response = await answer(request)
        return try #require(take(response), "the answer to \(request) was \(response)", sourceLocation: sourceLocation)
    }

    /// What a test did not expect.
    struct Unexpected: Error, CustomStringConvertible {
        var service: String
        init(_ service: String) { self.service = service }
        var description: String { "the \(service) service is not expected in this test" }
    }
}
