/// What a classic customer operation's single field answers. Mutations share one payload type
/// (``CustomerPayload``); each query names its own.
public protocol CustomerOperationKind: Sendable {
    associatedtype Payload: Decodable & Sendable
    static var operationName: String { get }
    static var document: GraphQLDocument { get }
    static var kind: OperationKind { get }
}

/// A classic customer-account operation: `CustomerOperation<CustomerAccessTokenCreate>`, …
/// Its data is the one top-level field's value.
public struct CustomerOperation<Kind: CustomerOperationKind>: GraphQLOperation {
    public typealias Data = MutationData<Kind.Payload>
    public static var operationName: String { Kind.operationName }
    public static var document: GraphQLDocument { Kind.document }
    public static var kind: OperationKind { Kind.kind }
    public let variables: [String: JSONValue]

    init(_ variables: [String: JSONValue]) {
        self.variables = variables
    }
}

/// Every customer mutation's payload: the fields a mutation does not have stay nil.
public struct CustomerPayload: Decodable, Sendable {
    public var customer: CustomerProfile?
    public var customerAccessToken: CustomerAccessToken?
    public var customerAddress: CustomerAddress?
    public var deletedAccessToken: String?
    public var deletedCustomerAddressId: String?
    var customerUserErrors: [UserError]?
    var userErrors: [UserError]?

    /// `customerUserErrors`, or `userErrors` for the mutations that only have those.
    public var errors: [UserError] { customerUserErrors ?? userErrors ?? [] }
}

/// A customer mutation document.
public protocol CustomerMutationKind: CustomerOperationKind where Payload == CustomerPayload {}
extension CustomerMutationKind {
    public static var kind: OperationKind { .mutation }
}

public enum CustomerCreate: CustomerMutationKind {
    public static let operationName = "CustomerCreate"
    public static let document = CustomerDocuments.customerCreate
}
public enum CustomerAccessTokenCreate: CustomerMutationKind {
    public static let operationName = "CustomerAccessTokenCreate"
    public static let document = CustomerDocuments.accessTokenCreate
}
public enum CustomerAccessTokenRenew: CustomerMutationKind {
    public static let operationName = "CustomerAccessTokenRenew"
    public static let document = CustomerDocuments.accessTokenRenew
}
public enum CustomerAccessTokenDelete: CustomerMutationKind {
    public static let operationName = "CustomerAccessTokenDelete"
    public static let document = CustomerDocuments.accessTokenDelete
}
public enum CustomerRecover: CustomerMutationKind {
    public static let operationName = "CustomerRecover"
    public static let document = CustomerDocuments.recover
}
public enum CustomerActivateByUrl: CustomerMutationKind {
    public static let operationName = "CustomerActivateByUrl"
    public static let document = CustomerDocuments.activateByURL
}
public enum CustomerResetByUrl: CustomerMutationKind {
    public static let operationName = "CustomerResetByUrl"
    public static let document = CustomerDocuments.resetByURL
}
public enum CustomerAddressCreate: CustomerMutationKind {
    public static let operationName = "CustomerAddressCreate"
    public static let document = CustomerDocuments.addressCreate
}
public enum CustomerAddressUpdate: CustomerMutationKind {
    public static let operationName = "CustomerAddressUpdate"
    public static let document = CustomerDocuments.addressUpdate
}
public enum CustomerAddressDelete: CustomerMutationKind {
    public static let operationName = "CustomerAddressDelete"
    public static let document = CustomerDocuments.addressDelete
}
public enum CustomerDefaultAddressUpdate: CustomerMutationKind {
    public static let operationName = "CustomerDefaultAddressUpdate"
    public static let document = CustomerDocuments.defaultAddressUpdate
}
public enum CustomerUpdate: CustomerMutationKind {
    public static let operationName = "CustomerUpdate"
    public static let document = CustomerDocuments.customerUpdate
}

/// `customer { profile }`.
public enum CustomerProfileQuery: CustomerOperationKind {
    public typealias Payload = CustomerProfile
    public static let operationName = "Customer"
    public static let document = CustomerDocuments.customer
    public static var kind: OperationKind { .query }
}

