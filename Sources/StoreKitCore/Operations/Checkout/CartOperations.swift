/// The most lines a store's cart is read with, in one request: at about 7 cost points a line
/// (its variant, its cost and its selling plan), 100 keep a cart query (or a cart mutation's
/// answer) within the 1,000 cost points a store answers tokenless. The local cart holds no more
/// different items.
public let cartLineLimit = 100

/// The answer of every cart mutation: the cart (nil when refused), user errors and warnings.
public struct CartPayload: Decodable, Sendable {
    /// The cart as the mutation left it; nil when the store refused the change.
    public var cart: RemoteCart?
    /// Why the store refused the input, by field.
    public var userErrors: [UserError]
    /// What the store changed of its own accord (a quantity cut to its stock, a code it could not apply).
    public var warnings: [CheckoutWarning]
}

/// A Cart API mutation. All of them answer with a ``CartPayload``; `Mutation` names which
/// document is sent (`CartMutation<CartCreate>`, `CartMutation<CartLinesAdd>`, …).
public struct CartMutation<Mutation: MutationDocument>: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public typealias Data = MutationData<CartPayload>
    /// The operation's name, as its document names it.
    public static var operationName: String { Mutation.operationName }
    /// The GraphQL document sent, with the fragments it uses.
    public static var document: GraphQLDocument { Mutation.document }
    /// A query may be retried; a mutation is sent at most once.
    public static var kind: OperationKind { .mutation }
    /// The first API version that answers it (nil: every version shopterm speaks).
    public static var since: APIVersion? { Mutation.since }
    /// The document's variables, as sent.
    public let variables: [String: JSONValue]
}

/// `cartCreate`: a new cart with lines, buyer, addresses, codes and note.
public enum CartCreate: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartCreate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.create
}
/// `cartLinesAdd`: lines added to a cart.
public enum CartLinesAdd: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartLinesAdd"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.linesAdd
}
/// `cartLinesUpdate`: the quantities of a cart's lines changed.
public enum CartLinesUpdate: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartLinesUpdate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.linesUpdate
}
/// `cartLinesRemove`: lines taken out of a cart.
public enum CartLinesRemove: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartLinesRemove"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.linesRemove
}
/// `cartBuyerIdentityUpdate`: the buyer's e-mail, country and customer token.
public enum CartBuyerIdentityUpdate: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartBuyerIdentityUpdate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.buyerIdentityUpdate
}
/// `cartDeliveryAddressesAdd`: a shipping address added to a cart.
public enum CartDeliveryAddressesAdd: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartDeliveryAddressesAdd"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.deliveryAddressesAdd
}
/// `cartDeliveryAddressesUpdate`: a cart's shipping address changed.
public enum CartDeliveryAddressesUpdate: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartDeliveryAddressesUpdate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.deliveryAddressesUpdate
}
/// Replaces every delivery address of the cart at once (2025-10 and later).
public enum CartDeliveryAddressesReplace: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartDeliveryAddressesReplace"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.deliveryAddressesReplace
    /// The first API version that answers it (nil: every version shopterm speaks).
    public static let since: APIVersion? = .addressesReplace
}
/// `cartSelectedDeliveryOptionsUpdate`: a delivery option chosen for a delivery group.
public enum CartSelectedDeliveryOptionsUpdate: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartSelectedDeliveryOptionsUpdate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.selectedDeliveryOptionsUpdate
}

/// A line to send: variant, quantity and the selling plan it is bought on (`CartLineInput`).
public struct LineInput: Sendable, Hashable {
    /// The variant to buy.
    public var variantID: ProductVariant.ID
    /// How many.
    public var quantity: Int
    /// The selling plan it is bought on; nil to buy it once.
    public var sellingPlanID: SellingPlan.ID?

    /// A line of `quantity` of the variant, on the plan when one is given.
    public init(variantID: ProductVariant.ID, quantity: Int, sellingPlanID: SellingPlan.ID? = nil) {
        self.variantID = variantID
        self.quantity = quantity
        self.sellingPlanID = sellingPlanID
    }

