/// The answer of every cart mutation: the cart (nil when refused), user errors and warnings.
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
public enum CartSelectedDeliveryOptionsUpdate: MutationDocument {
    public static let operationName = "CartSelectedDeliveryOptionsUpdate"
    public static let document = CartDocuments.selectedDeliveryOptionsUpdate
}

/// A line to send: variant and quantity.
public typealias LineInput = (variantID: ProductVariant.ID, quantity: Int)

extension CartMutation where Mutation == CartCreate {
    /// `cartCreate` with lines, buyer identity and a selected one-time delivery address: the
    /// whole start of a checkout in one round trip.
    public init(lines: [LineInput], email: String?, countryCode: String?, address: ShippingAddress?, customerAccessToken: String? = nil) {
        var input: [String: JSONValue] = ["lines": .array(lines.map(CartInputs.line))]
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
        variables = ["cartId": .string(cartID),
                     "buyerIdentity": CartInputs.buyer(email: email, countryCode: countryCode, customerAccessToken: customerAccessToken)]
    }
}

extension CartMutation where Mutation == CartDeliveryAddressesAdd {
    public init(cartID: String, address: ShippingAddress) {
        variables = ["cartId": .string(cartID), "addresses": .array([CartInputs.selectableAddress(address)])]
    }
}

extension CartMutation where Mutation == CartDeliveryAddressesUpdate {
    /// Replaces the address with `addressID` and keeps it selected.
    public init(cartID: String, addressID: String, address: ShippingAddress) {
        variables = ["cartId": .string(cartID), "addresses": .array([.object([
            "id": .string(addressID), "selected": true, "address": .object(["deliveryAddress": address.cartInput]),
        ])])]
    }
}

extension CartMutation where Mutation == CartSelectedDeliveryOptionsUpdate {
    public init(cartID: String, deliveryGroupID: String, handle: String) {
        variables = ["cartId": .string(cartID), "selectedDeliveryOptions": .array([.object([
            "deliveryGroupId": .string(deliveryGroupID), "deliveryOptionHandle": .string(handle),
        ])])]
    }
}

/// Input values shared by the cart mutations.
enum CartInputs {
    static func line(_ line: LineInput) -> JSONValue {
        .object(["merchandiseId": .string(line.variantID.rawValue), "quantity": .int(line.quantity)])
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
            public var price: Money
            public var product: Product
        }
        public var id: String
        public var quantity: Int
        public var merchandise: Merchandise
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

    public struct Cost: Decodable, Sendable, Equatable {
        public var subtotalAmount: Money
        public var totalAmount: Money
    }

    struct Nodes<Item: Decodable & Sendable & Equatable>: Decodable, Sendable, Equatable { var nodes: [Item] }
    struct Delivery: Decodable, Sendable, Equatable { var addresses: [SelectableAddress] }

    public var id: String
    public var checkoutUrl: String
    public var buyerIdentity: BuyerIdentity
    public var cost: Cost
    var lines: Nodes<Line>
    var delivery: Delivery
    var deliveryGroups: Nodes<DeliveryGroup>

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
                CheckoutLine(id: $0.id, variantID: $0.merchandise.id, quantity: $0.quantity, title: $0.merchandise.product.title,
                             variantTitle: $0.merchandise.title, unitPrice: $0.merchandise.price)
            },
            subtotal: cost.subtotalAmount, total: cost.totalAmount, deliveryGroupID: group?.id,
            shippingRates: group?.deliveryOptions.map(rate) ?? [], selectedRate: group?.selectedDeliveryOption.map(rate),
            warnings: warnings, customerID: buyerIdentity.customer?.id)
    }
}
