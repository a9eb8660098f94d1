import CShopperDB
import Foundation
import ShopTermApp

/// Where serve-ssh keeps its shoppers: a SQLite file on one host (the default, in `--state`),
/// or a PostgreSQL database that several hosts share (`--state postgres://…`).
public enum ShopperDatabaseLocation: Sendable, Equatable, CustomStringConvertible {
    /// A SQLite file.
    case sqlite(URL)
    /// A libpq connection URI (`postgres://user:password@host/db`): a secret, never printed.
    case postgres(String)

    /// The name of the SQLite file in a state folder.
    public static let sqliteFileName = "shoppers.sqlite"

    /// True when `state` names PostgreSQL (`postgres://…` or `postgresql://…`) rather than a folder.
    public static func isPostgres(_ state: String) -> Bool {
        let lowered = state.lowercased()
        return lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://")
    }

    /// Said in messages: the file, or PostgreSQL's host and database with no user or password.
    public var description: String {
        switch self {
        case .sqlite(let file): return file.path
        case .postgres(let uri):
            guard let parts = URLComponents(string: uri) else { return "PostgreSQL" }
            let host = parts.host.map { $0.isEmpty ? "localhost" : $0 } ?? "localhost"
            let database = parts.path.split(separator: "/").first.map { "/\($0)" } ?? ""
            return "PostgreSQL at \(host)\(parts.port.map { ":\($0)" } ?? "")\(database)"
        }
    }

    /// The text a session is handed to reach the database: the file's path, or the URI.
    public var reference: String {
        switch self {
        case .sqlite(let file): return file.path
        case .postgres(let uri): return uri
        }
    }

    /// The location a session was handed (`reference`).
    public init(reference: String) {
        self = Self.isPostgres(reference) ? .postgres(reference) : .sqlite(URL(fileURLWithPath: reference))
    }
}

/// Why the shoppers' database could not be used, in one line (never with a password).
public struct ShopperDatabaseError: Error, Equatable, CustomStringConvertible {
    /// The line.
    public var description: String

    init(_ location: ShopperDatabaseLocation, _ reason: String) {
        var reason = reason
        // libpq names the host and user, never the password; a URI echoed back is cut out anyway.
        if case .postgres(let uri) = location {
            reason = reason.replacingOccurrences(of: uri, with: "(the database)")
            if reason.contains("no password supplied") { reason += "; its password goes in the file PGPASSFILE names (docs/ssh.md)" }
        }
        description = "the shoppers' database (\(location)): \(reason)"
    }
}

/// The shoppers' table: one row per (shop, shopper), holding the shopper's cart, picked market
/// and signed-in customer as JSON, and when it last changed. A shopper is a hash of their key's fingerprint
/// (``ShopperKey/id(fingerprint:)``): no key, no fingerprint and no address is stored.
///
/// Each operation opens the database, runs one statement and closes it: a session holds no
/// connection while its shopper looks at products (a thousand idle shoppers are not a thousand
/// PostgreSQL backends). Two sessions of one shopper write whole rows; the last write wins.
public struct ShopperDatabase: Sendable {
    /// Where the table is.
    public let location: ShopperDatabaseLocation
    /// How long a connection, or a SQLite lock, may be waited for.
    public var timeoutSeconds: Int = 5

    /// The table at `location`.
    public init(location: ShopperDatabaseLocation) {
        self.location = location
    }

    /// What a row keeps.
    public enum Field: String, Sendable, CaseIterable {
        /// The cart (``LocalCart``, JSON).
        case cart
        /// The market picked (``MarketChoice``, JSON).
        case market
        /// The signed-in customer (``CustomerSession``, JSON: tokens, secrets); empty when logged out.
        case customer
    }

    /// The table and its index, made if missing (both dialects read it).
    public static let schema = [
        """
        CREATE TABLE IF NOT EXISTS shopterm_shoppers (
            shop TEXT NOT NULL,
            shopper TEXT NOT NULL,
            cart TEXT,
            market TEXT,
            customer TEXT,
            updated_at BIGINT NOT NULL,
            PRIMARY KEY (shop, shopper)
        )
        """,
        "CREATE INDEX IF NOT EXISTS shopterm_shoppers_updated ON shopterm_shoppers (updated_at)",
    ]

