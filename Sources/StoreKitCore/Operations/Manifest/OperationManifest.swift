/// Every operation shopterm can send, for `shopterm operations` and schema validation.
public enum OperationManifest {
    /// One entry: the operation's name and its full document.
    public struct Entry: Sendable, Codable, Equatable {
        /// The operation's name, as its document names it.
        public var name: String
        /// The GraphQL document sent, with the fragments it uses.
        public var document: String
        /// The first API version that answers it, when older ones do not (`"since"` for
        /// storefront-check).
        public var since: String?
        /// The first API version that is sent another document, when a newer version changed
        /// what is asked (`"before"` for storefront-check: this one goes to older versions).
        public var before: String?
        /// The largest page one request asks for (see ``GraphQLOperation/largestPage``).
        var largestPage: Int = maxPageSize

        private enum CodingKeys: String, CodingKey { case name, document, since, before }

        /// The document's integer variables (page sizes) at the largest value shopterm sends:
        /// what its query cost is judged at.
        public var largestVariables: [String: Int] {
            let pattern = /\$(\w+)\s*:\s*Int\b/
            return Dictionary(document.matches(of: pattern).map { (String($0.1), largestPage) }, uniquingKeysWith: { $1 })
        }
    }

    /// The operation types, in a stable order.
    public static let operations: [any GraphQLOperation.Type] = [
        ShopQuery.self, HomeQuery.self, CollectionsQuery.self, CollectionProductsQuery.self, ProductsQuery.self, SearchProductsQuery.self,
        PredictiveSearchQuery.self, ProductRecommendationsQuery.self, LocalizationQuery.self,
        ProductQuery.self, ProductVariantsQuery.self, VariantBySelectionQuery.self, ProductStockQuery.self, VariantStockQuery.self,
        ProductTagsQuery.self, MenuQuery.self, NodeQuery.self,
        CartQuery.self, CartMutation<CartCreate>.self, CartMutation<CartLinesAdd>.self, CartMutation<CartLinesUpdate>.self,
        CartMutation<CartLinesRemove>.self, CartMutation<CartBuyerIdentityUpdate>.self, CartMutation<CartDeliveryAddressesAdd>.self,
        CartMutation<CartDeliveryAddressesUpdate>.self, CartMutation<CartDeliveryAddressesReplace>.self,
        CartMutation<CartSelectedDeliveryOptionsUpdate>.self,
        CartMutation<CartDiscountCodesUpdate>.self, CartMutation<CartGiftCardCodesAdd>.self, CartMutation<CartGiftCardCodesUpdate>.self,
        CartMutation<CartGiftCardCodesRemove>.self, CartMutation<CartNoteUpdate>.self,
        CustomerOperation<CustomerCreate>.self, CustomerOperation<CustomerAccessTokenCreate>.self,
        CustomerOperation<CustomerAccessTokenRenew>.self, CustomerOperation<CustomerAccessTokenDelete>.self,
        CustomerOperation<CustomerRecover>.self, CustomerOperation<CustomerActivateByUrl>.self, CustomerOperation<CustomerResetByUrl>.self,
        CustomerOperation<CustomerProfileQuery>.self, CustomerOperation<CustomerAddressesQuery>.self, CustomerOperation<CustomerOrdersQuery>.self,
        CustomerOperation<CustomerAddressCreate>.self, CustomerOperation<CustomerAddressUpdate>.self, CustomerOperation<CustomerAddressDelete>.self,
        CustomerOperation<CustomerDefaultAddressUpdate>.self, CustomerOperation<CustomerUpdate>.self,
    ]

    /// Every operation's entries, in the order `shopterm operations` prints them: one for each
    /// span of API versions that is sent the same document (most operations have one).
    public static var entries: [Entry] {
        operations.flatMap { operation in
            let starts =
                [operation.since] + operation.document.changes.filter { change in operation.since.map { change > $0 } ?? true }.map(Optional.some)
            return starts.indices.map { index in
                let start = starts[index]
                let end = index + 1 < starts.count ? starts[index + 1] : nil
                return Entry(
                    name: operation.operationName, document: operation.document.text(for: start ?? .oldestSupported), since: start?.rawValue,
                    before: end?.rawValue, largestPage: operation.largestPage)
            }
        }
    }
}
