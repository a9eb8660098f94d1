import Foundation
import StoreKitCore

/// The global catalog's options as the command line gave them (`--global-catalog`,
/// `--agent-profile`, `--catalog-client-id`, `--catalog-secret-file`), checked and resolved with
/// the environment into the client of the search of every store.
public struct GlobalCatalogFlags: Sendable, Equatable {
    public var catalog: String?
    public var agentProfile: String?
    public var clientID: String?
    public var secretFile: String?

    public init(catalog: String? = nil, agentProfile: String? = nil, clientID: String? = nil, secretFile: String? = nil) {
        self.catalog = catalog
        self.agentProfile = agentProfile
        self.clientID = clientID
        self.secretFile = secretFile
    }

    /// The variables read when a flag is not given.
    public enum Variable {
        public static let catalog = "SHOPTERM_GLOBAL_CATALOG"
        public static let agentProfile = "SHOPTERM_AGENT_PROFILE"
        public static let clientID = "SHOPTERM_CATALOG_CLIENT_ID"
        public static let clientSecret = "SHOPTERM_CATALOG_CLIENT_SECRET"
    }

    /// A flag's bad value (a usage error); nil when none is.
    public var problem: String? {
        if let catalog, Self.address(catalog) == nil { return "--global-catalog \(Self.addressRule(catalog))" }
        if let agentProfile, Self.address(agentProfile) == nil { return "--agent-profile \(Self.addressRule(agentProfile))" }
        if let clientID, clientID.trimmingCharacters(in: .whitespaces).isEmpty { return "--catalog-client-id is empty" }
        return nil
    }

    /// The settings of the global catalog `session`'s shopper searches: the flags, else the
    /// environment, else the embedded demo's global catalog when the session is the embedded
    /// store, else Shopify's. Throws ``CLIError`` naming the setting that is wrong.
    public func resolved(for session: StoreSession, environment: [String: String]) throws -> GlobalCatalogAccess {
        let named = catalog ?? environment[Variable.catalog].flatMap { $0.isEmpty ? nil : $0 }
        var settings = GlobalCatalogSettings()
        settings.timeout = session.configuration.timeout
        if let profile = agentProfile ?? environment[Variable.agentProfile].flatMap({ $0.isEmpty ? nil : $0 }) {
            guard let url = Self.address(profile) else { throw CLIError("\(Variable.agentProfile) \(Self.addressRule(profile))") }
            settings.agentProfile = url
        }
        settings.credentials = try credentials(environment: environment)
        settings.tokenCache = session.configuration.directories.cache.appendingPathComponent("global-catalog-token.json")
        if let named {
            guard let url = Self.address(named) else { throw CLIError("\(Variable.catalog) \(Self.addressRule(named))") }
            settings.catalog = url
            settings.tokenEndpoint = Self.tokenEndpoint(of: url)
            return GlobalCatalogAccess(settings: settings, transport: CurlTransport(maxResponseBytes: settings.maxResponseBytes), embedded: nil)
        }
        if let embedded = session.embeddedStore?.globalCatalog {
            settings.catalog = embedded.url
            settings.tokenEndpoint = Self.tokenEndpoint(of: embedded.url)
            return GlobalCatalogAccess(settings: settings, transport: embedded.transport, embedded: embedded)
        }
        return GlobalCatalogAccess(settings: settings, transport: CurlTransport(maxResponseBytes: settings.maxResponseBytes), embedded: nil)
    }

    /// The client ID and secret, when an ID is set: the secret from `--catalog-secret-file` (a
    /// file others cannot read) or the environment, never from the command line.
    private func credentials(environment: [String: String]) throws -> CatalogCredentials? {
        guard let id = clientID ?? environment[Variable.clientID].flatMap({ $0.isEmpty ? nil : $0 }) else {
            if secretFile != nil || environment[Variable.clientSecret].map({ !$0.isEmpty }) == true {
                throw CLIError("a catalog client secret is given but no client ID: set \(Variable.clientID) or give --catalog-client-id")
            }
            return nil
        }
        let secret: String
        if let secretFile {
            secret = try Self.readSecret(secretFile)
        } else if let value = environment[Variable.clientSecret], !value.isEmpty {
            secret = value
        } else {
            throw CLIError("a catalog client ID is set but no secret: set \(Variable.clientSecret) or give --catalog-secret-file")
        }
        return CatalogCredentials(clientID: id, clientSecret: secret)
    }

    /// The secret in `path`: refused when the file is missing, empty or readable by others.
    private static func readSecret(_ path: String) throws -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { throw CLIError("--catalog-secret-file \(path): no such file") }
        guard status.st_mode & S_IFMT == S_IFREG else { throw CLIError("--catalog-secret-file \(path) is not a file") }
        let mode = Int(status.st_mode) & 0o777
        if mode & 0o077 != 0 {
            throw CLIError("--catalog-secret-file \(path) is readable by others (mode \(String(mode, radix: 8))); run: chmod 600 \(path)")
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw CLIError("--catalog-secret-file \(path) cannot be read")
        }
        let secret = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !secret.isEmpty, !secret.contains(where: \.isNewline) else {
            throw CLIError("--catalog-secret-file \(path) must hold the secret alone, on one line")
        }
        return secret
    }

    /// Where `catalog`'s tokens are had: Shopify's for its catalog
    /// (``GlobalCatalogSettings/shopifyTokenEndpoint``), else `/auth/access_token` at the
    /// catalog's origin (the demo's, or a stand-in's).
    static func tokenEndpoint(of catalog: URL) -> URL {
        guard catalog.host?.lowercased() != GlobalCatalogSettings.shopifyCatalog.host else { return GlobalCatalogSettings.shopifyTokenEndpoint }
        var components = URLComponents(url: catalog, resolvingAgainstBaseURL: false)
        components?.path = "/auth/access_token"
        components?.query = nil
        return components?.url ?? GlobalCatalogSettings.shopifyTokenEndpoint
    }

    /// `text` as an https URL, or http on a loopback address; nil otherwise.
    static func address(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty,
            url.user == nil, url.password == nil, url.fragment == nil
        else { return nil }
        if scheme == "https" { return url }
        return scheme == "http" && Loopback.isLoopback(host) ? url : nil
    }

    private static func addressRule(_ text: String) -> String {
        "\"\(text.oneLine(limit: 80) ?? "")\" is not an https URL (or http on 127.0.0.1, ::1 or localhost)"
    }
}
