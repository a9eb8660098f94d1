import Foundation
import StoreKitCore

/// The mall in process as an ``HTTPTransport``: a request goes to the shop or the global
/// catalog its URL's host names (`https://kutsuya-tokyo.shopterm.invalid/api/ucp/mcp`), with a
/// `Host` header saying so (the UCP profile's addresses are made from it). A shop is reached
/// through ``InProcessTransport`` (its latency, faults and timeout); the global catalog within
/// the request's timeout; an unknown host cannot be connected to.
struct DemoMallTransport: HTTPTransport {
    let mall: DemoMall

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let host = (request.url.host ?? "").lowercased()
        let authority = request.url.port.map { "\(host):\($0)" } ?? host
        var routed = request
        routed.headers["Host"] = authority
        if host == DemoMall.globalHost {
            let path = request.url.path + (request.url.query.map { "?\($0)" } ?? "")
            let demoRequest = DemoRequest(method: request.method, path: path.isEmpty ? "/" : path, headers: routed.headers, body: request.body)
            let global = mall.global
            return try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
                group.addTask { await global.answer(demoRequest) }
                group.addTask {
                    try await Task.sleep(nanoseconds: nanoseconds(request.timeout))
                    throw TransportError.timedOut
                }
                defer { group.cancelAll() }
                return try await group.next()!
            }
        }
        guard let store = mall.store(forHost: authority) else {
            throw TransportError.cannotConnect("no demo shop at \(authority.prefix(80))")
        }
        return try await InProcessTransport(store: store).send(routed)
    }
}
