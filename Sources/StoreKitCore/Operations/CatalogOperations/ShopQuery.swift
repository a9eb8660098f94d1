/// `shop`: name, description, currency, money format, policies.
public struct ShopQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The shop.
        public var shop: Shop
    }
    /// The operation's name, as its document names it.
    public static let operationName = "Shop"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query Shop($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          shop { ...ShopFields }
        }
        """, fragments: [Shop.fragment])
    /// The operation for these values (they become its variables).
    public init() {}
    /// The document's variables, as sent.
    public var variables: [String: JSONValue] { [:] }
}