    /// What makes it a line of its own in a cart: the same variant on another plan is another line.
    public var key: CartLineKey { CartLineKey(variantID: variantID, sellingPlanID: sellingPlanID) }
}

extension CartMutation where Mutation == CartCreate {
    /// `cartCreate` with lines, buyer identity, a selected one-time delivery address and the
    /// buyer's codes and note: the whole start of a checkout in one round trip.
    public init(
        lines: [LineInput], email: String?, countryCode: String?, address: ShippingAddress?, customerAccessToken: String? = nil,
        extras: CartExtras = CartExtras()
    ) {
        var input: [String: JSONValue] = ["lines": .array(lines.map(CartInputs.line))]
        if !extras.discountCodes.isEmpty { input["discountCodes"] = .array(extras.discountCodes.map(JSONValue.string)) }
        if !extras.giftCardCodes.isEmpty { input["giftCardCodes"] = .array(extras.giftCardCodes.map(JSONValue.string)) }
        if let note = extras.note, !note.isEmpty { input["note"] = .string(note) }
        let buyer = CartInputs.buyer(email: email, countryCode: countryCode, customerAccessToken: customerAccessToken)
        if case .object(let fields) = buyer, !fields.isEmpty { input["buyerIdentity"] = buyer }
        if let address { input["delivery"] = .object(["addresses": .array([CartInputs.selectableAddress(address)])]) }
        variables = ["input": .object(input)]
    }
}

extension CartMutation where Mutation == CartLinesAdd {
    /// The operation for these values (they become its variables).
    public init(cartID: String, lines: [LineInput]) {
        variables = ["cartId": .string(cartID), "lines": .array(lines.map(CartInputs.line))]
    }
}

extension CartMutation where Mutation == CartLinesUpdate {
    /// The operation for these values (they become its variables).
    public init(cartID: String, lines: [(lineID: String, quantity: Int)]) {
        variables = ["cartId": .string(cartID), "lines": .array(lines.map { .object(["id": .string($0.lineID), "quantity": .int($0.quantity)]) })]
    }
}

extension CartMutation where Mutation == CartLinesRemove {
    /// The operation for these values (they become its variables).
    public init(cartID: String, lineIDs: [String]) {
        variables = ["cartId": .string(cartID), "lineIds": .array(lineIDs.map(JSONValue.string))]
    }
}

extension CartMutation where Mutation == CartBuyerIdentityUpdate {
    /// The operation for these values (they become its variables).
    public init(cartID: String, email: String?, countryCode: String?, customerAccessToken: String? = nil) {
        variables = [
            "cartId": .string(cartID),
            "buyerIdentity": CartInputs.buyer(email: email, countryCode: countryCode, customerAccessToken: customerAccessToken),
        ]
    }
}

extension CartMutation where Mutation == CartDeliveryAddressesAdd {
    /// The operation for these values (they become its variables).
    public init(cartID: String, address: ShippingAddress) {
        variables = ["cartId": .string(cartID), "addresses": .array([CartInputs.selectableAddress(address)])]
    }
}

extension CartMutation where Mutation == CartDeliveryAddressesReplace {
    /// `address` becomes the cart's only delivery address, selected.
    public init(cartID: String, address: ShippingAddress) {
        variables = ["cartId": .string(cartID), "addresses": .array([CartInputs.selectableAddress(address)])]
    }
}

extension CartMutation where Mutation == CartDeliveryAddressesUpdate {
    /// Replaces the address with `addressID` and keeps it selected. Always one address: from
    /// 2025-10 an update with none clears them all.
    public init(cartID: String, addressID: String, address: ShippingAddress) {
        variables = [
            "cartId": .string(cartID),
            "addresses": .array([
                .object([
                    "id": .string(addressID), "selected": true, "address": .object(["deliveryAddress": address.cartInput]),
                ])
            ]),
        ]
    }
}

