import Foundation

/// A cart as the Cart API returns it (`CartFields`).
public struct RemoteCart: Decodable, Sendable, Equatable {
    /// A line of the cart.
    public struct Line: Decodable, Sendable, Equatable {
        /// What a line buys: the variant, its title and its product's.
        public struct Merchandise: Decodable, Sendable, Equatable {
            /// The product a variant belongs to (its title).
            public struct Product: Decodable, Sendable, Equatable {
                /// The product's title.
                public var title: String
            }
            /// The variant's global ID.
            public var id: ProductVariant.ID
            /// The variant's title ("9 / Black").
            public var title: String
            /// The variant's product.
            public var product: Product
        }
        /// What one of a line costs.
        public struct Cost: Decodable, Sendable, Equatable {
            /// What one costs on the line.
            public var amountPerQuantity: Money
        }
        /// The selling plan a line is bought on.
        public struct PlanAllocation: Decodable, Sendable, Equatable {
            /// The plan.
            public var sellingPlan: LinePlan
        }
        /// The line's global ID (what updates and removals name).
        public var id: String
        /// How many the line holds.
        public var quantity: Int
        /// The variant the line buys.
        public var merchandise: Merchandise
        /// What one costs on this line (the plan's price when it has one).
        public var cost: Cost
        /// The selling plan the line is bought on, if any.
        public var sellingPlanAllocation: PlanAllocation?
        /// What each discount took off this line, order discounts included (2026-07 on; nil
        /// before, when only the cart's discounts are read).
        public var discountAllocations: [Allocation]?
        /// For an add-on (a nested cart line, 2025-10 on), the line it is under.
        public var parentRelationship: ParentRelationship?
        /// For a bundle (`ComponentizableCartLine`), its parts; nil for any other line.
        public var lineComponents: [Component]?
    }

    /// The line an add-on is under (`CartLineParentRelationship`).
    public struct ParentRelationship: Decodable, Sendable, Equatable {
        /// The parent line, by its ID.
        public struct Parent: Decodable, Sendable, Equatable {
            /// The parent line's global ID.
            public var id: String
        }
        /// The parent line.
        public var parent: Parent
    }

    /// One part of a bundle line (a `CartLine` of `lineComponents`).
    public struct Component: Decodable, Sendable, Equatable {
        /// What a part's whole quantity costs: its share of the bundle's price.
        public struct Cost: Decodable, Sendable, Equatable {
            /// The part's total.
            public var totalAmount: Money
        }
        /// How many the bundle line holds.
        public var quantity: Int
        /// The part's variant.
        public var merchandise: Line.Merchandise
        /// Its share of the bundle's price.
        public var cost: Cost

        /// It as a ``BundlePart``.
        var part: BundlePart {
            BundlePart(
                variantID: merchandise.id, productTitle: merchandise.product.title, variantTitle: merchandise.title, quantity: quantity,
                total: cost.totalAmount)
        }
    }

    /// What one discount took off a line or a delivery group (2026-07 on).
    public struct Allocation: Decodable, Sendable, Equatable {
        /// What it took off.
        public var discountedAmount: Money
        /// A code discount's code.
        public var code: String?
        /// An automatic or custom discount's title.
        public var title: String?
    }

    /// A discount the cart applies, as 2026-07 on state it (`BaseCartDiscountApplication`).
    public struct DiscountApplication: Decodable, Sendable, Equatable {
        /// What it is configured to take off: a percentage, or an amount.
        public struct Value: Decodable, Sendable, Equatable {
            /// A percentage discount's percent (10 for 10 %).
            public var percentage: Decimal?
            /// An amount discount's amount.
            public var amount: Decimal?
            /// An amount discount's currency.
            public var currencyCode: String?

            private enum CodingKeys: String, CodingKey { case percentage, amount, currencyCode }

