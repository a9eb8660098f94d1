/// The answer of every cart mutation: the cart (nil when refused), user errors and warnings.
/// The most lines a store's cart is read with, in one request: at about 7 cost points a line
/// (its variant, its cost and its selling plan), 100 keep a cart query (or a cart mutation's
/// answer) within the 1,000 cost points a store answers tokenless. The local cart holds no more
/// different items.
public let cartLineLimit = 100

public struct CartPayload: Decodable, Sendable {
    public var cart: RemoteCart?
    public var userErrors: [UserError]
    public var warnings: [CheckoutWarning]
}

/// A Cart API mutation. All of them answer with a ``CartPayload``; `Mutation` names which
/// document is sent (`CartMutation<CartCreate>`, `CartMutation<CartLinesAdd>`, …).
public struct CartMutation<Mutation: MutationDocument>: GraphQLOperation {
    public typealias Data = MutationData<CartPayload>
    public static var operationName: String { Mutation.operationName }
    public static var document: GraphQLDocument { Mutation.document }
    public static var kind: OperationKind { .mutation }
    public static var since: APIVersion? { Mutation.since }
    public let variables: [String: JSONValue]
}

public enum CartCreate: MutationDocument {
    public static let operationName = "CartCreate"
    public static let document = CartDocuments.create
}
public enum CartLinesAdd: MutationDocument {
    public static let operationName = "CartLinesAdd"
    public static let document = CartDocuments.linesAdd
}
public enum CartLinesUpdate: MutationDocument {
    public static let operationName = "CartLinesUpdate"
    public static let document = CartDocuments.linesUpdate
}
public enum CartLinesRemove: MutationDocument {
    public static let operationName = "CartLinesRemove"
    public static let document = CartDocuments.linesRemove
}
public enum CartBuyerIdentityUpdate: MutationDocument {
    public static let operationName = "CartBuyerIdentityUpdate"
    public static let document = CartDocuments.buyerIdentityUpdate
}
public enum CartDeliveryAddressesAdd: MutationDocument {
    public static let operationName = "CartDeliveryAddressesAdd"
    public static let document = CartDocuments.deliveryAddressesAdd
}
public enum CartDeliveryAddressesUpdate: MutationDocument {
    public static let operationName = "CartDeliveryAddressesUpdate"
    public static let document = CartDocuments.deliveryAddressesUpdate
}
/// Replaces every delivery address of the cart at once (2025-10 and later).
public enum CartDeliveryAddressesReplace: MutationDocument {
    public static let operationName = "CartDeliveryAddressesReplace"
    public static let document = CartDocuments.deliveryAddressesReplace
    public static let since: APIVersion? = .addressesReplace
}
public enum CartSelectedDeliveryOptionsUpdate: MutationDocument {
    public static let operationName = "CartSelectedDeliveryOptionsUpdate"
    public static let document = CartDocuments.selectedDeliveryOptionsUpdate
}

/// A line to send: variant, quantity and the selling plan it is bought on (`CartLineInput`).
public struct LineInput: Sendable, Hashable {
    public var variantID: ProductVariant.ID
    public var quantity: Int
    public var sellingPlanID: SellingPlan.ID?

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
    public init(cartID: String, lines: [LineInput]) {
        variables = ["cartId": .string(cartID), "lines": .array(lines.map(CartInputs.line))]
    }
}

extension CartMutation where Mutation == CartLinesUpdate {
    public init(cartID: String, lines: [(lineID: String, quantity: Int)]) {
        variables = ["cartId": .string(cartID), "lines": .array(lines.map { .object(["id": .string($0.lineID), "quantity": .int($0.quantity)]) })]
    }
}

extension CartMutation where Mutation == CartLinesRemove {
    public init(cartID: String, lineIDs: [String]) {
        variables = ["cartId": .string(cartID), "lineIds": .array(lineIDs.map(JSONValue.string))]
    }
}

extension CartMutation where Mutation == CartBuyerIdentityUpdate {
    public init(cartID: String, email: String?, countryCode: String?, customerAccessToken: String? = nil) {
        variables = [
            "cartId": .string(cartID),
            "buyerIdentity": CartInputs.buyer(email: email, countryCode: countryCode, customerAccessToken: customerAccessToken),
        ]
    }
}

extension CartMutation where Mutation == CartDeliveryAddressesAdd {
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
    public struct Data: Decodable, Sendable { public var cart: RemoteCart? }
    public static let operationName = "Cart"
    public static let document = CartDocuments.cartQuery
    public var id: String

    public init(id: String) {
        self.id = id
    }

    public var variables: [String: JSONValue] { ["id": .string(id)] }
}

/// A cart as the Cart API returns it (`CartFields`).
public struct RemoteCart: Decodable, Sendable, Equatable {
    public struct Line: Decodable, Sendable, Equatable {
        public struct Merchandise: Decodable, Sendable, Equatable {
            public struct Product: Decodable, Sendable, Equatable { public var title: String }
            public var id: ProductVariant.ID
            public var title: String
            public var product: Product
        }
        public struct Cost: Decodable, Sendable, Equatable { public var amountPerQuantity: Money }
        public struct PlanAllocation: Decodable, Sendable, Equatable { public var sellingPlan: LinePlan }
        public var id: String
        public var quantity: Int
        public var merchandise: Merchandise
        /// What one costs on this line (the plan's price when it has one).
        public var cost: Cost
        public var sellingPlanAllocation: PlanAllocation?
    }

