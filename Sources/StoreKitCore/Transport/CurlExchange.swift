import CCurl
import Foundation

/// One request on its way through libcurl: what has arrived so far and who waits for it.
/// Created by ``CurlDriver/exchange(_:maxResponseBytes:)``; after that only the driver's
/// thread touches it, except for `cancelRequested`, which is guarded by the driver's lock.
final class CurlExchange: @unchecked Sendable {
    let request: HTTPRequest
    let maxResponseBytes: Int
    private(set) var transfer: OpaquePointer?
    private var headers: [String: String] = [:]
    private var body = Data()
    private var tooLarge = false
    private var continuation: CheckedContinuation<HTTPResponse, Error>?
    var cancelRequested = false
    /// When the store last sent a byte (or the request started): the driver ends an exchange
    /// silent for longer than the request's `connectTimeout`, to the millisecond (libcurl's own
    /// low-speed check measures in whole seconds and notices seconds late).
    private(set) var lastHeard = ContinuousClock.now

    /// When this exchange's silence runs out.
    var silenceDeadline: ContinuousClock.Instant {
        lastHeard.advanced(by: .milliseconds(Self.milliseconds(request.connectTimeout)))
    }

    init(_ request: HTTPRequest, maxResponseBytes: Int, continuation: CheckedContinuation<HTTPResponse, Error>) {
        self.request = request
        self.maxResponseBytes = maxResponseBytes
        self.continuation = continuation
    }

    /// Makes libcurl's transfer; false (and the exchange finished) when libcurl refuses it.
    func start() -> Bool {
        lastHeard = .now
        let lines = request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        let context = Unmanaged.passUnretained(self).toOpaque()
        transfer = withCStrings(lines) { headerPointers in
            request.body.withUnsafeBytes { body in
                request.url.absoluteString.withCString { url in
                    request.method.withCString { method in
                        Self.noProxy(for: request.url).withOptionalCString { noProxy in
                            var specification = ccurl_request(
                                url: url, method: method, body: body.baseAddress, body_length: body.count,
                                headers: headerPointers.baseAddress, header_count: headerPointers.count,
                                timeout_ms: Self.milliseconds(request.timeout), connect_timeout_ms: Self.milliseconds(request.connectTimeout),
                                no_proxy: noProxy,
                                fresh_connect: request.atMostOnce ? 1 : 0,
                                on_body: receiveBody, on_header: receiveHeader, context: context)
                            return ccurl_transfer_create(&specification)
                        }
                    }
                }
            }
        }
        if transfer == nil { finish(.failure(TransportError.other("libcurl refused the request to \(request.url.host ?? "the store")"))) }
        return transfer != nil
    }

    /// Ends the exchange with libcurl's result `code`.
    func complete(code: Int32) {
        switch ccurl_outcome_of(code) {
        case CCURL_COMPLETED:
            finish(.success(HTTPResponse(status: ccurl_transfer_status(transfer), headers: headers, body: body)))
        case CCURL_TIMED_OUT: finish(.failure(headers.isEmpty && body.isEmpty ? TransportError.timedOut : TransportError.tooSlow))
        case CCURL_CANNOT_CONNECT: finish(.failure(TransportError.cannotConnect(message(code))))
        case CCURL_CONNECTION_LOST: finish(.failure(TransportError.connectionLost))
        case CCURL_STOPPED where tooLarge: finish(.failure(TransportError.responseTooLarge(limit: maxResponseBytes)))
        default: finish(.failure(TransportError.other(message(code))))
        }
    }

    /// Resumes whoever waits, once, and frees libcurl's transfer.
    func finish(_ result: Result<HTTPResponse, Error>) {
        ccurl_transfer_free(transfer)
        transfer = nil
        continuation?.resume(with: result)
        continuation = nil
    }

    private func message(_ code: Int32) -> String {
        ccurl_transfer_error(transfer, code).map { String(cString: $0) } ?? "libcurl error \(code)"
    }

    fileprivate func receive(body bytes: UnsafeRawBufferPointer) -> Bool {
        lastHeard = .now
        guard body.count + bytes.count <= maxResponseBytes else {
            tooLarge = true
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }

    /// A header line; a status line starts a new response (after "100 Continue" or a redirect).
    fileprivate func receive(headerLine bytes: UnsafeRawBufferPointer) {
        lastHeard = .now
        let line = String(decoding: bytes, as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            headers = [:]
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    private static func milliseconds(_ seconds: TimeInterval) -> Int {
        seconds.isNaN ? 1 : Int((seconds * 1000).rounded(.up).clamped(to: 1...Double(Int32.max)))
    }

    /// A loopback host (the demo server, the login listener) is never reached through a proxy,
    /// whatever `http_proxy` says: it is passed to libcurl as `CURLOPT_NOPROXY`.
    static func noProxy(for url: URL) -> String? {
        guard let host = url.host, Loopback.isLoopback(host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))) else {
            return nil
        }
        return host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    }
}

extension Optional where Wrapped == String {
    /// Calls `body` with a C string, or with NULL for nil.
    fileprivate func withOptionalCString<Result>(_ body: (UnsafePointer<CChar>?) -> Result) -> Result {
        switch self {
        case .some(let text): return text.withCString { body($0) }
        case .none: return body(nil)
        }
    }
}

private let receiveBody: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = { bytes, size, count, context in
    let exchange = Unmanaged<CurlExchange>.fromOpaque(context!).takeUnretainedValue()
    return exchange.receive(body: UnsafeRawBufferPointer(start: bytes, count: size * count)) ? size * count : 0
}

private let receiveHeader: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = { bytes, size, count, context in
    Unmanaged<CurlExchange>.fromOpaque(context!).takeUnretainedValue().receive(headerLine: UnsafeRawBufferPointer(start: bytes, count: size * count))
    return size * count
}

/// Calls `body` with NUL-terminated copies of `strings`, valid for the call only.
private func withCStrings<Result>(_ strings: [String], _ body: (UnsafeBufferPointer<UnsafePointer<CChar>?>) -> Result) -> Result {
    let copies = strings.map { strdup($0) }
    defer { for copy in copies { free(copy) } }
    return copies.map { UnsafePointer($0) }.withUnsafeBufferPointer(body)
}

extension Double {
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
