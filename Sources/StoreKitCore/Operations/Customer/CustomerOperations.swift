/// What a classic customer operation's single field answers. Mutations share one payload type
/// (``CustomerPayload``); each query names its own.
public protocol CustomerOperationKind: Sendable {
    /// What the operation's field answers.
    associatedtype Payload: Decodable & Sendable
    /// The operation's name, as its document names it.
    static var operationName: String { get }
    /// The operation's document, with the fragments it uses.
    static var document: GraphQLDocument { get }
    /// A query or a mutation.
    static var kind: OperationKind { get }
    /// See ``GraphQLOperation/largestPage``.
    static var largestPage: Int { get }
}

extension CustomerOperationKind {
    /// The longest page it asks for, which bounds its query cost.
    public static var largestPage: Int { maxPageSize }
}

/// A classic customer-account operation: `CustomerOperation<CustomerAccessTokenCreate>`, …
/// Its data is the one top-level field's value.
public struct CustomerOperation<Kind: CustomerOperationKind>: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public typealias Data = MutationData<Kind.Payload>
    /// The operation's name, as its document names it.
    public static var operationName: String { Kind.operationName }
    /// The GraphQL document sent, with the fragments it uses.
    public static var document: GraphQLDocument { Kind.document }
    /// A query may be retried; a mutation is sent at most once.
    public static var kind: OperationKind { Kind.kind }
    /// The longest page it asks for, which bounds its query cost.
    public static var largestPage: Int { Kind.largestPage }
    /// The document's variables, as sent.
    public let variables: [String: JSONValue]

    init(_ variables: [String: JSONValue]) {
        self.variables = variables
    }
}

/// Every customer mutation's payload: the fields a mutation does not have stay nil.
public struct CustomerPayload: Decodable, Sendable {
    /// The customer the mutation made or changed (`customerCreate`, `customerUpdate`, a reset).
    public var customer: CustomerProfile?
    /// The access token a login, a renewal, an activation or a reset gave.
    public var customerAccessToken: CustomerAccessToken?
    /// The address the mutation saved.
    public var customerAddress: CustomerAddress?
    /// The token a logout deleted.
    public var deletedAccessToken: String?
    /// The global ID of the address the mutation deleted.
    public var deletedCustomerAddressId: String?
    var customerUserErrors: [UserError]?
    var userErrors: [UserError]?

    /// `customerUserErrors`, or `userErrors` for the mutations that only have those.
    public var errors: [UserError] { customerUserErrors ?? userErrors ?? [] }
}

/// A customer mutation document.
public protocol CustomerMutationKind: CustomerOperationKind where Payload == CustomerPayload {}
extension CustomerMutationKind {
    /// A query may be retried; a mutation is sent at most once.
    public static var kind: OperationKind { .mutation }
}

/// `customerCreate`: a classic account made.
public enum CustomerCreate: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerCreate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.customerCreate
}
/// `customerAccessTokenCreate`: a classic login.
public enum CustomerAccessTokenCreate: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerAccessTokenCreate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.accessTokenCreate
}
/// `customerAccessTokenRenew`: a login renewed before it expires.
public enum CustomerAccessTokenRenew: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerAccessTokenRenew"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.accessTokenRenew
}
/// `customerAccessTokenDelete`: a logout the shop is told of.
public enum CustomerAccessTokenDelete: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerAccessTokenDelete"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.accessTokenDelete
}
/// `customerRecover`: a password reset e-mail asked for.
public enum CustomerRecover: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerRecover"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.recover
}
/// `customerActivateByUrl`: an invited account activated from its e-mail's link.
public enum CustomerActivateByUrl: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerActivateByUrl"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.activateByURL
}
/// `customerResetByUrl`: a new password set from a reset e-mail's link.
public enum CustomerResetByUrl: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerResetByUrl"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.resetByURL
}
/// `customerAddressCreate`: an address added to the address book.
public enum CustomerAddressCreate: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerAddressCreate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.addressCreate
}
/// `customerAddressUpdate`: a saved address changed.
public enum CustomerAddressUpdate: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerAddressUpdate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.addressUpdate
}
/// `customerAddressDelete`: a saved address deleted.
public enum CustomerAddressDelete: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerAddressDelete"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.addressDelete
}
/// `customerDefaultAddressUpdate`: the default address chosen.
public enum CustomerDefaultAddressUpdate: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerDefaultAddressUpdate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.defaultAddressUpdate
}
/// `customerUpdate`: the profile (name, e-mail, phone, marketing, password) changed.
public enum CustomerUpdate: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerUpdate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.customerUpdate
}

/// `customer { profile }`.
public enum CustomerProfileQuery: CustomerOperationKind {
    /// The customer's profile.
    public typealias Payload = CustomerProfile
    /// The operation's name, as its document names it.
    public static let operationName = "Customer"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.customer
    /// A query may be retried; a mutation is sent at most once.
    public static var kind: OperationKind { .query }
}

