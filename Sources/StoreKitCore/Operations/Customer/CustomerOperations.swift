/// What a classic customer operation's single field answers. Mutations share one payload type
/// (``CustomerPayload``); each query names its own.
public protocol CustomerOperationKind: Sendable {
    associatedtype Payload: Decodable & Sendable
    static var operationName: String { get }
    static var document: GraphQLDocument { get }
    static var kind: OperationKind { get }
    /// See ``GraphQLOperation/largestPage``.
    static var largestPage: Int { get }
}

extension CustomerOperationKind {
    public static var largestPage: Int { maxPageSize }
}

/// A classic customer-account operation: `CustomerOperation<CustomerAccessTokenCreate>`, …
/// Its data is the one top-level field's value.
public struct CustomerOperation<Kind: CustomerOperationKind>: GraphQLOperation {
    public typealias Data = MutationData<Kind.Payload>
    public static var operationName: String { Kind.operationName }
    public static var document: GraphQLDocument { Kind.document }
    public static var kind: OperationKind { Kind.kind }
    public static var largestPage: Int { Kind.largestPage }
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
    /// Each order comes with its lines, money and address: ten keep a request within the
    /// 1,000 cost points a store answers.
    public static let largestPage = 10
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

/// The classic customer-account documents of the Storefront API (all API versions here).
/// Every one takes the customer's access token as a variable; none is ever cached.
public enum CustomerDocuments {
    public static let customerUserError = GraphQLFragment(
        "CustomerUserErrorFields",
        """
        fragment CustomerUserErrorFields on CustomerUserError { field code message }
        """)

    public static let accessToken = GraphQLFragment(
        "CustomerAccessTokenFields",
        """
        fragment CustomerAccessTokenFields on CustomerAccessToken { accessToken expiresAt }
        """)

    public static let address = GraphQLFragment(
        "MailingAddressFields",
        """
        fragment MailingAddressFields on MailingAddress {
          id firstName lastName company address1 address2 city provinceCode zip countryCodeV2 phone
        }
        """)

    public static let profile = GraphQLFragment(
        "CustomerProfileFields",
        """
        fragment CustomerProfileFields on Customer {
          id firstName lastName email phone acceptsMarketing
          defaultAddress { id }
        }
        """)

    public static let order = GraphQLFragment(
        "CustomerOrderFields",
        """
        fragment CustomerOrderFields on Order {
          id name orderNumber processedAt financialStatus fulfillmentStatus statusUrl canceledAt
          totalPrice { ...MoneyFields }
          subtotalPrice { ...MoneyFields }
          totalShippingPrice { ...MoneyFields }
          totalTax { ...MoneyFields }
          totalRefunded { ...MoneyFields }
          shippingAddress { ...MailingAddressFields }
          lineItems(first: \(CustomerOrder.linesRead)) {
            nodes { title currentQuantity variant { title } discountedTotalPrice { ...MoneyFields } }
            pageInfo { hasNextPage }
          }
        }
        """, uses: [Money.fragment, address])

    public static let customerCreate = GraphQLDocument(
        """
        mutation CustomerCreate($input: CustomerCreateInput!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerCreate(input: $input) {
            customer { ...CustomerProfileFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [profile, customerUserError])

    public static let accessTokenCreate = GraphQLDocument(
        """
        mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerAccessTokenCreate(input: $input) {
            customerAccessToken { ...CustomerAccessTokenFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [accessToken, customerUserError])

    public static let accessTokenRenew = GraphQLDocument(
        """
        mutation CustomerAccessTokenRenew($customerAccessToken: String!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerAccessTokenRenew(customerAccessToken: $customerAccessToken) {
            customerAccessToken { ...CustomerAccessTokenFields }
            userErrors { field message }
          }
        }
        """, fragments: [accessToken])

    public static let accessTokenDelete = GraphQLDocument(
        """
        mutation CustomerAccessTokenDelete($customerAccessToken: String!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
            deletedAccessToken
            userErrors { field message }
          }
        }
        """)

    public static let recover = GraphQLDocument(
        """
        mutation CustomerRecover($email: String!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerRecover(email: $email) {
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [customerUserError])

    public static let activateByURL = GraphQLDocument(
        """
        mutation CustomerActivateByUrl($activationUrl: URL!, $password: String!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerActivateByUrl(activationUrl: $activationUrl, password: $password) {
            customerAccessToken { ...CustomerAccessTokenFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [accessToken, customerUserError])

    public static let resetByURL = GraphQLDocument(
        """
        mutation CustomerResetByUrl($resetUrl: URL!, $password: String!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerResetByUrl(resetUrl: $resetUrl, password: $password) {
            customerAccessToken { ...CustomerAccessTokenFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [accessToken, customerUserError])

    public static let customer = GraphQLDocument(
        """
        query Customer($customerAccessToken: String!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customer(customerAccessToken: $customerAccessToken) { ...CustomerProfileFields }
        }
        """, fragments: [profile])

    public static let addresses = GraphQLDocument(
        """
        query CustomerAddresses($customerAccessToken: String!, $first: Int!, $after: String, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customer(customerAccessToken: $customerAccessToken) {
            defaultAddress { id }
            addresses(first: $first, after: $after) { nodes { ...MailingAddressFields } pageInfo { ...PageInfoFields } }
          }
        }
        """, fragments: [address, PageInfo.fragment])

    public static let orders = GraphQLDocument(
        """
        query CustomerOrders($customerAccessToken: String!, $first: Int!, $after: String, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customer(customerAccessToken: $customerAccessToken) {
            orders(first: $first, after: $after, reverse: true) { nodes { ...CustomerOrderFields } pageInfo { ...PageInfoFields } }
          }
        }
        """, fragments: [order, PageInfo.fragment])

    public static let addressCreate = GraphQLDocument(
        """
        mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
            customerAddress { ...MailingAddressFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [address, customerUserError])

    public static let addressUpdate = GraphQLDocument(
        """
        mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
            customerAddress { ...MailingAddressFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [address, customerUserError])

    public static let addressDelete = GraphQLDocument(
        """
        mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {
            deletedCustomerAddressId
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [customerUserError])

    public static let defaultAddressUpdate = GraphQLDocument(
        """
        mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
            customer { ...CustomerProfileFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [profile, customerUserError])

    public static let customerUpdate = GraphQLDocument(
        """
        mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
            customer { ...CustomerProfileFields }
            customerAccessToken { ...CustomerAccessTokenFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [profile, accessToken, customerUserError])
}
