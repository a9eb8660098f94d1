import Foundation
import StoreKitCore

/// Account answers as text or `--json`, as the account commands print them. Tokens are never
/// part of either.
public struct AccountOutput: Sendable {
    public let json: Bool

    public init(json: Bool) {
        self.json = json
    }

    /// The session as shown: how, who, until when (no token).
    struct SessionSummary: Encodable {
        var method: String
        var email: String?
        var expiresAt: String
    }

    static func summary(_ session: CustomerSession) -> SessionSummary {
        SessionSummary(
            method: session.method == .password ? "password" : "customer-account-api", email: session.email,
            expiresAt: ISODate.format(session.storefrontToken.expiresAt))
    }

    /// "Logged in as Ada Lovelace <ada@example.com>." (`verb` says what happened), or the session
    /// and the profile in JSON.
    public func loggedIn(_ session: CustomerSession, profile: CustomerProfile?, verb: String) throws -> Printout {
        struct Answer: Encodable {
            var session: SessionSummary
            var customer: CustomerProfile?
        }
        return try .either(json: json, Answer(session: Self.summary(session), customer: profile)) {
            let who = profile.map { "\($0.displayName)\($0.email.map { " <\($0)>" } ?? "")" } ?? session.email ?? "your account"
            return "\(verb) as \(who)."
        }
    }

    /// The profile, its default address and the login, one field a row.
    public func profile(_ profile: CustomerProfile, session: CustomerSession, defaultAddress: CustomerAddress?) throws -> Printout {
        struct Answer: Encodable {
            var session: SessionSummary
            var customer: CustomerProfile
            var defaultAddress: CustomerAddress?
        }
        return try .either(json: json, Answer(session: Self.summary(session), customer: profile, defaultAddress: defaultAddress)) {
            var rows: [(String, String)] = [
                ("Name", [profile.firstName, profile.lastName].compactMap { $0 }.joined(separator: " ")),
                ("E-mail", profile.email ?? ""),
                ("Phone", profile.phone ?? ""),
                ("Marketing", profile.acceptsMarketing ? "yes" : "no"),
                ("Default address", defaultAddress?.address.oneLine ?? "none"),
                ("Logged in", session.method == .password ? "with password" : "through the Customer Account API"),
                ("Login expires", ISODate.format(session.storefrontToken.expiresAt)),
            ]
            rows = rows.map { ($0.0, $0.1.isEmpty ? "—" : $0.1) }
            let width = rows.map(\.0.count).max() ?? 0
            return rows.map { "\($0.0.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.1)" }.joined(separator: "\n")
        }
    }

    /// The address book, numbered, the default marked.
    public func addresses(_ page: Page<CustomerAddress>, defaultID: String?) throws -> Printout {
        struct Entry: Encodable {
            var number: Int
            var id: String
            var isDefault: Bool
            var address: ShippingAddress
        }
        let entries = page.items.enumerated().map {
            Entry(number: $0.offset + 1, id: $0.element.id, isDefault: $0.element.id == defaultID, address: $0.element.address)
        }
        return try .either(json: json, Page(items: entries, hasNextPage: page.hasNextPage, endCursor: page.endCursor)) {
            guard !page.items.isEmpty else { return "No saved addresses. Add one with `shopterm account addresses add --address …`." }
            return page.items.enumerated().map { index, entry in
                "\(index + 1). \(entry.address.oneLine)\(entry.id == defaultID ? "  (default)" : "")"
            }.joined(separator: "\n")
        }
    }

    /// The orders as a table, and the cursor of the next page when there is one.
    public func orders(_ page: Page<CustomerOrder>, money: MoneyStyle) throws -> Printout {
        try .either(json: json, page) {
            guard !page.items.isEmpty else { return "No orders yet." }
            var table = Table([.init("ORDER"), .init("DATE"), .init("TOTAL", alignRight: true), .init("STATUS")])
            for order in page.items {
                table.append([order.name, String(order.processedAt.prefix(10)), order.totalPrice.formatted(money), order.status])
            }
            guard page.hasNextPage, let cursor = page.endCursor else { return table.render() }
            return table.render() + "\nMore: --after \(cursor)"
        }
    }
}