/// `customer { defaultAddress addresses }`: one page of the address book.
public enum CustomerAddressesQuery: CustomerOperationKind {
    public struct Payload: Decodable, Sendable {
        private struct Reference: Decodable, Sendable { var id: String }
        private var defaultAddress: Reference?
        public var addresses: Page<CustomerAddress>
        public var defaultAddressID: String? { defaultAddress?.id }
    }
    public static let operationName = "CustomerAddresses"
    public static let document = CustomerDocuments.addresses
    public static var kind: OperationKind { .query }
}

/// `customer { orders }`: one page of the order history, newest first.
public enum CustomerOrdersQuery: CustomerOperationKind {
    public struct Payload: Decodable, Sendable { public var orders: Page<CustomerOrder> }
    public static let operationName = "CustomerOrders"
    public static let document = CustomerDocuments.orders
    public static var kind: OperationKind { .query }
}

extension CustomerOperation where Kind == CustomerCreate {
    public init(_ form: SignUpForm) {
        var input: [String: JSONValue] = ["email": .string(form.email), "password": .string(form.password)]
        input["firstName"] = .optional(form.firstName)
        input["lastName"] = .optional(form.lastName)
        input["phone"] = .optional(form.phone)
        if form.acceptsMarketing { input["acceptsMarketing"] = true }
        self.init(["input": .object(input)])
    }
}

extension CustomerOperation where Kind == CustomerAccessTokenCreate {
    public init(email: String, password: String) {
        self.init(["input": .object(["email": .string(email), "password": .string(password)])])
    }
}

extension CustomerOperation where Kind == CustomerAccessTokenRenew {
    public init(token: String) { self.init(["customerAccessToken": .string(token)]) }
}

extension CustomerOperation where Kind == CustomerAccessTokenDelete {
    public init(token: String) { self.init(["customerAccessToken": .string(token)]) }
}

extension CustomerOperation where Kind == CustomerRecover {
    public init(email: String) { self.init(["email": .string(email)]) }
}

extension CustomerOperation where Kind == CustomerActivateByUrl {
    public init(activationURL: String, password: String) {
        self.init(["activationUrl": .string(activationURL), "password": .string(password)])
    }
}

extension CustomerOperation where Kind == CustomerResetByUrl {
    public init(resetURL: String, password: String) {
        self.init(["resetUrl": .string(resetURL), "password": .string(password)])
    }
}

extension CustomerOperation where Kind == CustomerAddressCreate {
    public init(token: String, address: ShippingAddress) {
        self.init(["customerAccessToken": .string(token), "address": address.mailingAddressInput])
    }
}

extension CustomerOperation where Kind == CustomerAddressUpdate {
    public init(token: String, id: String, address: ShippingAddress) {
        self.init(["customerAccessToken": .string(token), "id": .string(id), "address": address.mailingAddressInput])
    }
}

extension CustomerOperation where Kind == CustomerAddressDelete {
    public init(token: String, id: String) {
        self.init(["customerAccessToken": .string(token), "id": .string(id)])
    }
}

extension CustomerOperation where Kind == CustomerDefaultAddressUpdate {
    public init(token: String, addressID: String) {
        self.init(["customerAccessToken": .string(token), "addressId": .string(addressID)])
    }
}

extension CustomerOperation where Kind == CustomerUpdate {
    public init(token: String, change: ProfileChange) {
        self.init(["customerAccessToken": .string(token), "customer": change.input])
    }
}

extension CustomerOperation where Kind == CustomerProfileQuery {
    public init(token: String) { self.init(["customerAccessToken": .string(token)]) }
}

extension CustomerOperation where Kind == CustomerAddressesQuery {
    public init(token: String, first: Int = 50, after: String? = nil) {
        var variables: [String: JSONValue] = ["customerAccessToken": .string(token), "first": .int(first)]
        variables["after"] = .optional(after)
        self.init(variables)
    }
}

extension CustomerOperation where Kind == CustomerOrdersQuery {
    public init(token: String, first: Int = 20, after: String? = nil) {
        var variables: [String: JSONValue] = ["customerAccessToken": .string(token), "first": .int(first)]
        variables["after"] = .optional(after)
        self.init(variables)
    }
}
