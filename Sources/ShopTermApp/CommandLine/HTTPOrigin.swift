import Foundation

/// An http(s) origin as `demo-server --checkout-base` takes it: `scheme://host[:port]`.
public enum HTTPOrigin {
    /// `text` as an origin (the host a name, an IPv4 address or a bracketed IPv6 one,
    /// lower-cased), or nil when it is not one: a path (even `/`), a query, a fragment or a
    /// user name is not part of an origin.
    public static func parse(_ text: String) -> String? {
        guard text.allSatisfy({ $0.isASCII && !$0.isWhitespace && $0 != "\\" }), let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https", let given = components.host, !given.isEmpty,
            case let host = given.contains(":") && !given.hasPrefix("[") ? "[\(given)]" : given,
            host.range(of: #"^([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])$"#, options: .regularExpression) != nil,
            components.user == nil, components.password == nil, components.path.isEmpty, components.query == nil, components.fragment == nil
        else { return nil }
        if let port = components.port, !(1...65_535).contains(port) { return nil }
        let origin = "\(scheme)://\(host.lowercased())" + (components.port.map { ":\($0)" } ?? "")
        return origin.count == text.count ? origin : nil
    }
}
