extension StorefrontClient {
    /// The product, with how many of each variant the store has when it says: the product and
    /// its counts are asked for at once, in two queries (the counts need a token scope many
    /// stores do not give). A refused or failed count leaves the numbers out, nothing else.
    public func productWithStock(_ reference: ProductQuery.Reference) async throws -> Product? {
        try await productDetails(reference).product
    }

    /// The product with its stock counts, and its tags when `withTags`, each from a query of its
    /// own sent at once; also the GraphQL errors that came with usable data.
    public func productDetails(_ reference: ProductQuery.Reference, withTags: Bool = false) async throws -> (
        product: Product?, warnings: [GraphQLError]
    ) {
        async let counts = stockCounts(reference)
        async let tags = withTags ? tags(reference) : []
        let response = try await send(ProductQuery(reference))
        guard let first = try response.requireData().product else { return (nil, response.errors) }
        var product = try await withAllVariants(first).withStock(await counts)
        product.tags = await tags
        return (product, response.errors)
    }

    /// The most further pages of variants read for one product: Shopify allows 2,048 variants,
    /// 21 pages of 100.
    static let maxVariantPages = 21

    /// `product` with the rest of its variants, read a page at a time after the first.
    public func withAllVariants(_ product: Product) async throws -> Product {
        var product = product
        var pages = 0
        while product.hasMoreVariants, let cursor = product.moreVariantsCursor, pages < Self.maxVariantPages {
            guard let page = try await fetch(ProductVariantsQuery(productID: product.summary.id, after: cursor)).product?.variants else { break }
            product = product.adding(variants: page)
            pages += 1
        }
        return product
    }

    /// How many of each of the product's variants the store has; empty when it does not say
    /// (without a token it is not asked: a tokenless request may not read the counts).
    public func stockCounts(_ reference: ProductQuery.Reference, allPages: Bool = true) async -> [ProductVariant.ID: Int] {
        guard !configuration.token.isEmpty else { return [:] }
        var counts: [ProductVariant.ID: Int] = [:]
        var after: String?
        // 250 a page: a product of 2,048 variants takes 9.
        for _ in 0..<(allPages ? 9 : 1) {
            guard let page = try? await fetch(ProductStockQuery(reference, after: after)) else { break }
            counts.merge(page.counts) { first, _ in first }
            guard let next = page.nextCursor else { break }
            after = next
        }
        return counts
    }

    /// The product as its page opens: the first page of variants (with their counts) and the
    /// store's marks for every variant, whatever their number; a variant chosen beyond that
    /// page is read on its own (``variant(of:matching:)``).
    public func productPage(_ reference: ProductQuery.Reference) async throws -> Product? {
        async let counts = stockCounts(reference, allPages: false)
        let response = try await send(ProductQuery(reference))
        guard let first = try response.requireData().product else { return nil }
        // A store that gives no marks (or marks this version cannot read): every variant is read.
        let product = first.marks == nil ? try await withAllVariants(first) : first
        return product.withStock(await counts)
    }

    /// The variant of `product` with `selection` (option name → value), with its count when
    /// the store gives counts; nil when the product has no such variant.
    public func variant(of product: ProductSummary.ID, matching selection: [SelectedOption]) async throws -> ProductVariant? {
        guard var variant = try await fetch(VariantBySelectionQuery(productID: product, selection: selection)).product?.variantBySelectedOptions
        else {
            return nil
        }
        if !configuration.token.isEmpty {
            variant.quantityAvailable = try? await fetch(VariantStockQuery(id: variant.id)).node?.quantityAvailable
        }
        return variant
    }

    /// How many of variant `id` the store has, when it says: nil without a token (a tokenless
    /// request may not read the count) or for a variant whose inventory is not tracked.
    public func stockCount(of id: ProductVariant.ID) async -> Int? {
        guard !configuration.token.isEmpty else { return nil }
        let count = try? await fetch(VariantStockQuery(id: id), cachePolicy: .networkOnly).node?.quantityAvailable
        return Stock(availableForSale: true, currentlyNotInStock: false, quantityAvailable: count ?? nil).limit
    }

    /// The product's tags, when the store gives them (a token with the product-tags scope);
    /// empty otherwise, and not asked for without a token.
    public func tags(_ reference: ProductQuery.Reference) async -> [String] {
        guard !configuration.token.isEmpty else { return [] }
        return (try? await fetch(ProductTagsQuery(reference)).product?.tags) ?? []
    }
}
