/// Every operation shopterm can send, for `shopterm operations` and schema validation.
public enum OperationManifest {
    /// One entry: the operation's name and its full document.
    public struct Entry: Sendable, Codable, Equatable {
        public var name: String
        public var document: String
    }

    /// The operation types, in a stable order.
    public static let operations: [any GraphQLOperation.Type] = [
        ShopQuery.self, HomeQuery.self, CollectionsQuery.self, CollectionProductsQuery.self, ProductsQuery.self,
        ProductQuery.self, ProductStockQuery.self, ProductTagsQuery.self, NodeQuery.self,
        CartQuery.self, CartMutation<CartCreate>.self, CartMutation<CartLinesAdd>.self, CartMutation<CartLinesUpdate>.self,
        CartMutation<CartLinesRemove>.self, CartMutation<CartBuyerIdentityUpdate>.self, CartMutation<CartDeliveryAddressesAdd>.self,
        CartMutation<CartDeliveryAddressesUpdate>.self, CartMutation<CartSelectedDeliveryOptionsUpdate>.self,
        CustomerOperation<CustomerCreate>.self, CustomerOperation<CustomerAccessTokenCreate>.self,
        CustomerOperation<CustomerAccessTokenRenew>.self, CustomerOperation<CustomerAccessTokenDelete>.self,
        CustomerOperation<CustomerRecover>.self, CustomerOperation<CustomerActivateByUrl>.self, CustomerOperation<CustomerResetByUrl>.self,
        CustomerOperation<CustomerProfileQuery>.self, CustomerOperation<CustomerAddressesQuery>.self, CustomerOperation<CustomerOrdersQuery>.self,
        CustomerOperation<CustomerAddressCreate>.self, CustomerOperation<CustomerAddressUpdate>.self, CustomerOperation<CustomerAddressDelete>.self,
        CustomerOperation<CustomerDefaultAddressUpdate>.self, CustomerOperation<CustomerUpdate>.self,
    ]

    public static var entries: [Entry] {
        operations.map { Entry(name: $0.operationName, document: $0.document.text) }
    }
}
