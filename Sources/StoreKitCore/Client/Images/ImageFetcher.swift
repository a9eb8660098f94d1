import Foundation

/// Fetches product image files: from the disk cache when it has them, else with a `GET`
/// through the store's transport (libcurl, or the embedded demo store in process).
///
/// The bytes are untrusted and only fetched: decoding them is the caller's. Only `http` and
/// `https` URLs are fetched, and a file over ``maxBytes`` is refused.
public struct ImageFetcher: Sendable {
    /// The largest image file fetched.
    public static let maxBytes = 8 * 1_048_576

    /// A fetched file, and whether it came from the disk cache.
    public struct Fetched: Sendable, Equatable {
        /// The file's bytes.
        public var data: Data
        /// True when it came from the disk cache.
        public var cached: Bool

        /// A fetched file of `data`.
        public init(data: Data, cached: Bool) {
            self.data = data
            self.cached = cached
        }
    }

    private let transport: any HTTPTransport
    private let cache: DiskResponseCache?
    private let timeout: TimeInterval

    /// `cacheDirectory`: where files are kept between runs (capped at `maxCacheBytes`, the
    /// oldest going first), or nil for none.
    public init(transport: any HTTPTransport, cacheDirectory: URL?, maxCacheBytes: Int = 32 * 1_048_576, timeout: TimeInterval = 20) {
        self.transport = transport
        cache = cacheDirectory.map { DiskResponseCache(directory: $0, maxBytes: maxCacheBytes, fileExtension: "image") }
        self.timeout = timeout
    }

    /// The folder of one shop's images under the cache `root`.
    public static func directory(root: URL, shop: String) -> URL {
        root.appendingPathComponent(shop, isDirectory: true).appendingPathComponent("images", isDirectory: true)
    }

    /// The file at `url`, or throws why it cannot be had (a one-line reason).
    public func fetch(_ url: String) async throws -> Fetched {
        guard let address = URL(string: url), let scheme = address.scheme?.lowercased(), scheme == "https" || scheme == "http",
            address.host != nil
        else {
            throw ImageFetchError("not an image address: \(url.prefix(80))")
        }
        let key = CacheKey(text: "image " + url)
        if let entry = cache?.entry(for: key), !entry.body.isEmpty { return Fetched(data: entry.body, cached: true) }
        let response: HTTPResponse
        do {
            response = try await transport.send(
                HTTPRequest(
                    url: address, method: "GET", headers: ["Accept": "image/jpeg, image/png, image/webp"],
                    timeout: timeout, connectTimeout: min(timeout, 10)))
        } catch {
            throw ImageFetchError("the image could not be fetched: \(error)")
        }
        guard response.status == 200 else { throw ImageFetchError("the image could not be fetched (HTTP \(response.status))") }
        guard response.body.count <= Self.maxBytes else { throw ImageFetchError("the image is larger than \(Self.maxBytes / 1_048_576) MiB") }
        guard !response.body.isEmpty else { throw ImageFetchError("the image file is empty") }
        cache?.store(response.body, for: key, at: Date())
        return Fetched(data: response.body, cached: false)
    }
}
