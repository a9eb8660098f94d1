extension StorefrontClient {
    /// The product, with how many of each variant the store has when it says: the product and
    /// its counts are asked for at once, in two queries (the counts need a token scope many
    /// stores do not give). A refused or failed count leaves the numbers out, nothing else.
    public func productWithStock(_ reference: ProductQuery.Reference) async throws -> Product? {
        async let counts = stockCounts(reference)
        guard let product = try await fetch(ProductQuery(reference)).product else { return nil }
        return product.withStock(await counts)
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
