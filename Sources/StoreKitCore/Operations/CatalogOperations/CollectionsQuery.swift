/// One page of the shop's collections.
public struct CollectionsQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The page of collections.
        public var collections: Page<CollectionSummary>
    }
    /// The operation's name, as its document names it.
    public static let operationName = "Collections"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query Collections($first: Int!, $after: String, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          collections(first: $first, after: $after) {
            nodes { ...CollectionSummaryFields }
            pageInfo { ...PageInfoFields }
          }
        }
        """, fragments: [CollectionSummary.fragment, PageInfo.fragment])
    /// How many collections the page asks for.
    public var first: Int
    /// The cursor after which the page starts (nil: the first page).
    public var after: String?

    /// The operation for these values (they become its variables).
    public init(first: Int, after: String? = nil) {
        self.first = first
        self.after = after
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] {
        ["first": .int(first), "after": .optional(after)].compactMapValues { $0 }
    }
}
