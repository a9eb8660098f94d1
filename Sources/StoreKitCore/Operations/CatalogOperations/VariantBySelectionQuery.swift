/// The variant of a product with these options (`variantBySelectedOptions`): a variant chosen
/// on a product whose variants were not all read (Shopify allows 2,048 per product).
public struct VariantBySelectionQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The product, when the store has it.
        public var product: Found?
        /// The variant with the options chosen, nil when the product has none.
        public struct Found: Decodable, Sendable {
            /// The variant with those options; nil when there is none.
            public var variantBySelectedOptions: ProductVariant?
        }
    }
    /// The operation's name, as its document names it.
    public static let operationName = "VariantBySelection"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query VariantBySelection($id: ID!, $selectedOptions: [SelectedOptionInput!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          product(id: $id) { variantBySelectedOptions(selectedOptions: $selectedOptions) { ...VariantFields } }
        }
        """, fragments: [ProductVariant.fragment])
    /// The product whose variant is looked up.
    public var productID: ProductSummary.ID
    /// The option values chosen (name and value each).
    public var selection: [SelectedOption]

    /// The operation for these values (they become its variables).
    public init(productID: ProductSummary.ID, selection: [SelectedOption]) {
        self.productID = productID
        self.selection = selection
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] {
        [
            "id": .string(productID.rawValue),
            "selectedOptions": .array(selection.map { .object(["name": .string($0.name), "value": .string($0.value)]) }),
        ]
    }
}
