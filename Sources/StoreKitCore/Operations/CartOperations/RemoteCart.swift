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

    /// A discount the store applied to the cart, and what it took off.
    public struct DiscountAllocation: Decodable, Sendable, Equatable {
        /// What the discount took off.
        public var discountedAmount: Money
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

    /// The cart's amounts before shipping (`CartCost`).
    public struct Cost: Decodable, Sendable, Equatable {
        /// The lines' total, after line discounts.
        public var subtotalAmount: Money
        /// Deprecated by Shopify (taxes are final at checkout); kept when a store still states them.
        public var totalTaxAmount: Money?
        /// Duties, when the store charges them.
        public var totalDutyAmount: Money?
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
    /// The discounts applied to the whole cart.
    public var discountAllocations: [DiscountAllocation]
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
        return CheckoutState(
            id: id, webURL: checkoutUrl, email: buyerIdentity.email, address: selected?.address, addressID: selected?.id,
            lines: lines.nodes.map {
                CheckoutLine(
                    id: $0.id, variantID: $0.merchandise.id, quantity: $0.quantity, title: $0.merchandise.product.title,
                    variantTitle: $0.merchandise.title, unitPrice: $0.cost.amountPerQuantity, plan: $0.sellingPlanAllocation?.sellingPlan)
            },
            subtotal: cost.subtotalAmount, taxes: cost.totalTaxAmount, duties: cost.totalDutyAmount, deliveryGroupID: group?.id,
            shippingRates: group?.deliveryOptions.map(rate) ?? [], selectedRate: group?.selectedDeliveryOption.map(rate),
            warnings: warnings, customerID: buyerIdentity.customer?.id, buyerCountry: buyerIdentity.countryCode, discountCodes: discountCodes,
            discounts: CartDiscount.combined(
                discountAllocations.map {
                    CartDiscount(title: $0.code ?? $0.title ?? "Discount", isCode: $0.code != nil, amount: $0.discountedAmount)
                }),
            giftCards: appliedGiftCards.map {
                AppliedGiftCard(id: $0.id, lastCharacters: $0.lastCharacters, amountUsed: $0.presentmentAmountUsed, balance: $0.balance)
            },
            note: note.flatMap { $0.isEmpty ? nil : $0 })
    }
}
