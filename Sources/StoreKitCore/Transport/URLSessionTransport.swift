import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live transport: URLSession without cookies or a URL cache, with a response size limit.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    /// Answers larger than this many bytes are refused.
    public let maxResponseBytes: Int

    public init(maxResponseBytes: Int = 32 * 1_048_576) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpShouldSetCookies = false
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
        self.maxResponseBytes = maxResponseBytes
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: min(request.connectTimeout, request.timeout))
        urlRequest.httpMethod = request.method
        urlRequest.httpShouldHandleCookies = false
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        urlRequest.httpBody = request.body
        let data: Data
        let response: URLResponse
        do {
            let prepared = urlRequest
            (data, response) = try await withTimeout(request.timeout) { [session] in
                try await session.data(for: prepared)
            }
        } catch let error as URLError {
            throw Self.map(error)
        }
        guard let http = response as? HTTPURLResponse else {
            throw TransportError.other("not an HTTP response")
        }
        if data.count > maxResponseBytes {
            throw TransportError.responseTooLarge(limit: maxResponseBytes)
        }
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in http.allHeaderFields {
            headers[name.lowercased()] = value
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: data)
    }

    static func map(_ error: URLError) -> TransportError {
        switch error.code {
        case .timedOut: return .timedOut
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet:
            return .cannotConnect(error.localizedDescription)
        case .networkConnectionLost, .badServerResponse, .cannotParseResponse:
            return .connectionLost
        default: return .other(error.localizedDescription)
        }
    }
}

/// Runs `operation`, failing with ``TransportError/timedOut`` when it takes longer than `seconds`.
/// URLSession's own timeout only covers idle time, not a server that trickles or hangs mid-answer.
func withTimeout<T: Sendable>(_ seconds: TimeInterval, _ operation: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            throw TransportError.timedOut
        }
        defer { group.cancelAll() }
        return try await group.next()!
    }
}
