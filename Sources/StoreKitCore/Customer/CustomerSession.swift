import Foundation

/// A signed-in customer, as kept between runs. Holds secrets: it is written only by
/// ``SessionFile`` (mode 0600), and its `description` never shows a token.
public struct CustomerSession: Sendable, Equatable, Codable, CustomStringConvertible {
    /// How the customer signed in.
    public enum Method: String, Sendable, Codable {
        /// E-mail and password through the Storefront API (`customerAccessTokenCreate`).
        case password
        /// The Customer Account API (OAuth 2.0 + PKCE), exchanged for a Storefront token.
        case customerAccount
    }

    /// The Customer Account API's tokens.
    public struct OAuthTokens: Sendable, Equatable, Codable {
        /// The access token (a secret).
        public var accessToken: String
        /// The token that renews it (a secret).
        public var refreshToken: String
        /// Needed to log out (`id_token_hint`).
        public var idToken: String?
        /// When the access token stops working.
        public var expiresAt: Date

        /// The tokens an authorization gave.
        public init(accessToken: String, refreshToken: String, idToken: String?, expiresAt: Date) {
            self.accessToken = accessToken
            self.refreshToken = refreshToken
            self.idToken = idToken
            self.expiresAt = expiresAt
        }
    }

    /// The file's format, for a later change of it.
    public var format = 1
    /// How the customer logged in.
    public var method: Method
    /// The e-mail the customer signed in with, when known (shown as "logged in as").
    public var email: String?
    /// The Storefront API customer access token: what `customer(customerAccessToken:)`, the
    /// address mutations and the cart's buyer identity take.
    public var storefrontToken: CustomerAccessToken
    /// Set for ``Method/customerAccount``.
    public var oauth: OAuthTokens?

    /// A session logged in by `method`, with its Storefront token (and OAuth tokens for the Customer Account API).
    public init(method: Method, email: String?, storefrontToken: CustomerAccessToken, oauth: OAuthTokens? = nil) {
        self.method = method
        self.email = email
        self.storefrontToken = storefrontToken
        self.oauth = oauth
    }

    /// It, in one line of text.
    public var description: String {
        "CustomerSession(\(method.rawValue), \(email ?? "-"), expires \(ISODate.format(storefrontToken.expiresAt)))"
    }
}

/// Where the signed-in customer of one shop is kept: this computer's ``SessionFile``, or (for a
/// shopper served over SSH) their row of serve-ssh's shoppers' database.
public protocol CustomerSessionKeeping: Sendable {
    /// The stored session, or nil when nobody is logged in.
    func load() throws(SessionFileError) -> CustomerSession?
    /// Stores `session`.
    func save(_ session: CustomerSession) throws(SessionFileError)
    /// Deletes the stored session; true when there was one.
    @discardableResult
    func delete() throws(SessionFileError) -> Bool
}

extension CustomerSession {
    /// How a session is written where it is kept (dates as ISO 8601).
    public static var storageEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// How a kept session is read back.
    public static var storageDecoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

/// `$XDG_STATE_HOME/shopterm/<shop>/session.json`: the signed-in customer of one shop, mode
/// 0600, replaced atomically. A file that cannot be read is reported, never guessed at.
public struct SessionFile: CustomerSessionKeeping {
    /// The session file's place.
    public let url: URL

    /// The session file at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The session file of one shop under the state directory.
    public init(stateDirectory: URL, shop: String) {
        url = stateDirectory.appendingPathComponent(shop, isDirectory: true).appendingPathComponent("session.json")
    }

    private var file: PrivateFile { PrivateFile(url: url) }

    /// The stored session, or nil when nobody is logged in.
    public func load() throws(SessionFileError) -> CustomerSession? {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            throw .unreadable(url.path, "cannot read it")
        }
        guard let session = try? CustomerSession.storageDecoder.decode(CustomerSession.self, from: data), session.format == 1 else {
            throw .unreadable(url.path, "it is not a shopterm session; run `shopterm account logout` to remove it")
        }
        return session
    }

    /// Stores `session` (mode 0600).
    public func save(_ session: CustomerSession) throws(SessionFileError) {
        guard let data = try? CustomerSession.storageEncoder.encode(session) else { throw .unwritable(url.path, "cannot encode the session") }
        do {
            try file.withLock { try file.write(data) }
        } catch let error as PrivateFile.WriteError {
            throw .unwritable(error.path, error.reason)
        } catch {
            throw .unwritable(url.path, "\(error)")
        }
    }

    /// Deletes the stored session; true when there was one.
    @discardableResult
    public func delete() throws(SessionFileError) -> Bool {
        do {
            return try file.remove()
        } catch {
            throw .unwritable(error.path, error.reason)
        }
    }
}

/// Why the session file could not be used.
public enum SessionFileError: Error, Equatable, CustomStringConvertible {
    case unreadable(String, String)
    case unwritable(String, String)

    /// It, in one line of text.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "cannot use the login session at \(path): \(reason)"
        case .unwritable(let path, let reason): return "cannot write the login session at \(path): \(reason)"
        }
    }
}
