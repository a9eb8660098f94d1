import StoreKitCore

/// Finds the variant `cart add` means: a variant ID directly, or a product (handle or ID) and
/// then its variant by title, its only variant, or its first available one.
public struct VariantChooser: Sendable {
    public let client: StorefrontClient

    public init(client: StorefrontClient) { self.client = client }

    /// The variant chosen, with its product's title and handle.
    public struct Choice: Sendable {
        public var variant: ProductVariant
        public var productTitle: String
        public var productHandle: String
        /// Why this variant, when shopterm chose it.
        public var reason: String?
    }

    /// The variant `reference` (a variant ID, or a product handle or ID) and `variantTitle` mean.
    public func choose(_ reference: String, variantTitle: String?) async throws -> Choice {
        if isGlobalID(reference), StorefrontID<ProductVariant>(reference).resourceType == "ProductVariant" {
            if variantTitle != nil { throw CLIError("--variant is for products; \(reference) is already a variant") }
            guard case .variant(let variant, let handle, let title)? = try await client.fetch(NodeQuery(id: reference)).node else {
                throw CartError.unknownVariant(reference)
            }
            guard variant.availableForSale else { throw CartError.soldOut("\(title) (\(variant.title)) is sold out") }
            var counted = variant
            counted.quantityAvailable = await client.stockCounts(.handle(handle))[variant.id]
            return Choice(variant: counted, productTitle: title, productHandle: handle, reason: nil)
        }
        guard let product = try await client.productWithStock(ProductQuery.Reference(reference)) else {
            throw CartError.unknownVariant(reference)
        }
        let title = product.summary.title
        let available = product.variants.filter(\.availableForSale)
        func soldOut(_ variant: ProductVariant) -> CartError {
            let others = available.map(\.title)
            return .soldOut("\(title) (\(variant.title)) is sold out" + (others.isEmpty ? "; every variant is sold out" : "; available: \(others.joined(separator: ", "))"))
        }
        if let variantTitle {
            guard let variant = product.variants.first(where: { Self.normalized($0.title) == Self.normalized(variantTitle) }) else {
                throw CLIError("\(title) has no variant \"\(variantTitle)\"; its variants: \(product.variants.map(\.title).joined(separator: ", "))")
            }
            guard variant.availableForSale else { throw soldOut(variant) }
            return Choice(variant: variant, productTitle: title, productHandle: product.summary.handle, reason: nil)
        }
        if product.variants.count == 1, let only = product.variants.first {
            guard only.availableForSale else { throw soldOut(only) }
            return Choice(variant: only, productTitle: title, productHandle: product.summary.handle, reason: nil)
        }
        guard let first = available.first else {
            throw CartError.soldOut("\(title) is sold out in every variant")
        }
        return Choice(variant: first, productTitle: title, productHandle: product.summary.handle,
                      reason: "Chose \(first.title), the first available of \(product.variants.count) variants; pick another with --variant \"…\".")
    }

    /// "9/black" and "9 / Black" are the same title.
    public static func normalized(_ title: String) -> String {
        title.lowercased().split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "/")
    }
}
