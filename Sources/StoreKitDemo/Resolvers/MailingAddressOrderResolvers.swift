import Foundation
import GraphQL
import StoreKitCore

/// A saved customer address, as `MailingAddress` resolves it.
struct MailingAddressSource: Sendable {
    var id: String
    var address: ShippingAddress
}

/// An order in a customer's history.
struct OrderSource: Sendable { var order: CommerceState.Order }

/// Resolvers for `MailingAddress` (a customer's address book) and `Order` (their orders).
enum MailingAddressOrderResolvers {
    static var table: [String: GraphQLFieldResolve] {
        var table = orderFields
        table.merge(addressFields) { $1 }
        return table
    }

    static let orderFields: [String: GraphQLFieldResolve] = [
        "Order.id": resolver(OrderSource.self) { source, _, _ in source.order.id },
        "Order.name": resolver(OrderSource.self) { source, _, _ in source.order.name },
        "Order.orderNumber": resolver(OrderSource.self) { source, _, _ in source.order.number },
        "Order.totalPrice": resolver(OrderSource.self) { source, _, _ in source.order.total },
        "Order.processedAt": resolver(OrderSource.self) { source, _, _ in source.order.processedAt },
        "Order.statusUrl": resolver(OrderSource.self) { source, _, context in "\(context.checkoutBaseURL)/orders/\(source.order.token)" },
        // The demo does not fulfil: every order it records is paid and waiting.
        "Order.financialStatus": resolver(OrderSource.self) { _, _, _ in "PAID" },
        "Order.fulfillmentStatus": resolver(OrderSource.self) { _, _, _ in "UNFULFILLED" },
        "Order.email": resolver(OrderSource.self) { source, _, _ in source.order.email },
    ]

    /// `MailingAddress` fields; `province` and `country` answer as Shopify does (the code, the
    /// country's name).
    static let addressFields: [String: GraphQLFieldResolve] = {
        var table: [String: GraphQLFieldResolve] = [
            "MailingAddress.id": resolver(MailingAddressSource.self) { source, _, _ in source.id },
            "MailingAddress.province": resolver(MailingAddressSource.self) { source, _, _ in source.address.provinceCode },
            "MailingAddress.country": resolver(MailingAddressSource.self) { source, _, _ in
                source.address.countryCode.map { Regions.countryNames[$0] ?? $0 }
            },
            "MailingAddress.countryCodeV2": resolver(MailingAddressSource.self) { source, _, _ in source.address.countryCode },
        ]
        let fields: [(String, @Sendable (ShippingAddress) -> String?)] = [
            ("firstName", \.firstName), ("lastName", \.lastName), ("company", \.company), ("address1", \.address1),
            ("address2", \.address2), ("city", \.city), ("provinceCode", \.provinceCode), ("zip", \.zip), ("phone", \.phone),
        ]
        for (name, read) in fields {
            table["MailingAddress.\(name)"] = resolver(MailingAddressSource.self) { source, _, _ in read(source.address) }
        }
        return table
    }()
}