            /// Decodes `PricingValue`: a `PricingPercentageValue` (`percentage`, a number) or a
            /// `MoneyV2` (`amount`, a decimal string, and `currencyCode`).
            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                percentage = try container.decodeIfPresent(Decimal.self, forKey: .percentage)
                let money = container.contains(.amount) ? try Money(from: decoder) : nil
                amount = money?.amount
                currencyCode = money?.currencyCode
            }
        }
        /// `LINE_ITEM` or `SHIPPING_LINE`.
        public var targetType: String
        /// `ALL` (an order discount, across every line), `ENTITLED` or `EXPLICIT` (a product
        /// discount, on its lines only).
        public var targetSelection: String
        /// What it took off the whole cart.
        public var totalAllocatedAmount: Money
        /// What it is configured to take off.
        public var value: Value
        /// A code discount's code.
        public var code: String?
        /// An automatic or custom discount's title.
        public var title: String?
    }

    /// A shipping address the cart holds, and whether it is the one deliveries go to.
    public struct SelectableAddress: Decodable, Sendable, Equatable {
        /// The address's global ID in the cart.
        public var id: String
        /// True for the address deliveries go to.
        public var selected: Bool
        /// The address.
        public var address: ShippingAddress
    }

    /// A way to deliver a group of lines (`CartDeliveryOption`).
    public struct DeliveryOption: Decodable, Sendable, Equatable {
        /// What `cartSelectedDeliveryOptionsUpdate` names it by.
        public var handle: String
        /// What the shopper reads ("Standard", "Express"); nil when the store gives none.
        public var title: String?
        /// What it costs.
        public var estimatedCost: Money
        /// The store's words about it, often the delivery time; nil when it gives none.
        public var description: String?
    }

    /// Lines shipped together, with the ways to deliver them.
    public struct DeliveryGroup: Decodable, Sendable, Equatable {
        /// The group's global ID.
        public var id: String
        /// The ways to deliver the group.
        public var deliveryOptions: [DeliveryOption]
        /// The way chosen, if any.
        public var selectedDeliveryOption: DeliveryOption?
        /// What each discount took off the group's shipping (2026-07 on; nil before).
        public var discountAllocations: [Allocation]?
    }

    /// Who buys: e-mail, country, the signed-in customer.
    public struct BuyerIdentity: Decodable, Sendable, Equatable {
        /// The signed-in customer the cart belongs to.
        public struct Customer: Decodable, Sendable, Equatable {
            /// The customer's global ID.
            public var id: String
        }
        /// The buyer's e-mail address.
        public var email: String?
        /// The country the cart is priced in.
        public var countryCode: String?
        /// The signed-in customer, when the cart has one.
        public var customer: Customer?
    }

    /// A discount the store applied to the cart as a whole, and what it took off (before 2026-07).
    public struct DiscountAllocation: Decodable, Sendable, Equatable {
        /// What the discount took off.
        public var discountedAmount: Money
        /// `LINE_ITEM` or `SHIPPING_LINE`.
        public var targetType: String?
        /// A code discount's code.
        public var code: String?
        /// An automatic or custom discount's title.
        public var title: String?
    }

    /// A gift card applied to the cart.
    public struct GiftCard: Decodable, Sendable, Equatable {
        /// The applied gift card's global ID (what removing it names).
        public var id: String
        /// The last characters of its code (the whole code is never read back).
        public var lastCharacters: String
        /// What the card pays of this cart, in the cart's currency.
        public var presentmentAmountUsed: Money
        /// What remains on the card.
        public var balance: Money
    }

    /// The cart's amounts before shipping (`CartCost`). Its taxes and duties are not read:
    /// deprecated in every version shopterm speaks ("no longer available"); the checkout page
    /// computes them.
    public struct Cost: Decodable, Sendable, Equatable {
        /// The lines' total, after their own (product) discounts, before the cart's.
        public var subtotalAmount: Money
    }

    struct Delivery: Decodable, Sendable, Equatable { var addresses: [SelectableAddress] }

    /// The cart's global ID.
    public var id: String
    /// Where the shopper pays: the web checkout.
    public var checkoutUrl: String
    /// Who buys.
    public var buyerIdentity: BuyerIdentity
    /// The cart's amounts.
    public var cost: Cost
    var lines: Nodes<Line>
    var delivery: Delivery
    var deliveryGroups: Nodes<DeliveryGroup>
    /// The note to the store.
    public var note: String?
    /// The discount codes entered, each with whether it applies.
    public var discountCodes: [CartDiscountCode]
    /// The discounts applied to the whole cart (before 2026-07; nil from it).
    public var discountAllocations: [DiscountAllocation]?
    /// Each discount the cart applies (2026-07 on; nil before).
    public var discountApplications: [DiscountApplication]?
    /// The gift cards applied.
    public var appliedGiftCards: [GiftCard]

    /// The cart as a ``CheckoutState``.
    public func state(warnings: [CheckoutWarning] = []) -> CheckoutState {
        let selected = delivery.addresses.first(where: \.selected)
        let group = deliveryGroups.nodes.first
        func rate(_ option: DeliveryOption) -> ShippingRate {
            let description = option.description?.trimmingCharacters(in: .whitespacesAndNewlines)
            return ShippingRate(
                handle: option.handle, title: option.title ?? option.handle, price: option.estimatedCost,
                description: description?.isEmpty == false ? description : nil)
        }
        let variants = Dictionary(lines.nodes.map { ($0.id, $0.merchandise.id) }, uniquingKeysWith: { first, _ in first })
        return CheckoutState(
            id: id, webURL: checkoutUrl, email: buyerIdentity.email, address: selected?.address, addressID: selected?.id,
            lines: lines.nodes.map {
                CheckoutLine(
                    id: $0.id, variantID: $0.merchandise.id, quantity: $0.quantity, title: $0.merchandise.product.title,
                    variantTitle: $0.merchandise.title, unitPrice: $0.cost.amountPerQuantity, plan: $0.sellingPlanAllocation?.sellingPlan,
                    parentID: $0.parentRelationship?.parent.id, parentVariantID: $0.parentRelationship.flatMap { variants[$0.parent.id] },
                    parts: $0.lineComponents.flatMap { $0.isEmpty ? nil : $0.map(\.part) })
            },
            subtotal: cost.subtotalAmount, deliveryGroupID: group?.id,
            shippingRates: group?.deliveryOptions.map(rate) ?? [], selectedRate: group?.selectedDeliveryOption.map(rate),
            warnings: warnings, customerID: buyerIdentity.customer?.id, buyerCountry: buyerIdentity.countryCode, discountCodes: discountCodes,
            discounts: cartDiscounts,
            lineDiscounts: Dictionary(
                lines.nodes.map { line in (line.id, CartDiscount.combined((line.discountAllocations ?? []).map(\.discount))) },
                uniquingKeysWith: { first, _ in first }
            ).filter { !$0.value.isEmpty },
            giftCards: appliedGiftCards.map {
                AppliedGiftCard(id: $0.id, lastCharacters: $0.lastCharacters, amountUsed: $0.presentmentAmountUsed, balance: $0.balance)
            },
            note: note.flatMap { $0.isEmpty ? nil : $0 })
    }
}

