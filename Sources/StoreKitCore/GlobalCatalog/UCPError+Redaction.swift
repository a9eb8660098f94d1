import Foundation

extension UCPError {
    /// The error with every occurrence of `secrets` (the client secret, tokens) in its texts
    /// replaced by "(hidden)": a catalog or token endpoint echoing them back never gets them
    /// shown.
    func redacting(_ secrets: [String]) -> UCPError {
        let secrets = secrets.filter { $0.count >= 4 }
        guard !secrets.isEmpty else { return self }
        func clean(_ text: String) -> String { secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: "(hidden)") } }
        switch self {
        case .notUCPCatalog(let host, let detail): return .notUCPCatalog(host: clean(host), detail: clean(detail))
        case .versionUnsupported(let offered): return .versionUnsupported(offered: offered.map(clean))
        case .noMCPService(let host): return .noMCPService(host: clean(host))
        case .insecureEndpoint(let what, let host): return .insecureEndpoint(what: what, host: clean(host))
        case .credentialsRefused(let status, let detail): return .credentialsRefused(status: status, detail: detail.map(clean))
        case .http(let status, let detail): return .http(status: status, detail: detail.map(clean))
        case .rpc(let code, let message): return .rpc(code: code, message: clean(message))
        case .tool(let message): return .tool(message: clean(message))
        case .catalog(let code, let message): return .catalog(code: code.map(clean), message: clean(message))
        case .invalidSearch(let reason): return .invalidSearch(clean(reason))
        case .transport(.cannotConnect(let detail)): return .transport(.cannotConnect(clean(detail)))
        case .transport(.other(let detail)): return .transport(.other(clean(detail)))
        case .outOfTime(let seconds, let last): return .outOfTime(seconds: seconds, last: clean(last))
        case .rateLimited, .tokenRefused, .keyNeeded, .responseTooLarge, .transport: return self
        }
    }
}
