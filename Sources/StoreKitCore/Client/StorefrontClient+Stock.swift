extension StorefrontClient {
    /// The product, with how many of each variant the store has when it says: the product and
    /// its counts are asked for at once, in two queries (the counts need a token scope many
    /// stores do not give). A refused or failed count leaves the numbers out, nothing else.
    public func productWithStock(_ reference: ProductQuery.Reference) async throws -> Product? {
        try await productDetails(reference).product
    }

    /// The product with its stock counts, and its tags when `withTags`, each from a query of its
    /// own sent at once; also the GraphQL errors that came with usable data.
    public func productDetails(_ reference: ProductQuery.Reference, withTags: Bool = false) async throws -> (product: Product?, warnings: [GraphQLError]) {
        async let counts = stockCounts(reference)
        async let tags = withTags ? tags(reference) : []
        let response = try await send(ProductQuery(reference))
        guard var product = try response.requireData().product?.withStock(await counts) else { return (nil, response.errors) }
        product.tags = await tags
        return (product, response.errors)
    }

    /// How many of each of the product's variants the store has; empty when it does not say
    /// (without a token it is not asked: a tokenless request may not read the counts).
    public func stockCounts(_ reference: ProductQuery.Reference) async -> [ProductVariant.ID: Int] {
        guard !configuration.token.isEmpty else { return [:] }
        return (try? await fetch(ProductStockQuery(reference)).counts) ?? [:]
    }

    /// The product's tags, when the store gives them (a token with the product-tags scope);
    /// empty otherwise, and not asked for without a token.
    public func tags(_ reference: ProductQuery.Reference) async -> [String] {
        guard !configuration.token.isEmpty else { return [] }
        return (try? await fetch(ProductTagsQuery(reference)).product?.tags) ?? []
    }
}