extension CartMutation where Mutation == CartSelectedDeliveryOptionsUpdate {
    /// The operation for these values (they become its variables).
    public init(cartID: String, deliveryGroupID: String, handle: String) {
        variables = [
            "cartId": .string(cartID),
            "selectedDeliveryOptions": .array([
                .object([
                    "deliveryGroupId": .string(deliveryGroupID), "deliveryOptionHandle": .string(handle),
                ])
            ]),
        ]
    }
}

/// Input values shared by the cart mutations.
enum CartInputs {
    static func line(_ line: LineInput) -> JSONValue {
        var input: [String: JSONValue] = ["merchandiseId": .string(line.variantID.rawValue), "quantity": .int(line.quantity)]
        input["sellingPlanId"] = .optional(line.sellingPlanID?.rawValue)
        return .object(input)
    }

    static func buyer(email: String?, countryCode: String?, customerAccessToken: String?) -> JSONValue {
        var buyer: [String: JSONValue] = [:]
        buyer["customerAccessToken"] = .optional(customerAccessToken)
        buyer["email"] = .optional(email)
        buyer["countryCode"] = .optional(countryCode)
        return .object(buyer)
    }

    /// A selected, one-time delivery address.
    static func selectableAddress(_ address: ShippingAddress) -> JSONValue {
        .object(["address": .object(["deliveryAddress": address.cartInput]), "selected": true, "oneTimeUse": true])
    }
}

/// `cart(id:)`: the cart, or nil once it has been checked out (or has expired).
public struct CartQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The cart; nil when the store no longer has it (its checkout was completed, or it expired).
        public var cart: RemoteCart?
    }
    /// The operation's name, as its document names it.
    public static let operationName = "Cart"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.cartQuery
    /// The cart's global ID.
    public var id: String

    /// The operation for these values (they become its variables).
    public init(id: String) {
        self.id = id
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] { ["id": .string(id)] }
}

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

/// The Cart API documents: the cart fragment (what ``RemoteCart`` decodes) and the mutations
/// built on it, beside the operations that send them.
public enum CartDocuments {
    static let context = "$country: CountryCode, $language: LanguageCode"
    static let inContext = "@inContext(country: $country, language: $language)"

    /// `CartUserErrorFields`: a refusal's field, code and message.
    public static let userError = GraphQLFragment(
        "CartUserErrorFields",
        """
        fragment CartUserErrorFields on CartUserError { field code message }
        """)

    /// `CartWarningFields`: what the store changed of its own accord.
    public static let warning = GraphQLFragment(
        "CartWarningFields",
        """
        fragment CartWarningFields on CartWarning { code message target }
        """)

    /// `DeliveryOptionFields`: a delivery option's handle, title, cost and description.
    public static let deliveryOption = GraphQLFragment(
        "DeliveryOptionFields",
        """
        fragment DeliveryOptionFields on CartDeliveryOption { handle title description estimatedCost { ...MoneyFields } }
        """, uses: [Money.fragment])

    /// `CartFields`: everything ``RemoteCart`` reads.
    public static let cart = GraphQLFragment(
        "CartFields",
        """
        fragment CartFields on Cart {
          id checkoutUrl note
          buyerIdentity { email countryCode customer { id } }
          discountCodes { code applicable }
          discountAllocations {
            discountedAmount { ...MoneyFields }
            ... on CartCodeDiscountAllocation { code }
            ... on CartAutomaticDiscountAllocation { title }
            ... on CartCustomDiscountAllocation { title }
          }
          appliedGiftCards { id lastCharacters presentmentAmountUsed { ...MoneyFields } balance { ...MoneyFields } }
          cost {
            subtotalAmount { ...MoneyFields }
            totalTaxAmount { ...MoneyFields }
            totalDutyAmount { ...MoneyFields }
          }
          lines(first: \(cartLineLimit)) {
            nodes {
              id quantity
              merchandise { ... on ProductVariant { id title product { title } } }
              cost { amountPerQuantity { ...MoneyFields } }
              sellingPlanAllocation { sellingPlan { id name } }
            }
          }
          delivery {
            addresses {
              id selected
              address { ... on CartDeliveryAddress { firstName lastName company address1 address2 city provinceCode zip countryCode phone } }
            }
          }
          deliveryGroups(first: 10) {
            nodes { id deliveryOptions { ...DeliveryOptionFields } selectedDeliveryOption { ...DeliveryOptionFields } }
          }
        }
        """, uses: [Money.fragment, deliveryOption])

