import Foundation

/// Checks checkout URLs before they are opened or printed.
public enum CheckoutURL {
    /// `text` as a URL when it is https, or http on a loopback host (the demo store), with no
    /// user info, a port a connection can have (1–65535) and no control characters or spaces.
    /// Another host than the shop's is legitimate (a merchant's own checkout domain): the
    /// hand-off names the host (``host(of:)``).
    public static func validated(_ text: String) throws(CheckoutError) -> URL {
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }),
            let components = URLComponents(string: text), let host = components.host, !host.isEmpty,
            components.user == nil, components.password == nil, components.port.map({ (1...65_535).contains($0) }) ?? true,
            let url = components.url
        else { throw .unsafeURL(sanitized(text)) }
        switch components.scheme?.lowercased() {
        case "https": return url
        case "http" where ShopEndpoint.isLoopback(host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))): return url
        default: throw .unsafeURL(sanitized(text))
        }
    }

    /// `url` for a signed-in buyer: the checkout signs them in too (`logged_in=true`, which
    /// Shopify documents since 2026-06 as `sso=silent`; both are sent, as stores answer either),
    /// so it is pre-filled and the order joins their account.
    public static func signedIn(_ url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        var items = components.queryItems ?? []
        for (name, value) in [("logged_in", "true"), ("sso", "silent")] where !items.contains(where: { $0.name == name }) {
            items.append(URLQueryItem(name: name, value: value))
        }
        components.queryItems = items
        return components.url ?? url
    }

    /// The host a checked URL sends the shopper to, with its port when it has one
    /// ("checkout.example.com", "127.0.0.1:8080").
    public static func host(of url: URL) -> String {
        let host = url.host ?? ""
        return url.port.map { "\(host):\($0)" } ?? host
    }

    private static func sanitized(_ text: String) -> String {
        String(
            String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) }).prefix(
                200))
    }
}
