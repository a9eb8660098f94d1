import Foundation
import ShopTermUI
import StoreKitCore
import Synchronization

/// What goes wrong in a shopper's session over SSH, said twice: in full to the operator, as a
/// line on serve-ssh's standard error with the session's short hash (ShopTermServing's `SessionLog`), and to the
/// shopper in words without the server's internals (no path, host, port, address or database
/// text: ``forShopper(_:)``).
public final class KioskProblems: Sendable {
    private let report: @Sendable (String) -> Void
    /// When each text was last told to the operator: the same one is told at most once a minute.
    private let told = Mutex<[String: Date]>([:])

    /// Problems told through `report` (a line each).
    public init(report: @escaping @Sendable (String) -> Void) {
        self.report = report
    }

    /// Tells the operator `text` (unless it was told less than a minute ago) and returns what
    /// the shopper is shown of it.
    @discardableResult
    public func tell(_ text: String) -> String {
        let now = Date()
        let fresh = told.withLock { told in
            guard told[text].map({ now.timeIntervalSince($0) >= 60 }) ?? true else { return false }
            told[text] = now
            return true
        }
        if fresh { report(text) }
        return Self.forShopper(text)
    }

    /// `error` told (``tell(_:)``) and in the shopper's words; one that already is, as it is.
    public func told(_ error: any Error) -> Said {
        error as? Said ?? Said(tell("\(error)"))
    }

    /// The storefront's services with every failed answer told (``tell(_:)``) and shown in the
    /// shopper's words (the cart is saved by the keeping: ``watching(_:)-(ShopperKeeping)``).
    public func watching(_ services: StoreServices) -> StoreServices {
        var watched = services
        let answer = services.answer
        watched.answer = { [self] request in
            switch await answer(request) {
            case .failure(let text) where text != "cancelled": return .failure(tell(text))
            case .loggedOut(let text): return .loggedOut(tell(text))
            case let response: return response
            }
        }
        return watched
    }

    /// The shopper's keeping with every failure told and shown in the shopper's words.
    public func watching(_ keeping: ShopperKeeping) -> ShopperKeeping {
        var watched = keeping
        let load = keeping.loadCart
        let save = keeping.saveCart
        let saveMarket = keeping.saveMarket
        watched.loadCart = { [self] in
            do { return try load() } catch { throw Said(tell("\(error)")) }
        }
        watched.saveCart = { [self] cart in
            do { try save(cart) } catch { throw Said(tell("\(error)")) }
        }
        watched.saveMarket = { [self] market in
            do { try saveMarket(market) } catch { throw Said(tell("\(error)")) }
        }
        return watched
    }

    /// `text` as a shopper may read it: a problem of the shoppers' database is said plainly;
    /// elsewhere, a part in parentheses that names the server's internals goes, and so does
    /// the rest from the first clause (after `: `) that still names one; when too little is left
    /// to say anything, a plain sentence.
    public static func forShopper(_ text: String) -> String {
        if text.hasPrefix("the shoppers' database") || text.range(of: Self.database, options: [.regularExpression, .caseInsensitive]) != nil {
            return "this shop cannot reach its carts just now; try again in a moment"
        }
        var shown = text
        // Innermost parentheses first, as long as one that names an internal is left.
        var searched = shown.startIndex
        while let range = shown.range(of: #"\s*\([^()]*\)"#, options: .regularExpression, range: searched..<shown.endIndex) {
            if names(String(shown[range])) {
                shown.removeSubrange(range)
                searched = shown.startIndex
            } else {
                searched = range.upperBound
            }
        }
        guard names(shown) else { return shown }
        let clauses = shown.components(separatedBy: ": ")
        let kept = clauses.prefix { !names($0) }
        if kept.isEmpty, let first = firstInternal(in: clauses[0]) {
            shown = String(clauses[0][..<first]).trimmingCharacters(in: CharacterSet(charactersIn: " :;,.(-"))
            for dangling in [" at", " to", " from", " in", " on", " of", " for"] where shown.hasSuffix(dangling) {
                shown.removeLast(dangling.count)
            }
        } else {
            shown = kept.joined(separator: ": ")
        }
        return shown.count < 12 ? "something went wrong on the shop's server; try again in a moment" : shown
    }

    /// True when `text` names something of the server's own (``internals``).
    public static func names(_ text: String) -> Bool { firstInternal(in: text) != nil }

    private static func firstInternal(in text: String) -> String.Index? {
        internals.compactMap { text.range(of: $0, options: [.regularExpression, .caseInsensitive])?.lowerBound }.min()
    }

    /// What marks the server's internals in a message: a URL, an absolute path (two parts at
    /// least), an IP address, a port, a host being resolved, a database's words.
    static let internals = [
        #"[a-z][a-z0-9+.-]*://"#, #"(^|[\s'"(=:])~?/[^\s/]+/"#, #"\b\d{1,3}(\.\d{1,3}){3}\b"#, #"\[[0-9a-f:]*:[0-9a-f:]*\]"#,
        #"\b[0-9a-f]{1,4}(:[0-9a-f]{0,4}){2,7}\b"#, #"\bport \d+"#, #"\b[a-z0-9-]*[a-z][a-z0-9.-]*:\d{2,5}\b"#, #"resolve host"#, database,
    ]

    /// A database's words (libpq's, SQLite's).
    static let database = #"\b(postgres(ql)?|libpq|sqlite3?|SQLSTATE|pg_hba)\b|\bFATAL:"#

    /// An error already told to the operator and put in the shopper's words.
    public struct Said: Error, CustomStringConvertible {
        /// The shopper's words.
        public var description: String
        init(_ description: String) { self.description = description }
    }
}