    static let payloadFragments = [cart, userError, warning]

    /// A cart mutation: `name` is the operation, `field` the mutation field, `arguments` its
    /// variable declarations and argument list.
    static func mutation(_ name: String, _ field: String, declarations: String, arguments: String) -> GraphQLDocument {
        GraphQLDocument(
            """
            mutation \(name)(\(declarations), \(context)) \(inContext) {
              \(field)(\(arguments)) {
                cart { ...CartFields }
                userErrors { ...CartUserErrorFields }
                warnings { ...CartWarningFields }
              }
            }
            """, fragments: payloadFragments)
    }

    /// `query Cart`: a cart read by its ID.
    public static let cartQuery = GraphQLDocument(
        """
        query Cart($id: ID!, \(context)) \(inContext) {
          cart(id: $id) { ...CartFields }
        }
        """, fragments: [cart])

    /// `mutation CartCreate`.
    public static let create = mutation("CartCreate", "cartCreate", declarations: "$input: CartInput!", arguments: "input: $input")
    /// `mutation CartLinesAdd`.
    public static let linesAdd = mutation(
        "CartLinesAdd", "cartLinesAdd", declarations: "$cartId: ID!, $lines: [CartLineInput!]!",
        arguments: "cartId: $cartId, lines: $lines")
    /// `mutation CartLinesUpdate`.
    public static let linesUpdate = mutation(
        "CartLinesUpdate", "cartLinesUpdate", declarations: "$cartId: ID!, $lines: [CartLineUpdateInput!]!",
        arguments: "cartId: $cartId, lines: $lines")
    /// `mutation CartLinesRemove`.
    public static let linesRemove = mutation(
        "CartLinesRemove", "cartLinesRemove", declarations: "$cartId: ID!, $lineIds: [ID!]!",
        arguments: "cartId: $cartId, lineIds: $lineIds")
    /// `mutation CartBuyerIdentityUpdate`.
    public static let buyerIdentityUpdate = mutation(
        "CartBuyerIdentityUpdate", "cartBuyerIdentityUpdate",
        declarations: "$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!",
        arguments: "cartId: $cartId, buyerIdentity: $buyerIdentity")
    /// `mutation CartDeliveryAddressesAdd`.
    public static let deliveryAddressesAdd = mutation(
        "CartDeliveryAddressesAdd", "cartDeliveryAddressesAdd",
        declarations: "$cartId: ID!, $addresses: [CartSelectableAddressInput!]!",
        arguments: "cartId: $cartId, addresses: $addresses")
    /// `mutation CartDeliveryAddressesUpdate`.
    public static let deliveryAddressesUpdate = mutation(
        "CartDeliveryAddressesUpdate", "cartDeliveryAddressesUpdate",
        declarations: "$cartId: ID!, $addresses: [CartSelectableAddressUpdateInput!]!",
        arguments: "cartId: $cartId, addresses: $addresses")
    /// `mutation CartDeliveryAddressesReplace` (from 2025-10).
    public static let deliveryAddressesReplace = mutation(
        "CartDeliveryAddressesReplace", "cartDeliveryAddressesReplace",
        declarations: "$cartId: ID!, $addresses: [CartSelectableAddressInput!]!",
        arguments: "cartId: $cartId, addresses: $addresses")
    /// `mutation CartSelectedDeliveryOptionsUpdate`.
    public static let selectedDeliveryOptionsUpdate = mutation(
        "CartSelectedDeliveryOptionsUpdate", "cartSelectedDeliveryOptionsUpdate",
        declarations: "$cartId: ID!, $selectedDeliveryOptions: [CartSelectedDeliveryOptionInput!]!",
        arguments: "cartId: $cartId, selectedDeliveryOptions: $selectedDeliveryOptions")
}