/// `customer { defaultAddress addresses }`: one page of the address book.
public enum CustomerAddressesQuery: CustomerOperationKind {
    /// One page of the address book and which address is the default.
    public struct Payload: Decodable, Sendable {
        private struct Reference: Decodable, Sendable { var id: String }
        private var defaultAddress: Reference?
        /// The page of saved addresses.
        public var addresses: Page<CustomerAddress>
        /// The global ID of the default address, when there is one.
        public var defaultAddressID: String? { defaultAddress?.id }
    }
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerAddresses"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.addresses
    /// A query may be retried; a mutation is sent at most once.
    public static var kind: OperationKind { .query }
}

/// `customer { orders }`: one page of the order history, newest first.
public enum CustomerOrdersQuery: CustomerOperationKind {
    /// One page of orders, newest first.
    public struct Payload: Decodable, Sendable {
        /// The page of orders, newest first.
        public var orders: Page<CustomerOrder>
    }
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerOrders"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.orders
    /// A query may be retried; a mutation is sent at most once.
    public static var kind: OperationKind { .query }
    /// Each order comes with its lines, money and address: ten keep a request within the
    /// 1,000 cost points a store answers.
    public static let largestPage = 10
}

extension CustomerOperation where Kind == CustomerCreate {
    /// The operation for these values (they become its variables).
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
    /// The operation for these values (they become its variables).
    public init(email: String, password: String) {
        self.init(["input": .object(["email": .string(email), "password": .string(password)])])
    }
}

extension CustomerOperation where Kind == CustomerAccessTokenRenew {
    /// The operation for these values (they become its variables).
    public init(token: String) { self.init(["customerAccessToken": .string(token)]) }
}

extension CustomerOperation where Kind == CustomerAccessTokenDelete {
    /// The operation for these values (they become its variables).
    public init(token: String) { self.init(["customerAccessToken": .string(token)]) }
}

extension CustomerOperation where Kind == CustomerRecover {
    /// The operation for these values (they become its variables).
    public init(email: String) { self.init(["email": .string(email)]) }
}

extension CustomerOperation where Kind == CustomerActivateByUrl {
    /// The operation for these values (they become its variables).
    public init(activationURL: String, password: String) {
        self.init(["activationUrl": .string(activationURL), "password": .string(password)])
    }
}

extension CustomerOperation where Kind == CustomerResetByUrl {
    /// The operation for these values (they become its variables).
    public init(resetURL: String, password: String) {
        self.init(["resetUrl": .string(resetURL), "password": .string(password)])
    }
}

extension CustomerOperation where Kind == CustomerAddressCreate {
    /// The operation for these values (they become its variables).
    public init(token: String, address: ShippingAddress) {
        self.init(["customerAccessToken": .string(token), "address": address.mailingAddressInput])
    }
}

extension CustomerOperation where Kind == CustomerAddressUpdate {
    /// The operation for these values (they become its variables).
    public init(token: String, id: String, address: ShippingAddress) {
        self.init(["customerAccessToken": .string(token), "id": .string(id), "address": address.mailingAddressInput])
    }
}

extension CustomerOperation where Kind == CustomerAddressDelete {
    /// The operation for these values (they become its variables).
    public init(token: String, id: String) {
        self.init(["customerAccessToken": .string(token), "id": .string(id)])
    }
}

extension CustomerOperation where Kind == CustomerDefaultAddressUpdate {
    /// The operation for these values (they become its variables).
    public init(token: String, addressID: String) {
        self.init(["customerAccessToken": .string(token), "addressId": .string(addressID)])
    }
}

extension CustomerOperation where Kind == CustomerUpdate {
    /// The operation for these values (they become its variables).
    public init(token: String, change: ProfileChange) {
        self.init(["customerAccessToken": .string(token), "customer": change.input])
    }
}

extension CustomerOperation where Kind == CustomerProfileQuery {
    /// The operation for these values (they become its variables).
    public init(token: String) { self.init(["customerAccessToken": .string(token)]) }
}

extension CustomerOperation where Kind == CustomerAddressesQuery {
    /// The operation for these values (they become its variables).
    public init(token: String, first: Int = 50, after: String? = nil) {
        var variables: [String: JSONValue] = ["customerAccessToken": .string(token), "first": .int(first)]
        variables["after"] = .optional(after)
        self.init(variables)
    }
}

extension CustomerOperation where Kind == CustomerOrdersQuery {
    /// The operation for these values (they become its variables).
    public init(token: String, first: Int = 20, after: String? = nil) {
        var variables: [String: JSONValue] = ["customerAccessToken": .string(token), "first": .int(first)]
        variables["after"] = .optional(after)
        self.init(variables)
    }
}

/// The classic customer-account documents of the Storefront API (all API versions here).
/// Every one takes the customer's access token as a variable; none is ever cached.
public enum CustomerDocuments {
    /// `CustomerUserErrorFields`: a refusal's field, code and message.
    public static let customerUserError = GraphQLFragment(
        "CustomerUserErrorFields",
        """
        fragment CustomerUserErrorFields on CustomerUserError { field code message }
        """)

