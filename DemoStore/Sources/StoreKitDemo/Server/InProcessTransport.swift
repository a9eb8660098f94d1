import Foundation
import StoreKitCore

/// The embedded demo store as an ``HTTPTransport``: requests go straight to ``DemoStore/handle(_:)``
/// without a socket. Faults behave as on the wire: a reset is a lost connection, a hang lasts
/// until the request's timeout.
public struct InProcessTransport: HTTPTransport {
    public let store: DemoStore

    public init(store: DemoStore) {
        self.store = store
    }

    /// The URL clients of the embedded store use at the default API version (never dialled): a
    /// Storefront API endpoint, `/api/{version}/graphql.json`, on the loopback host.
    public static let endpoint = URL(string: "http://127.0.0.1/api/\(APIVersion.default.rawValue)/graphql.json")!

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let path = request.url.path + (request.url.query.map { "?\($0)" } ?? "")
        let demoRequest = DemoStore.Request(method: request.method, path: path, headers: request.headers, body: request.body)
        let store = store
        return try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
            group.addTask {
                switch await store.handle(demoRequest) {
                case .response(let response): return response
                case .reset: throw TransportError.connectionLost
                case .hang(let seconds):
                    try await Task.sleep(nanoseconds: nanoseconds(seconds))
                    throw TransportError.connectionLost
                }
            }
            group.addTask {
                try await Task.sleep(nanoseconds: nanoseconds(request.timeout))
                throw TransportError.timedOut
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }
}
