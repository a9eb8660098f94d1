import CCurl
import Foundation

/// The live transport: libcurl (HTTP/1.1 and HTTP/2, TLS, proxies from `https_proxy`/`no_proxy`,
/// compressed answers, kept-alive connections), loaded when first needed rather than when
/// shopterm starts. No cookies, no cache. Redirects are followed only within the same host
/// and never from https to http, so the storefront token goes nowhere else.
public struct CurlTransport: HTTPTransport {
    /// Answers larger than this many bytes are refused.
    public let maxResponseBytes: Int
    /// Redirects followed before giving up.
    public static let maxRedirects = 5

    /// A transport refusing answers over `maxResponseBytes`.
    public init(maxResponseBytes: Int = 32 * 1_048_576) {
        self.maxResponseBytes = maxResponseBytes
    }

    /// Loads libcurl on a thread of its own, so that it is ready by the time the first request
    /// leaves: call it as early as possible in a program that will use the network, and
    /// ``shutDown()`` before the program exits.
    public static func preload() {
        ccurl_preload()
    }

    /// Waits for a load that ``preload()`` started and stops every exchange under way: `exit`
    /// runs libcurl's and OpenSSL's clean-up, which must not happen while they are in use.
    public static func shutDown() {
        ccurl_settle()
        CurlDriver.stop()
    }

    /// Sends `request` through libcurl; throws a ``TransportError`` when it cannot be answered.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var request = request
        for _ in 0...Self.maxRedirects {
            let response = try await CurlDriver.shared().exchange(request, maxResponseBytes: maxResponseBytes)
            guard let next = Self.redirect(of: request, by: response) else { return response }
            request = next
        }
        throw TransportError.other("more than \(Self.maxRedirects) redirects")
    }

    /// The request to send next when `response` redirects `request` within its origin (the
    /// same scheme, host and port: where the token may go); nil to hand `response` back as it
    /// is. A 303 is followed with GET; the other redirects keep the method and body.
    static func redirect(of request: HTTPRequest, by response: HTTPResponse) -> HTTPRequest? {
        guard [301, 302, 303, 307, 308].contains(response.status), let location = response.header("Location"),
            let target = URL(string: location, relativeTo: request.url)?.absoluteURL,
            Origin(target) != nil, Origin(target) == Origin(request.url)
        else { return nil }
        var next = request
        next.url = target
        if response.status == 303 {
            next.method = "GET"
            next.body = Data()
            next.headers = next.headers.filter { $0.key.caseInsensitiveCompare("Content-Type") != .orderedSame }
        }
        return next
    }
}
