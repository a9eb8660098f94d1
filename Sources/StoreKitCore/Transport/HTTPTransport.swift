import Foundation

/// Sends HTTP requests. The live implementation is ``CurlTransport``; the embedded demo store and
/// tests provide their own.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response whatever its status. Throws ``TransportError``
    /// when there is no response, or `CancellationError` when the task is cancelled.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