    /// `CustomerAccessTokenFields`: the token and when it expires.
    public static let accessToken = GraphQLFragment(
        "CustomerAccessTokenFields",
        """
        fragment CustomerAccessTokenFields on CustomerAccessToken { accessToken expiresAt }
        """)

    /// `MailingAddressFields`: a saved address with its global ID.
    public static let address = GraphQLFragment(
        "MailingAddressFields",
        """
        fragment MailingAddressFields on MailingAddress {
          id firstName lastName company address1 address2 city provinceCode zip countryCodeV2 phone
        }
        """)

    /// `CustomerProfileFields`: the profile.
    public static let profile = GraphQLFragment(
        "CustomerProfileFields",
        """
        fragment CustomerProfileFields on Customer {
          id firstName lastName email phone acceptsMarketing
          defaultAddress { id }
        }
        """)

    /// `CustomerOrderFields`: an order with its first lines, totals and status.
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

    /// `mutation CustomerCreate`.
    public static let customerCreate = GraphQLDocument(
        """
        mutation CustomerCreate($input: CustomerCreateInput!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerCreate(input: $input) {
            customer { ...CustomerProfileFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [profile, customerUserError])

    /// `mutation CustomerAccessTokenCreate`.
    public static let accessTokenCreate = GraphQLDocument(
        """
        mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerAccessTokenCreate(input: $input) {
            customerAccessToken { ...CustomerAccessTokenFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [accessToken, customerUserError])

    /// `mutation CustomerAccessTokenRenew`.
    public static let accessTokenRenew = GraphQLDocument(
        """
        mutation CustomerAccessTokenRenew($customerAccessToken: String!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerAccessTokenRenew(customerAccessToken: $customerAccessToken) {
            customerAccessToken { ...CustomerAccessTokenFields }
            userErrors { field message }
          }
        }
        """, fragments: [accessToken])

    /// `mutation CustomerAccessTokenDelete`.
    public static let accessTokenDelete = GraphQLDocument(
        """
        mutation CustomerAccessTokenDelete($customerAccessToken: String!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
            deletedAccessToken
            userErrors { field message }
          }
        }
        """)

    /// `mutation CustomerRecover`.
    public static let recover = GraphQLDocument(
        """
        mutation CustomerRecover($email: String!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerRecover(email: $email) {
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [customerUserError])

    /// `mutation CustomerActivateByUrl`.
    public static let activateByURL = GraphQLDocument(
        """
        mutation CustomerActivateByUrl($activationUrl: URL!, $password: String!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerActivateByUrl(activationUrl: $activationUrl, password: $password) {
            customerAccessToken { ...CustomerAccessTokenFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [accessToken, customerUserError])

    /// `mutation CustomerResetByUrl`.
    public static let resetByURL = GraphQLDocument(
        """
        mutation CustomerResetByUrl($resetUrl: URL!, $password: String!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerResetByUrl(resetUrl: $resetUrl, password: $password) {
            customerAccessToken { ...CustomerAccessTokenFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [accessToken, customerUserError])

    /// `query Customer`: the profile.
    public static let customer = GraphQLDocument(
        """
        query Customer($customerAccessToken: String!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customer(customerAccessToken: $customerAccessToken) { ...CustomerProfileFields }
        }
        """, fragments: [profile])

    /// `query CustomerAddresses`: a page of the address book and the default address.
    public static let addresses = GraphQLDocument(
        """
        query CustomerAddresses($customerAccessToken: String!, $first: Int!, $after: String, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customer(customerAccessToken: $customerAccessToken) {
            defaultAddress { id }
            addresses(first: $first, after: $after) { nodes { ...MailingAddressFields } pageInfo { ...PageInfoFields } }
          }
        }
        """, fragments: [address, PageInfo.fragment])

    /// `query CustomerOrders`: a page of orders, newest first.
    public static let orders = GraphQLDocument(
        """
        query CustomerOrders($customerAccessToken: String!, $first: Int!, $after: String, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customer(customerAccessToken: $customerAccessToken) {
            orders(first: $first, after: $after, reverse: true) { nodes { ...CustomerOrderFields } pageInfo { ...PageInfoFields } }
          }
        }
        """, fragments: [order, PageInfo.fragment])

    /// `mutation CustomerAddressCreate`.
    public static let addressCreate = GraphQLDocument(
        """
        mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
            customerAddress { ...MailingAddressFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [address, customerUserError])

    /// `mutation CustomerAddressUpdate`.
    public static let addressUpdate = GraphQLDocument(
        """
        mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
            customerAddress { ...MailingAddressFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [address, customerUserError])

    /// `mutation CustomerAddressDelete`.
    public static let addressDelete = GraphQLDocument(
        """
        mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {
            deletedCustomerAddressId
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [customerUserError])

    /// `mutation CustomerDefaultAddressUpdate`.
    public static let defaultAddressUpdate = GraphQLDocument(
        """
        mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
            customer { ...CustomerProfileFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [profile, customerUserError])

    /// `mutation CustomerUpdate`.
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
