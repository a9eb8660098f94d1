import Foundation
import GraphQL
import StoreKitCore

/// Resolvers for the Cart API: the `cart` query, the cart mutations, and the cart's fields.
enum CartResolvers {
    static var table: [String: GraphQLFieldResolve] {
        var table = mutations
        table.merge(fields) { $1 }
        table.merge(addressFields) { $1 }
        table.merge(CartReductionResolvers.table) { $1 }
        table.merge(CartDiscountResolvers.table) { $1 }
        table["QueryRoot.cart"] = resolver(Root.self) { _, args, context in
            CartSource(observing: args["id"].string ?? "", in: context.commerce)
        }
        table.merge(connectionResolvers(["BaseCartLine", "CartDeliveryGroup"])) { $1 }
        return table
    }

    /// A bundle's line (`ComponentizableCartLine`) answers the fields the two line types share
    /// as a `CartLine` does: `resolvers` with each `CartLine.<field>` of `BaseCartLine` also
    /// under `ComponentizableCartLine.<field>`.
    static func withBundleLines(_ resolvers: [String: GraphQLFieldResolve]) -> [String: GraphQLFieldResolve] {
        var table = resolvers
        for field in ["id", "quantity", "merchandise", "cost", "sellingPlanAllocation", "attributes", "attribute", "discountAllocations"] {
            table["ComponentizableCartLine.\(field)"] = resolvers["CartLine.\(field)"]
        }
        return table
    }

    static let mutations: [String: GraphQLFieldResolve] = [
        "Mutation.cartCreate": resolver(Root.self) { _, args, context in
            let input = args["input"]
            let buyer = input["buyerIdentity"]
            let extras = DemoCartExtras(
                discountCodes: CartReductionResolvers.strings(input["discountCodes"]),
                giftCardCodes: CartReductionResolvers.strings(input["giftCardCodes"]), note: input["note"].string)
            return payload(
                context,
                context.commerce.createCart(
                    lines: lineInputs(input["lines"]), email: buyer["email"].string,
                    // A cart is in the market of its buyer's country, or else of the request's context.
                    countryCode: buyer["countryCode"].string ?? context.country,
                    phone: buyer["phone"].string, customer: customer(buyer, context), addresses: selectableAddresses(input["delivery"]["addresses"]),
                    extras: extras, attributes: attributes(input["attributes"]), version: context.apiVersion))
        },
        "Mutation.cartLinesAdd": resolver(Root.self) { _, args, context in
            payload(context, context.commerce.addLines(args["cartId"].string ?? "", lineInputs(args["lines"]), version: context.apiVersion))
        },
        "Mutation.cartLinesUpdate": resolver(Root.self) { _, args, context in
            let updates = (args["lines"].array ?? []).map {
                ($0["id"].string ?? "", $0["quantity"].int, $0["merchandiseId"].string, $0["sellingPlanId"].string)
            }
            return payload(context, context.commerce.updateLines(args["cartId"].string ?? "", updates, version: context.apiVersion))
        },
        "Mutation.cartLinesRemove": resolver(Root.self) { _, args, context in
            payload(context, context.commerce.removeLines(args["cartId"].string ?? "", (args["lineIds"].array ?? []).compactMap(\.string)))
        },
        "Mutation.cartBuyerIdentityUpdate": resolver(Root.self) { _, args, context in
            let buyer = args["buyerIdentity"]
            return payload(
                context,
                context.commerce.updateBuyerIdentity(
                    args["cartId"].string ?? "", email: buyer["email"].string,
                    countryCode: buyer["countryCode"].string, phone: buyer["phone"].string,
                    customer: customer(buyer, context)))
        },
        "Mutation.cartDeliveryAddressesAdd": resolver(Root.self) { _, args, context in
            payload(context, context.commerce.addAddresses(args["cartId"].string ?? "", selectableAddresses(args["addresses"])))
        },
        "Mutation.cartDeliveryAddressesUpdate": resolver(Root.self) { _, args, context in
            let updates = (args["addresses"].array ?? []).map { entry in
                (
                    entry["id"].string ?? "", entry["address"].isUndefined ? nil : address(entry["address"]["deliveryAddress"]),
                    entry["selected"].bool, entry["oneTimeUse"].bool
                )
            }
            return payload(
                context,
                context.commerce.updateAddresses(
                    args["cartId"].string ?? "", updates,
                    clearsWhenEmpty: context.apiVersion >= .addressesReplace))
        },
        "Mutation.cartDeliveryAddressesReplace": resolver(Root.self) { _, args, context in
            payload(context, context.commerce.replaceAddresses(args["cartId"].string ?? "", selectableAddresses(args["addresses"])))
        },
        "Mutation.cartSelectedDeliveryOptionsUpdate": resolver(Root.self) { _, args, context in
            let selections = (args["selectedDeliveryOptions"].array ?? []).map {
                ($0["deliveryGroupId"].string ?? "", $0["deliveryOptionHandle"].string ?? "")
            }
            return payload(context, context.commerce.selectDeliveryOptions(args["cartId"].string ?? "", selections))
        },
    ]

