/// The answer of every legacy checkout mutation: the checkout (nil when refused) and its errors.
public struct CheckoutPayload: Decodable, Sendable {
    public var checkout: RemoteCheckout?
    public var checkoutUserErrors: [UserError]
}

/// A legacy Checkout API mutation (2024-04 and older). All answer with a ``CheckoutPayload``.
public struct CheckoutMutation<Mutation: MutationDocument>: GraphQLOperation {
    public typealias Data = MutationData<CheckoutPayload>
    public static var operationName: String { Mutation.operationName }
    public static var document: GraphQLDocument { Mutation.document }
    public static var kind: OperationKind { .mutation }
    public static var isLegacy: Bool { true }
    public let variables: [String: JSONValue]
}

public enum CheckoutCreate: MutationDocument {
    public static let operationName = "CheckoutCreate"
    public static let document = CheckoutDocuments.create
}
public enum CheckoutEmailUpdate: MutationDocument {
    public static let operationName = "CheckoutEmailUpdate"
    public static let document = CheckoutDocuments.emailUpdate
}
public enum CheckoutShippingAddressUpdate: MutationDocument {
    public static let operationName = "CheckoutShippingAddressUpdate"
    public static let document = CheckoutDocuments.shippingAddressUpdate
}
public enum CheckoutLineItemsReplace: MutationDocument {
    public static let operationName = "CheckoutLineItemsReplace"
    public static let document = CheckoutDocuments.lineItemsReplace
}
public enum CheckoutShippingLineUpdate: MutationDocument {
    public static let operationName = "CheckoutShippingLineUpdate"
    public static let document = CheckoutDocuments.shippingLineUpdate
}

extension CheckoutMutation where Mutation == CheckoutCreate {
    public init(lines: [LineInput], email: String?, address: ShippingAddress?) {
        var input: [String: JSONValue] = ["lineItems": .array(lines.map(CheckoutInputs.lineItem))]
        input["email"] = .optional(email)
        if let address { input["shippingAddress"] = address.mailingAddressInput }
        variables = ["input": .object(input)]
    }
}

extension CheckoutMutation where Mutation == CheckoutEmailUpdate {
    public init(checkoutID: String, email: String) {
        variables = ["checkoutId": .string(checkoutID), "email": .string(email)]
    }
}

extension CheckoutMutation where Mutation == CheckoutShippingAddressUpdate {
    public init(checkoutID: String, address: ShippingAddress) {
        variables = ["checkoutId": .string(checkoutID), "shippingAddress": address.mailingAddressInput]
    }
}

extension CheckoutMutation where Mutation == CheckoutLineItemsReplace {
    public init(checkoutID: String, lines: [LineInput]) {
        variables = ["checkoutId": .string(checkoutID), "lineItems": .array(lines.map(CheckoutInputs.lineItem))]
    }
}

extension CheckoutMutation where Mutation == CheckoutShippingLineUpdate {
    public init(checkoutID: String, shippingRateHandle: String) {
        variables = ["checkoutId": .string(checkoutID), "shippingRateHandle": .string(shippingRateHandle)]
    }
}

enum CheckoutInputs {
    static func lineItem(_ line: LineInput) -> JSONValue {
        .object(["variantId": .string(line.variantID.rawValue), "quantity": .int(line.quantity)])
    }
}

/// The checkout with everything shown (`ready`, totals, lines, shipping line, order).
public struct CheckoutStatusQuery: GraphQLOperation {
    public struct Data: Decodable, Sendable { public var node: RemoteCheckout? }
    public static let operationName = "CheckoutStatus"
    public static let document = CheckoutDocuments.status
    public static var isLegacy: Bool { true }
    public var id: String

    public init(id: String) {
        self.id = id
    }

    public var variables: [String: JSONValue] { ["id": .string(id)] }
}

/// The checkout's shipping rates, polled until `ready`.
public struct CheckoutShippingRatesQuery: GraphQLOperation {
    public struct Data: Decodable, Sendable { public var node: Node? }
    public struct Node: Decodable, Sendable {
        public var availableShippingRates: AvailableShippingRates?
    }
    public struct AvailableShippingRates: Decodable, Sendable {
        public var ready: Bool
        public var shippingRates: [ShippingRate]?
    }
    public static let operationName = "CheckoutShippingRates"
    public static let document = CheckoutDocuments.shippingRates
    public static var isLegacy: Bool { true }
    public var id: String

    public init(id: String) {
        self.id = id
    }

    public var variables: [String: JSONValue] { ["id": .string(id)] }
}

/// A checkout as the Checkout API returns it (`CheckoutFields`).
public struct RemoteCheckout: Decodable, Sendable, Equatable {
    public struct LineItem: Decodable, Sendable, Equatable {
        public struct Variant: Decodable, Sendable, Equatable {
            public var id: ProductVariant.ID
            public var title: String
            public var price: Money
        }
        public var id: String
        public var title: String
        public var quantity: Int
        public var variant: Variant?
    }

    public struct MailingAddress: Decodable, Sendable, Equatable {
        public var firstName: String?
        public var lastName: String?
        public var company: String?
        public var address1: String?
        public var address2: String?
        public var city: String?
        public var provinceCode: String?
        public var zip: String?
        public var countryCodeV2: String?
        public var phone: String?

        var shippingAddress: ShippingAddress {
            ShippingAddress(firstName: firstName, lastName: lastName, company: company, address1: address1, address2: address2,
                            city: city, provinceCode: provinceCode, zip: zip, countryCode: countryCodeV2, phone: phone)
        }
    }

    public struct Order: Decodable, Sendable, Equatable {
        public var name: String
        public var totalPrice: Money
    }

    struct Nodes<Item: Decodable & Sendable & Equatable>: Decodable, Sendable, Equatable { var nodes: [Item] }

    public var id: String
    public var webUrl: String
    public var ready: Bool
    public var email: String?
    public var subtotalPrice: Money
    public var totalTax: Money
    public var totalPrice: Money
    public var shippingAddress: MailingAddress?
    public var shippingLine: ShippingRate?
    var lineItems: Nodes<LineItem>
    public var order: Order?

    /// The checkout as a ``CheckoutState``.
    public var state: CheckoutState {
        CheckoutState(
            id: id, api: .legacy, webURL: webUrl, email: email, address: shippingAddress?.shippingAddress,
            lines: lineItems.nodes.compactMap { item in
                item.variant.map {
                    CheckoutLine(id: item.id, variantID: $0.id, quantity: item.quantity, title: item.title, variantTitle: $0.title, unitPrice: $0.price)
                }
            },
            subtotal: subtotalPrice, tax: totalTax, total: totalPrice, selectedRate: shippingLine, isReady: ready,
            order: order.map { CompletedOrder(name: $0.name, total: $0.totalPrice) })
    }
}