    public struct SelectableAddress: Decodable, Sendable, Equatable {
        public var id: String
        public var selected: Bool
        public var address: ShippingAddress
    }

    public struct DeliveryOption: Decodable, Sendable, Equatable {
        public var handle: String
        public var title: String?
        public var estimatedCost: Money
    }

    public struct DeliveryGroup: Decodable, Sendable, Equatable {
        public var id: String
        public var deliveryOptions: [DeliveryOption]
        public var selectedDeliveryOption: DeliveryOption?
    }

    public struct BuyerIdentity: Decodable, Sendable, Equatable {
        public struct Customer: Decodable, Sendable, Equatable { public var id: String }
        public var email: String?
        public var countryCode: String?
        public var customer: Customer?
    }

    public struct DiscountAllocation: Decodable, Sendable, Equatable {
        public var discountedAmount: Money
        /// A code discount's code.
        public var code: String?
        /// An automatic or custom discount's title.
        public var title: String?
    }

    public struct GiftCard: Decodable, Sendable, Equatable {
        public var id: String
        public var lastCharacters: String
        public var presentmentAmountUsed: Money
        public var balance: Money
    }

    public struct Cost: Decodable, Sendable, Equatable {
        public var subtotalAmount: Money
        /// Deprecated by Shopify (taxes are final at checkout); kept when a store still states them.
        public var totalTaxAmount: Money?
        public var totalDutyAmount: Money?
    }

    struct Delivery: Decodable, Sendable, Equatable { var addresses: [SelectableAddress] }

    public var id: String
    public var checkoutUrl: String
    public var buyerIdentity: BuyerIdentity
    public var cost: Cost
    var lines: Nodes<Line>
    var delivery: Delivery
    var deliveryGroups: Nodes<DeliveryGroup>
    public var note: String?
    public var discountCodes: [CartDiscountCode]
    public var discountAllocations: [DiscountAllocation]
    public var appliedGiftCards: [GiftCard]

    /// The cart as a ``CheckoutState``.
    public func state(warnings: [CheckoutWarning] = []) -> CheckoutState {
        let selected = delivery.addresses.first(where: \.selected)
        let group = deliveryGroups.nodes.first
        func rate(_ option: DeliveryOption) -> ShippingRate {
            ShippingRate(handle: option.handle, title: option.title ?? option.handle, price: option.estimatedCost)
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

    public static let userError = GraphQLFragment(
        "CartUserErrorFields",
        """
        fragment CartUserErrorFields on CartUserError { field code message }
        """)

    public static let warning = GraphQLFragment(
        "CartWarningFields",
        """
        fragment CartWarningFields on CartWarning { code message target }
        """)

    public static let deliveryOption = GraphQLFragment(
        "DeliveryOptionFields",
        """
        fragment DeliveryOptionFields on CartDeliveryOption { handle title estimatedCost { ...MoneyFields } }
        """, uses: [Money.fragment])

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

    public static let cartQuery = GraphQLDocument(
        """
        query Cart($id: ID!, \(context)) \(inContext) {
          cart(id: $id) { ...CartFields }
        }
        """, fragments: [cart])

    public static let create = mutation("CartCreate", "cartCreate", declarations: "$input: CartInput!", arguments: "input: $input")
    public static let linesAdd = mutation(
        "CartLinesAdd", "cartLinesAdd", declarations: "$cartId: ID!, $lines: [CartLineInput!]!",
        arguments: "cartId: $cartId, lines: $lines")
    public static let linesUpdate = mutation(
        "CartLinesUpdate", "cartLinesUpdate", declarations: "$cartId: ID!, $lines: [CartLineUpdateInput!]!",
        arguments: "cartId: $cartId, lines: $lines")
    public static let linesRemove = mutation(
        "CartLinesRemove", "cartLinesRemove", declarations: "$cartId: ID!, $lineIds: [ID!]!",
        arguments: "cartId: $cartId, lineIds: $lineIds")
    public static let buyerIdentityUpdate = mutation(
        "CartBuyerIdentityUpdate", "cartBuyerIdentityUpdate",
        declarations: "$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!",
        arguments: "cartId: $cartId, buyerIdentity: $buyerIdentity")
    public static let deliveryAddressesAdd = mutation(
        "CartDeliveryAddressesAdd", "cartDeliveryAddressesAdd",
        declarations: "$cartId: ID!, $addresses: [CartSelectableAddressInput!]!",
        arguments: "cartId: $cartId, addresses: $addresses")
    public static let deliveryAddressesUpdate = mutation(
        "CartDeliveryAddressesUpdate", "cartDeliveryAddressesUpdate",
        declarations: "$cartId: ID!, $addresses: [CartSelectableAddressUpdateInput!]!",
        arguments: "cartId: $cartId, addresses: $addresses")
    public static let deliveryAddressesReplace = mutation(
        "CartDeliveryAddressesReplace", "cartDeliveryAddressesReplace",
        declarations: "$cartId: ID!, $addresses: [CartSelectableAddressInput!]!",
        arguments: "cartId: $cartId, addresses: $addresses")
    public static let selectedDeliveryOptionsUpdate = mutation(
        "CartSelectedDeliveryOptionsUpdate", "cartSelectedDeliveryOptionsUpdate",
        declarations: "$cartId: ID!, $selectedDeliveryOptions: [CartSelectedDeliveryOptionInput!]!",
        arguments: "cartId: $cartId, selectedDeliveryOptions: $selectedDeliveryOptions")
}