    static let fields: [String: GraphQLFieldResolve] = [
        "Cart.id": resolver(CartSource.self) { source, _, _ in source.cart.id },
        "Cart.checkoutUrl": resolver(CartSource.self) { source, _, context in "\(context.checkoutBaseURL)/checkouts/cn/\(source.cart.token)" },
        "Cart.totalQuantity": resolver(CartSource.self) { source, _, _ in source.cart.lines.reduce(0) { $0 + $1.quantity } },
        "Cart.createdAt": resolver(CartSource.self) { source, _, _ in source.cart.createdAt },
        "Cart.updatedAt": resolver(CartSource.self) { source, _, _ in source.cart.updatedAt },
        "Cart.cost": resolver(CartSource.self) { source, _, context in
            // The total is what is left to pay before taxes (see ``Bill``).
            CartCostSource(subtotalAmount: source.bill.money(source.bill.subtotal), totalAmount: source.bill.money(source.bill.due))
        },
        "CartCost.checkoutChargeAmount": resolver(CartCostSource.self) { cost, _, _ in cost.totalAmount },
        // Deprecated in the Storefront API: taxes and duties are final only at checkout.
        "CartCost.totalTaxAmount": resolver(CartCostSource.self) { _, _, _ in nil },
        "CartCost.totalDutyAmount": resolver(CartCostSource.self) { _, _, _ in nil },
        "Cart.lines": resolver(CartSource.self) { source, args, context in
            let lines = context.commerce.pricedLines(source.cart)
            let shares = source.bill.orderAllocations(over: lines)
            var sources = zip(lines, shares).map { line, codes in
                CartLineSource(
                    priced: line, orderDiscounts: codes.compactMap { source.bill.allocation($0, amount: $0.amount) },
                    components: context.commerce.componentLines(of: line, in: source.cart).map { CartLineSource(priced: $0) })
            }
            // Each nested line (an add-on) names its parent, the line before it and its
            // siblings (``CommerceState/arranged(_:)``).
            for index in sources.indices {
                guard let parentID = sources[index].line.parentLineID, let parent = sources.first(where: { $0.line.id == parentID }) else { continue }
                sources[index].parentRelationship = ParentRelationshipSource(parent: parent)
            }
            return try Paginator.page(sources, args: args, kind: "cart-lines")
        },
        "Cart.buyerIdentity": resolver(CartSource.self) { source, _, _ in
            BuyerIdentitySource(
                email: source.cart.email, countryCode: source.cart.countryCode, customerID: source.cart.customerID,
                phone: source.cart.phone)
        },
        "Cart.deliveryGroups": resolver(CartSource.self) { source, args, context in
            var groups: [DeliveryGroupSource] = []
            if source.cart.selectedAddress != nil, !source.cart.lines.isEmpty {
                let currency = source.bill.market.currency
                let rates = source.deliveryReady ? context.commerce.rates(for: source.cart) : []
                let selected = source.cart.selectedOptionHandle
                let options = rates.map {
                    DeliveryOptionSource(
                        handle: $0.handle, title: $0.title, code: $0.handle, description: $0.description.isEmpty ? nil : $0.description,
                        estimatedCost: DemoMoney(amount: $0.price, currencyCode: currency))
                }
                groups.append(
                    DeliveryGroupSource(
                        id: source.cart.deliveryGroupID, deliveryOptions: options,
                        selectedDeliveryOption: options.first { $0.handle == selected },
                        discounts: source.bill.shippingAllocations.compactMap { source.bill.allocation($0, amount: $0.amount) }))
            }
            return try Paginator.page(groups, args: args, kind: "delivery-groups")
        },
        "CartBuyerIdentity.customer": resolver(BuyerIdentitySource.self) { source, _, context in
            source.customerID.flatMap(context.customers.account(id:)).map(CustomerSource.init)
        },
        "Cart.delivery": resolver(CartSource.self) { source, _, _ in source },
        "CartDelivery.addresses": resolver(CartSource.self) { source, args, _ in
            let addresses = source.cart.addresses.filter { address in args["selected"].bool.map { address.selected == $0 } ?? true }
            return addresses.map(SelectableAddressSource.init)
        },
        "CartSelectableAddress.id": resolver(SelectableAddressSource.self) { source, _, _ in source.address.id },
        "CartSelectableAddress.selected": resolver(SelectableAddressSource.self) { source, _, _ in source.address.selected },
        "CartSelectableAddress.oneTimeUse": resolver(SelectableAddressSource.self) { source, _, _ in source.address.oneTimeUse },
        "CartSelectableAddress.address": resolver(SelectableAddressSource.self) { source, _, _ in
            DeliveryAddressSource(address: source.address.address)
        },
        "CartDeliveryGroup.groupType": resolver(DeliveryGroupSource.self) { _, _, _ in "ONE_TIME_PURCHASE" },
        "CartDeliveryOption.deliveryMethodType": resolver(DeliveryOptionSource.self) { _, _, _ in "SHIPPING" },
        "CartLine.id": resolver(CartLineSource.self) { source, _, _ in source.line.id },
        "CartLine.quantity": resolver(CartLineSource.self) { source, _, _ in source.line.quantity },
        "CartLine.merchandise": resolver(CartLineSource.self) { source, _, _ in
            VariantSource(product: source.merchandise.product, variant: source.merchandise.variant)
        },
        "CartLine.parentRelationship": resolver(CartLineSource.self) { source, _, _ in source.parentRelationship },
        "CartLineParentRelationship.parent": resolver(ParentRelationshipSource.self) { source, _, _ in source.parent },
        "ComponentizableCartLine.lineComponents": resolver(CartLineSource.self) { source, _, _ in source.components },
        "CartLine.cost": resolver(CartLineSource.self) { source, _, _ in
            // On a selling plan, the variant's own price is what the plan's price compares to.
            let compareAt = source.priced.plan == nil ? source.merchandise.variant.compareAtPrice : source.merchandise.variant.price
            return CartLineCostSource(
                amountPerQuantity: source.priced.unitPrice, compareAtAmountPerQuantity: compareAt,
                subtotalAmount: source.priced.total, totalAmount: source.priced.total)
        },
    ]

