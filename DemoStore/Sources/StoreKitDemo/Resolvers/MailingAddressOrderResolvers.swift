import Foundation
import GraphQL
import StoreKitCore

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
        "Order.canceledAt": resolver(OrderSource.self) { _, _, _ in nil as String? },
        "Order.currencyCode": resolver(OrderSource.self) { source, _, _ in source.order.total.currencyCode },
        // Orders recorded before the demo kept their money have only the total: their subtotal and
        // tax are not stated (null, as the schema allows), so no breakdown is claimed; shipping is
        // non-null in the schema and answers zero.
        "Order.subtotalPrice": resolver(OrderSource.self) { source, _, _ in source.order.subtotal },
        "Order.totalShippingPrice": resolver(OrderSource.self) { source, _, _ in source.order.shipping ?? zero(source) },
        "Order.totalTax": resolver(OrderSource.self) { source, _, _ in source.order.tax },
        "Order.totalRefunded": resolver(OrderSource.self) { source, _, _ in zero(source) },
        "Order.shippingAddress": resolver(OrderSource.self) { source, _, _ in
            source.order.shippingAddress.map { MailingAddressSource(id: "gid://shopify/MailingAddress/order-\(source.order.number)", address: $0) }
        },
        "Order.lineItems": resolver(OrderSource.self) { source, args, _ in
            try Paginator.page((source.order.lines ?? []).map(OrderLineSource.init), args: args, kind: "lineItems")
        },
        "OrderLineItem.title": resolver(OrderLineSource.self) { source, _, _ in source.line.title },
        "OrderLineItem.quantity": resolver(OrderLineSource.self) { source, _, _ in source.line.quantity },
        // The demo does not edit orders: nothing was removed after payment.
        "OrderLineItem.currentQuantity": resolver(OrderLineSource.self) { source, _, _ in source.line.quantity },
        "OrderLineItem.originalTotalPrice": resolver(OrderLineSource.self) { source, _, _ in source.line.total },
        "OrderLineItem.discountedTotalPrice": resolver(OrderLineSource.self) { source, _, _ in source.line.total },
        "OrderLineItem.variant": resolver(OrderLineSource.self) { source, _, context in
            // Shopify answers null for a variant deleted since the order.
            CatalogResolvers.node(source.line.variantID, context) as? VariantSource
        },
    ]

    private static func zero(_ source: OrderSource) -> DemoMoney {
        DemoMoney(amount: 0, currencyCode: source.order.total.currencyCode)
    }

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
        let fields: [(String, @Sendable (DemoAddress) -> String?)] = [
            ("firstName", \.firstName), ("lastName", \.lastName), ("company", \.company), ("address1", \.address1),
            ("address2", \.address2), ("city", \.city), ("provinceCode", \.provinceCode), ("zip", \.zip), ("phone", \.phone),
        ]
        for (name, read) in fields {
            table["MailingAddress.\(name)"] = resolver(MailingAddressSource.self) { source, _, _ in read(source.address) }
        }
        return table
    }()
}