    /// Makes the table when it is missing (serve-ssh does, before serving), and checks that it
    /// may be used. A table an operator made (deploy/schema.sql) is used as it is: serve-ssh's
    /// role then needs only SELECT, INSERT, UPDATE and DELETE on it, no right to create or
    /// alter anything (PostgreSQL checks CREATE on the schema even for `CREATE TABLE IF NOT
    /// EXISTS` of a table that exists). PostgreSQL's `CREATE TABLE IF NOT EXISTS` is not safe
    /// against itself (two hosts starting at once: one fails on `pg_type_typname_nsp_index`), so
    /// there it is made under an advisory lock.
    public func prepare() throws {
        try withConnection { connection in
            let postgres = if case .postgres = location { true } else { false }
            let exists =
                postgres
                ? "SELECT to_regclass('shopterm_shoppers') IS NOT NULL"
                : "SELECT count(*) > 0 FROM sqlite_master WHERE type = 'table' AND name = 'shopterm_shoppers'"
            let found = { (try connection.run(exists, [])).map { $0 == "t" || $0 == "1" } ?? false }
            if try !found() {
                if postgres { _ = try connection.run("SELECT pg_advisory_lock(\(Self.schemaLock))", []) }
                defer { if postgres { _ = try? connection.run("SELECT pg_advisory_unlock(\(Self.schemaLock))", []) } }
                if try !found() {
                    do {
                        for statement in Self.schema { _ = try connection.run(statement, []) }
                    } catch {
                        throw ShopperDatabaseError(
                            location,
                            "cannot make the table shopterm_shoppers (\(Self.reason(error))): make it with deploy/schema.sql, and grant serve-ssh's role USAGE on its schema and SELECT, INSERT, UPDATE, DELETE on it"
                        )
                    }
                }
            }
            guard postgres else { return }
            let missing = try ["SELECT", "INSERT", "UPDATE", "DELETE"].filter {
                try connection.run("SELECT has_table_privilege('shopterm_shoppers', '\($0)')", []) != "t"
            }
            guard missing.isEmpty else {
                let role = (try? connection.run("SELECT current_user", [])) ?? "serve-ssh's role"
                throw ShopperDatabaseError(
                    location,
                    "\(role) may not \(missing.joined(separator: ", ")) on shopterm_shoppers: GRANT SELECT, INSERT, UPDATE, DELETE ON shopterm_shoppers TO \(role)"
                )
            }
        }
    }

    /// What a database error says, without the location ``ShopperDatabaseError`` puts first.
    private static func reason(_ error: Error) -> String {
        let text = String(describing: error)
        guard let colon = text.range(of: "): ") else { return text }
        return String(text[colon.upperBound...])
    }

    /// The advisory lock key serve-ssh hosts take to make the table ("shopterm" in ASCII).
    static let schemaLock: Int64 = 0x73_686f_7074_6572

    /// `field` of `shopper` at `shop`; nil when never saved.
    public func load(_ field: Field, shop: String, shopper: String) throws -> String? {
        try withConnection { try $0.run("SELECT \(field.rawValue) FROM shopterm_shoppers WHERE shop = $1 AND shopper = $2", [shop, shopper]) }
    }

    /// Replaces `field` of `shopper` at `shop` with `value` (the other field is kept).
    public func save(_ field: Field, _ value: String, shop: String, shopper: String, now: Date = Date()) throws {
        let column = field.rawValue
        try withConnection { connection in
            _ = try connection.run(
                """
                INSERT INTO shopterm_shoppers (shop, shopper, \(column), updated_at) VALUES ($1, $2, $3, $4)
                ON CONFLICT (shop, shopper) DO UPDATE SET \(column) = excluded.\(column), updated_at = excluded.updated_at
                """, [shop, shopper, value, String(Int(now.timeIntervalSince1970))])
        }
    }

    /// Deletes the shoppers whose row has not changed since `cutoff`; how many there were.
    @discardableResult
    public func forget(before cutoff: Date) throws -> Int {
        try withConnection { connection in
            let cut = String(Int(cutoff.timeIntervalSince1970))
            let count = try connection.run("SELECT count(*) FROM shopterm_shoppers WHERE updated_at < $1", [cut]).flatMap { Int($0) } ?? 0
            if count > 0 { _ = try connection.run("DELETE FROM shopterm_shoppers WHERE updated_at < $1", [cut]) }
            return count
        }
    }

    // MARK: - Connections

    private func withConnection<T>(_ body: (Connection) throws -> T) throws -> T {
        let connection = try Connection(location, timeoutSeconds: timeoutSeconds)
        defer { cshopperdb_close(connection.handle) }
        return try body(connection)
    }

    /// One open database.
    private struct Connection {
        let handle: OpaquePointer
        let location: ShopperDatabaseLocation

        init(_ location: ShopperDatabaseLocation, timeoutSeconds: Int) throws {
            self.location = location
            var error = [CChar](repeating: 0, count: 512)
            let opened: OpaquePointer? =
                switch location {
                case .sqlite(let file): cshopperdb_open_sqlite(file.path, Int32(timeoutSeconds * 1000), &error, error.count)
                case .postgres(let uri): cshopperdb_open_postgres(uri, Int32(timeoutSeconds), &error, error.count)
                }
            guard let opened else { throw ShopperDatabaseError(location, Self.text(error)) }
            handle = opened
        }

        /// A C buffer's text, up to its first NUL.
        static func text(_ buffer: [CChar]) -> String {
            String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }

        /// Runs `sql` with text `parameters`; the first column of its first row, if any.
        func run(_ sql: String, _ parameters: [String]) throws -> String? {
            var error = [CChar](repeating: 0, count: 512)
            var value: UnsafeMutablePointer<CChar>?
            var found: Int32 = 0
            let copies = parameters.map { strdup($0) }
            defer { for copy in copies { free(copy) } }
            let status = copies.map { UnsafePointer($0) }.withUnsafeBufferPointer { pointers in
                cshopperdb_run(handle, sql, pointers.baseAddress, Int32(parameters.count), &value, &found, &error, error.count)
            }
            defer { free(value) }
            guard status == 0 else { throw ShopperDatabaseError(location, Self.text(error)) }
            return found == 1 ? value.map { String(cString: $0) } : nil
        }
    }
}
