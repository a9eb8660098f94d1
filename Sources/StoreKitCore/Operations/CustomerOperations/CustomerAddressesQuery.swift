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

extension CustomerOperation where Kind == CustomerAddressesQuery {
    /// The operation for these values (they become its variables).
    public init(token: String, first: Int = 50, after: String? = nil) {
        var variables: [String: JSONValue] = ["customerAccessToken": .string(token), "first": .int(first)]
        variables["after"] = .optional(after)
        self.init(variables)
    }
}
