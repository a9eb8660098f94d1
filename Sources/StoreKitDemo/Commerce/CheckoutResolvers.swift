import Foundation
import GraphQL
import StoreKitCore

/// Resolvers for the legacy Checkout API (2024-04 and older): the checkout mutations and the
/// checkout's fields, including `ready` and `availableShippingRates` that take a few reads to settle.
enum CheckoutResolvers {
    static var table: [String: GraphQLFieldResolve] {
        var table = mutations
        table.merge(fields) { $1 }
        table.merge(addressFields) { $1 }
        table.merge(connectionResolvers(["CheckoutLineItem"])) { $1 }
        table["CheckoutLineItemsReplacePayload.userErrors"] = resolver(CheckoutPayloadSource.self) { payload, _, _ in payload.checkoutUserErrors }
        return table
    }

    static let mutations: [String: GraphQLFieldResolve] = [
        "Mutation.checkoutCreate": resolver(Root.self) { _, args, context in
            let input = args["input"]
            return payload(context.commerce.createCheckout(
                lines: lineItems(input["lineItems"]), email: input["email"].string,
                address: input["shippingAddress"].isUndefined || input["shippingAddress"].isNull ? nil : CartResolvers.address(input["shippingAddress"])))
        },
        "Mutation.checkoutEmailUpdateV2": resolver(Root.self) { _, args, context in
            payload(context.commerce.updateCheckoutEmail(args["checkoutId"].string ?? "", args["email"].string ?? ""))
        },
        "Mutation.checkoutShippingAddressUpdateV2": resolver(Root.self) { _, args, context in
            payload(context.commerce.updateCheckoutAddress(args["checkoutId"].string ?? "", CartResolvers.address(args["shippingAddress"])))
        },
        "Mutation.checkoutLineItemsReplace": resolver(Root.self) { _, args, context in
            payload(context.commerce.replaceCheckoutLines(args["checkoutId"].string ?? "", lineItems(args["lineItems"])))
        },
        "Mutation.checkoutShippingLineUpdate": resolver(Root.self) { _, args, context in
            payload(context.commerce.updateShippingLine(args["checkoutId"].string ?? "", args["shippingRateHandle"].string ?? ""))
        },
    ]

    static let fields: [String: GraphQLFieldResolve] = [
        "Checkout.id": resolver(CheckoutSource.self) { source, _, _ in source.checkout.id },
        "Checkout.ready": resolver(CheckoutSource.self) { source, _, context in context.commerce.readReady(source.checkout.id) },
        "Checkout.webUrl": resolver(CheckoutSource.self) { source, _, context in "\(context.checkoutBaseURL)/checkouts/cn/\(source.checkout.token)" },
        "Checkout.email": resolver(CheckoutSource.self) { source, _, _ in source.checkout.email },
        "Checkout.currencyCode": resolver(CheckoutSource.self) { _, _, context in context.commerce.currency },
        "Checkout.requiresShipping": resolver(CheckoutSource.self) { _, _, _ in true },
        "Checkout.completedAt": resolver(CheckoutSource.self) { source, _, context in context.commerce.checkout(source.checkout.id)?.order?.processedAt },
        "Checkout.subtotalPrice": resolver(CheckoutSource.self) { source, _, context in
            context.commerce.money(context.commerce.subtotal(source.checkout.lines))
        },
        "Checkout.lineItemsSubtotalPrice": resolver(CheckoutSource.self) { source, _, context in
            context.commerce.money(context.commerce.subtotal(source.checkout.lines))
        },
        "Checkout.totalTax": resolver(CheckoutSource.self) { source, _, context in context.commerce.money(context.commerce.checkoutTax(source.checkout)) },
        "Checkout.totalPrice": resolver(CheckoutSource.self) { source, _, context in context.commerce.money(context.commerce.checkoutTotal(source.checkout)) },
        "Checkout.shippingAddress": resolver(CheckoutSource.self) { source, _, _ in
            source.checkout.address.map { MailingAddressSource(id: "gid://shopify/MailingAddress/\(source.checkout.token)", address: $0) }
        },
        "Checkout.shippingLine": resolver(CheckoutSource.self) { source, _, context in
            context.commerce.checkoutShipping(source.checkout).map { rate(context, $0) }
        },
        "Checkout.availableShippingRates": resolver(CheckoutSource.self) { source, _, context in
            context.commerce.readShippingRates(source.checkout.id).map { reading in
                AvailableShippingRatesSource(ready: reading.ready, shippingRates: reading.ready ? reading.rates.map { rate(context, $0) } : nil)
            }
        },
        "Checkout.order": resolver(CheckoutSource.self) { source, _, context in
            context.commerce.checkout(source.checkout.id)?.order.map(OrderSource.init)
        },
        "Checkout.lineItems": resolver(CheckoutSource.self) { source, args, context in
            let items = source.checkout.lines.compactMap { line in
                context.commerce.merchandise(line.variantID).map { CheckoutLineItemSource(line: line, merchandise: $0) }
            }
            return try Paginator.page(items, args: args, kind: "line-items")
        },
        "CheckoutLineItem.id": resolver(CheckoutLineItemSource.self) { source, _, _ in source.line.id },
        "CheckoutLineItem.title": resolver(CheckoutLineItemSource.self) { source, _, _ in source.merchandise.product.title },
        "CheckoutLineItem.quantity": resolver(CheckoutLineItemSource.self) { source, _, _ in source.line.quantity },
        "CheckoutLineItem.unitPrice": resolver(CheckoutLineItemSource.self) { source, _, _ in source.merchandise.variant.price },
        "CheckoutLineItem.variant": resolver(CheckoutLineItemSource.self) { source, _, _ in
            VariantSource(product: source.merchandise.product, variant: source.merchandise.variant)
        },
        "Order.id": resolver(OrderSource.self) { source, _, _ in source.order.id },
        "Order.name": resolver(OrderSource.self) { source, _, _ in source.order.name },
        "Order.orderNumber": resolver(OrderSource.self) { source, _, _ in source.order.number },
        "Order.totalPrice": resolver(OrderSource.self) { source, _, _ in source.order.total },
        "Order.processedAt": resolver(OrderSource.self) { source, _, _ in source.order.processedAt },
        "Order.statusUrl": resolver(OrderSource.self) { source, _, context in "\(context.checkoutBaseURL)/orders/\(source.order.token)" },
    ]

    /// `MailingAddress` fields.
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

    static func payload(_ outcome: Outcome<CommerceState.Checkout>) -> CheckoutPayloadSource {
        CheckoutPayloadSource(checkout: outcome.value.map(CheckoutSource.init), checkoutUserErrors: outcome.userErrorSources)
    }

    static func lineItems(_ map: Map) -> [(variantID: String, quantity: Int)] {
        (map.array ?? []).map { ($0["variantId"].string ?? "", $0["quantity"].int ?? 1) }
    }

    static func rate(_ context: DemoContext, _ rate: ShippingZones.Rate) -> ShippingRateSource {
        ShippingRateSource(handle: rate.handle, title: rate.title, price: context.commerce.money(rate.price))
    }
}
