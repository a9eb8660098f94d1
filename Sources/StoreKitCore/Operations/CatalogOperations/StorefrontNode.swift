/// What `node(id:)` found.
public enum StorefrontNode: Sendable, Hashable, Decodable {
    case product(ProductSummary)
    case collection(CollectionSummary)
    /// A variant, with the handle and title of its product.
    case variant(ProductVariant, productHandle: String, productTitle: String)
    /// Any other type, by name and ID.
    case other(typename: String, id: String)

    // GraphQL names the type so: `__typename`.

    // swift-format-ignore: AlwaysUseLowerCamelCase

    private enum CodingKeys: String, CodingKey { case __typename, id, product }
    private struct ProductReference: Decodable {
        var handle: String
        var title: String
    }

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let typename = try container.decode(String.self, forKey: .__typename)
        switch typename {
        case "Product": self = .product(try ProductSummary(from: decoder))
        case "Collection": self = .collection(try CollectionSummary(from: decoder))
        case "ProductVariant":
            let product = try container.decode(ProductReference.self, forKey: .product)
            self = .variant(try ProductVariant(from: decoder), productHandle: product.handle, productTitle: product.title)
        default: self = .other(typename: typename, id: try container.decode(String.self, forKey: .id))
        }
    }
}