extension RemoteCart {
    /// The discounts on the cart as a whole, each once: from 2026-07 the cart's order and
    /// shipping discounts (`targetSelection: ALL` on line items, or shipping), with the total
    /// each took off; a product discount (`ENTITLED`, `EXPLICIT`) is already out of the
    /// subtotal (`CartCost.subtotalAmount` is "before … cart-level discounts") and is not
    /// counted again. Before 2026-07, the cart's `discountAllocations`, added up per discount.
    var cartDiscounts: [CartDiscount] {
        if let applications = discountApplications {
            return applications.compactMap { application in
                let shipping = application.targetType == "SHIPPING_LINE"
                guard shipping || application.targetSelection == "ALL" else { return nil }
                return CartDiscount(
                    code: application.code, title: application.title, amount: application.totalAllocatedAmount,
                    appliesTo: shipping ? .shipping : .order, value: application.value.discountValue)
            }
        }
        return CartDiscount.combined(
            (discountAllocations ?? []).map {
                CartDiscount(
                    code: $0.code, title: $0.title, amount: $0.discountedAmount, appliesTo: $0.targetType == "SHIPPING_LINE" ? .shipping : .order)
            })
    }
}

extension RemoteCart.Allocation {
    /// It as a discount on a line: its code or title, and what it took off.
    var discount: CartDiscount { CartDiscount(code: code, title: title, amount: discountedAmount) }
}

extension RemoteCart.DiscountApplication.Value {
    /// The value as a ``CartDiscount/Value``; nil when the store states neither.
    var discountValue: CartDiscount.Value? {
        if let percentage { return .percentage(percentage) }
        if let amount, let currencyCode { return .amount(Money(amount: amount, currencyCode: currencyCode)) }
        return nil
    }
}
