/// A product with its description, options, variants and images, by handle or by ID.
public struct ProductQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The product; nil when the store has none by that reference.
        public var product: Product?
    }
    /// How the product is named.
    public enum Reference: Sendable, Hashable {
        case handle(String)
        case id(ProductSummary.ID)

        /// A global ID when `text` looks like one, otherwise a handle.
        public init(_ text: String) {
            self = isGlobalID(text) ? .id(ProductSummary.ID(text)) : .handle(text)
        }
    }
    /// The operation's name, as its document names it.
    public static let operationName = "Product"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query Product($handle: String, $id: ID, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          product(handle: $handle, id: $id) { ...ProductDetailFields }
        }
        """, fragments: [Product.fragment])
    /// The product asked for: by handle or by global ID.
    public var reference: Reference

    /// The operation for these values (they become its variables).
    public init(_ reference: Reference) {
        self.reference = reference
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] {
        switch reference {
        case .handle(let handle): return ["handle": .string(handle)]
        case .id(let id): return ["id": .string(id.rawValue)]
        }
    }
}
