import CCurl
import Foundation

/// A URL's origin: scheme, host and port (the scheme's default when none is written).
struct Origin: Equatable {
    var scheme: String
    var host: String
    var port: Int

    init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty else { return nil }
        guard let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil) else { return nil }
        (self.scheme, self.host, self.port) = (scheme, host, port)
    }
}
