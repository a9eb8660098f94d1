import Foundation

/// Where a shop's Storefront API lives: a shop domain over https, or a loopback URL over http
/// (the demo server).
public struct ShopEndpoint: Sendable, Hashable, CustomStringConvertible {
    /// `https` or `http` (loopback only).
    public let scheme: String
    /// Lower-cased host name or IP literal (IPv6 without brackets).
    public let host: String
    /// An explicit port; only loopback endpoints may have one.
    public let port: Int?

    /// Parses what a person types after `--shop`: `shoes.myshopify.com`, `https://shoes.example`,
    /// `http://127.0.0.1:8080` or `127.0.0.1:8080` (a loopback address is a demo server: http).
    /// Paths, queries, user info and non-loopback ports are refused.
    public init(parsing input: String) throws(ShopEndpointError) {
        let text = input.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw .empty }
        guard text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else {
            throw .invalid(input, "only printable ASCII is allowed (use the punycode form of the domain)")
        }
        // Without a scheme a loopback address is a demo server, which speaks http (as the demo's
        // global catalog names its shops: `127.0.0.1:PORT`); any other shop is https.
        let bareLoopback =
            !text.contains("://")
            && URLComponents(string: "http://" + text)?.host
                .map { ShopEndpoint.isLoopback($0.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))) } == true
        let withScheme = text.contains("://") ? text : (bareLoopback ? "http://" : "https://") + text
        guard let components = URLComponents(string: withScheme), let rawHost = components.host, !rawHost.isEmpty else {
            throw .invalid(input, "not a domain or URL")
        }
        let scheme = (components.scheme ?? "").lowercased()
        guard scheme == "https" || scheme == "http" else {
            throw .invalid(input, "the scheme must be https (or http for a loopback demo server)")
        }
        guard components.user == nil, components.password == nil else {
            throw .invalid(input, "user names and passwords are not allowed in the shop URL")
        }
        guard components.path.isEmpty || components.path == "/" else {
            throw .invalid(input, "give the shop's domain only, without a path")
        }
        guard components.query == nil, components.fragment == nil else {
            throw .invalid(input, "give the shop's domain only, without ? or #")
        }
        let host = ShopEndpoint.asWritten(rawHost, in: withScheme).lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        let loopback = ShopEndpoint.isLoopback(host)
        if !loopback {
            guard scheme == "https" else {
                throw .invalid(input, "http:// is only allowed for a loopback demo server; use https")
            }
            guard components.port == nil else {
                throw .invalid(input, "a port is only allowed for a loopback demo server")
            }
            guard ShopEndpoint.isDomainName(host) else {
                throw .invalid(input, "not a valid domain name (expected e.g. shoes.myshopify.com)")
            }
        }
        self.scheme = scheme
        self.host = host
        self.port = components.port
    }

    /// An http endpoint on a loopback host, on the default port.
    init(loopbackHost host: String) {
        precondition(ShopEndpoint.isLoopback(host), "not a loopback host: \(host)")
        scheme = "http"
        self.host = host
        port = nil
    }

    /// True for 127.0.0.0/8, `localhost` and `::1`.
    public var isLoopback: Bool { ShopEndpoint.isLoopback(host) }

    /// True when `other` names the same shop: its host (in any case) and port.
    public func sameShop(as other: ShopEndpoint) -> Bool { host.lowercased() == other.host.lowercased() && port == other.port }

    /// The GraphQL endpoint for `version`: `…/api/{version}/graphql.json`.
    public func graphQLURL(version: APIVersion) -> URL {
        var components = URLComponents()
        components.scheme = scheme
        components.host = host.contains(":") ? "[\(host)]" : host
        components.port = port
        components.path = "/api/\(version.rawValue)/graphql.json"
        return components.url!
    }

    /// A name usable as a folder: the host, plus the port for loopback endpoints.
    public var folderName: String {
        let base = host.replacingOccurrences(of: ":", with: "_")
        return port.map { "\(base)_\($0)" } ?? base
    }

    /// It, in one line of text.
    public var description: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        if scheme == "https" && port == nil { return shownHost }
        return "\(scheme)://\(shownHost)" + (port.map { ":\($0)" } ?? "")
    }

    /// True for 127.0.0.0/8, `localhost` and `::1`.
    public static func isLoopback(_ host: String) -> Bool { Loopback.isLoopback(host) }

    /// The host as `url` writes it: Foundation may read an internationalized domain's punycode
    /// (`xn--kaffee-mnchen-3ob.de`) as its Unicode form, which is not what a request is sent to.
    static func asWritten(_ host: String, in url: String) -> String {
        guard !host.allSatisfy(\.isASCII), let range = url.range(of: "://") else { return host }
        let authority = url[range.upperBound...].prefix { !"/?#".contains($0) }
        return String(authority.prefix { $0 != ":" })
    }

    static func isDomainName(_ host: String) -> Bool {
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, host.count <= 253 else { return false }
        return labels.allSatisfy { label in
            !label.isEmpty && label.count <= 63 && label.first != "-" && label.last != "-"
                && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        } && !(labels.last!.allSatisfy(\.isNumber))
    }
}
