extension StorefrontClient {
    /// The product, with how many of each variant the store has when it says: the product and
    /// its counts are asked for at once, in two queries (the counts need a token scope many
    /// stores do not give). A refused or failed count leaves the numbers out, nothing else.
    public func productWithStock(_ reference: ProductQuery.Reference) async throws -> Product? {
        async let counts = stockCounts(reference)
        guard let product = try await fetch(ProductQuery(reference)).product else { return nil }
        return product.withStock(await counts)
    }

    /// How many of each of the product's variants the store has; empty when it does not say.
    public func stockCounts(_ reference: ProductQuery.Reference) async -> [ProductVariant.ID: Int] {
        (try? await fetch(ProductStockQuery(reference)).counts) ?? [:]
    }
}
