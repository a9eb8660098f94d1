import Foundation
import ShopTermApp
import StoreKitCore

/// Prints account answers as text or `--json`. Tokens are never part of either.
struct AccountOutput {
    let json: Bool

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

    func loggedIn(_ session: CustomerSession, profile: CustomerProfile?, verb: String) throws {
        if json {
            struct Answer: Encodable {
                var session: SessionSummary
                var customer: CustomerProfile?
            }
            return try Console.printJSON(Answer(session: Self.summary(session), customer: profile))
        }
        let who = profile.map { "\($0.displayName)\($0.email.map { " <\($0)>" } ?? "")" } ?? session.email ?? "your account"
        Console.print("\(verb) as \(who).")
    }

    func profile(_ profile: CustomerProfile, session: CustomerSession, defaultAddress: CustomerAddress?) throws {
        if json {
            struct Answer: Encodable {
                var session: SessionSummary
                var customer: CustomerProfile
                var defaultAddress: CustomerAddress?
            }
            return try Console.printJSON(Answer(session: Self.summary(session), customer: profile, defaultAddress: defaultAddress))
        }
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
        Console.print(rows.map { "\($0.0.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.1)" }.joined(separator: "\n"))
    }

    func addresses(_ page: Page<CustomerAddress>, defaultID: String?) throws {
        if json {
            struct Entry: Encodable {
                var number: Int
                var id: String
                var isDefault: Bool
                var address: ShippingAddress
            }
            let entries = page.items.enumerated().map {
                Entry(number: $0.offset + 1, id: $0.element.id, isDefault: $0.element.id == defaultID, address: $0.element.address)
            }
            return try Console.printJSON(Page(items: entries, hasNextPage: page.hasNextPage, endCursor: page.endCursor))
        }
        guard !page.items.isEmpty else { return Console.print("No saved addresses. Add one with `shopterm account addresses add --address …`.") }
        Console.print(
            page.items.enumerated().map { index, entry in
                "\(index + 1). \(entry.address.oneLine)\(entry.id == defaultID ? "  (default)" : "")"
            }.joined(separator: "\n"))
    }

    func orders(_ page: Page<CustomerOrder>, money: MoneyStyle) throws {
        if json { return try Console.printJSON(page) }
        guard !page.items.isEmpty else { return Console.print("No orders yet.") }
        var table = Table([.init("ORDER"), .init("DATE"), .init("TOTAL", alignRight: true), .init("STATUS")])
        for order in page.items {
            table.append([order.name, String(order.processedAt.prefix(10)), order.totalPrice.formatted(money), order.status])
        }
        Console.print(table.render())
        if page.hasNextPage, let cursor = page.endCursor { Console.print("More: --after \(cursor)") }
    }
}