    /// `CartDeliveryAddress` fields.
    static let addressFields: [String: GraphQLFieldResolve] = {
        var table: [String: GraphQLFieldResolve] = [:]
        let fields: [(String, @Sendable (DemoAddress) -> String?)] = [
            ("firstName", \.firstName), ("lastName", \.lastName), ("company", \.company), ("address1", \.address1),
            ("address2", \.address2), ("city", \.city), ("provinceCode", \.provinceCode), ("zip", \.zip),
            ("countryCode", \.countryCode), ("phone", \.phone),
        ]
        for (name, read) in fields {
            table["CartDeliveryAddress.\(name)"] = resolver(DeliveryAddressSource.self) { source, _, _ in read(source.address) }
        }
        return table
    }()

    static func payload(_ context: DemoContext, _ outcome: Outcome<CommerceState.Cart>) -> CartPayloadSource {
        let cart = outcome.value.flatMap { CartSource(observing: $0.id, in: context.commerce) }
        var outcome = outcome
        if let cart, context.apiVersion >= .productUnavailableInBuyerLocation {
            outcome.warnings += context.commerce.locationWarnings(cart.cart)
        }
        return CartPayloadSource(cart: cart, userErrors: outcome.userErrorSources, warnings: outcome.warningSources)
    }

    /// The customer named by a `CartBuyerIdentityInput`'s `customerAccessToken`.
    static func customer(_ buyer: Map, _ context: DemoContext) -> CommerceState.Buyer {
        guard let token = buyer["customerAccessToken"].string else { return .none }
        guard let account = context.customers.account(token: token) else { return .invalid }
        return .customer(id: account.id, email: account.email)
    }

    static func lineInputs(_ map: Map) -> [CommerceState.LineRequest] {
        (map.array ?? []).map {
            CommerceState.LineRequest(
                merchandiseID: $0["merchandiseId"].string ?? "", quantity: $0["quantity"].int ?? 1,
                sellingPlanID: $0["sellingPlanId"].string, attributes: attributes($0["attributes"]), parent: parent($0["parent"]))
        }
    }

    /// A `CartLineParentInput` (2025-10 on): exactly one of `lineId` and `merchandiseId`
    /// (`@oneOf`, which the demo's GraphQL library does not check: the store answers a user error).
    static func parent(_ map: Map) -> CommerceState.LineParent? {
        guard !map.isUndefined, !map.isNull else { return nil }
        switch (map["lineId"].string, map["merchandiseId"].string) {
        case (let id?, nil): return .line(id)
        case (nil, let id?): return .merchandise(id)
        default: return .malformed
        }
    }

    /// `[AttributeInput!]`: key/value notes.
    static func attributes(_ map: Map) -> [CommerceState.Attribute] {
        (map.array ?? []).map { CommerceState.Attribute(key: $0["key"].string ?? "", value: $0["value"].string) }
    }

    static func selectableAddresses(_ map: Map) -> [(address: DemoAddress, selected: Bool, oneTimeUse: Bool)] {
        (map.array ?? []).map { entry in
            (address(entry["address"]["deliveryAddress"]), entry["selected"].bool ?? false, entry["oneTimeUse"].bool ?? false)
        }
    }

    /// A `CartDeliveryAddressInput` (or `MailingAddressInput`, whose country and province may be names).
    static func address(_ map: Map) -> DemoAddress {
        DemoAddress(
            firstName: map["firstName"].string, lastName: map["lastName"].string, company: map["company"].string,
            address1: map["address1"].string, address2: map["address2"].string, city: map["city"].string,
            provinceCode: (map["provinceCode"].string ?? map["province"].string).map(Regions.provinceCode),
            zip: map["zip"].string,
            countryCode: (map["countryCode"].string ?? map["country"].string).map(Regions.countryCode),
            phone: map["phone"].string)
    }
}
