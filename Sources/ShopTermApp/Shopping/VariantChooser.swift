import StoreKitCore

/// Finds the variant `cart add` means: a variant ID directly, or a product (handle or ID) and
/// then its variant by title, its only variant, or its first available one; and the selling
/// plan it is bought on, by name.
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
        /// The selling plan it is bought on; nil: once.
        public var plan: SellingPlan?

        /// The line to add to the cart.
        public func line(quantity: Int) -> LocalCart.Line {
            LocalCart.Line(quantity: quantity, of: variant, plan: plan, productTitle: productTitle, productHandle: productHandle)
        }
    }

    /// The variant `reference` (a variant ID, or a product handle or ID) and `variantTitle`
    /// mean, bought on the selling plan named `plan` (nil: once).
    public func choose(_ reference: String, variantTitle: String?, plan planName: String? = nil) async throws -> Choice {
        var (product, choice) = try await chooseVariant(reference, variantTitle: variantTitle)
        choice.plan = try Self.plan(planName, of: product)
        return choice
    }

    /// The selling plan `name` names among the product's, or nil for a one-time purchase, which
    /// a product sold only by subscription refuses.
    public static func plan(_ name: String?, of product: Product) throws -> SellingPlan? {
        let title = product.summary.title
        let names = product.sellingPlans.map { "\"\($0.name)\"" }.joined(separator: ", ")
        guard let name else {
            guard product.requiresSellingPlan else { return nil }
            guard !product.sellingPlans.isEmpty else { throw CLIError("\(title) is sold by subscription only, and the store offers none now") }
            throw CLIError("\(title) is sold by subscription only: choose a plan with --plan (\(names))")
        }
        guard !product.sellingPlans.isEmpty else { throw CLIError("\(title) has no subscription plans: leave out --plan") }
        guard let plan = SellingPlan.named(name, in: product.sellingPlans) else {
            throw CLIError("\(title) has no plan \"\(name)\"; its plans: \(names)")
        }
        return plan
    }

    /// The variant and the product it was found in.
    private func chooseVariant(_ reference: String, variantTitle: String?) async throws -> (product: Product, choice: Choice) {
        if isGlobalID(reference), StorefrontID<ProductVariant>(reference).resourceType == "ProductVariant" {
            if variantTitle != nil { throw CLIError("--variant is for products; \(reference) is already a variant") }
            guard case .variant(let variant, let handle, let title)? = try await client.fetch(NodeQuery(id: reference)).node,
                let product = try await client.productWithStock(.handle(handle))
            else {
                throw CartError.unknownVariant(reference)
            }
            guard variant.availableForSale else { throw CartError.soldOut("\(Self.named(title, variant)) is sold out") }
            // The product's page holds the variant with its stock (unless it has more variants than one page).
            let counted = product.variants.first { $0.id == variant.id } ?? variant
            return (product, Choice(variant: counted, productTitle: title, productHandle: handle, reason: nil))
        }
        guard let product = try await client.productWithStock(ProductQuery.Reference(reference)) else {
            throw CartError.unknownVariant(reference)
        }
        func found(_ variant: ProductVariant, reason: String? = nil) -> (product: Product, choice: Choice) {
            (product, Choice(variant: variant, productTitle: product.summary.title, productHandle: product.summary.handle, reason: reason))
        }
        let title = product.summary.title
        let available = product.variants.filter(\.availableForSale)
        let listAll = "every variant: shopterm product \(product.summary.handle)"
        func soldOut(_ variant: ProductVariant) -> CartError {
            let named = Self.named(title, variant)
            guard !available.isEmpty else {
                return .soldOut(named + (product.variants.count > 1 ? " is sold out; every variant is sold out" : " is sold out"))
            }
            let near = VariantHints.closest(to: variant.title, in: product, availableOnly: true).map(\.title)
            return .soldOut("\(named) is sold out; available close to it: \(near.joined(separator: ", ")) (\(listAll))")
        }
        if let variantTitle {
            guard let variant = product.variants.first(where: { Self.normalized($0.title) == Self.normalized(variantTitle) }) else {
                let problems = VariantHints.unknownValues(in: variantTitle, of: product)
                let near = VariantHints.closest(to: variantTitle, in: product, availableOnly: false).map(\.title)
                throw CLIError(
                    "\(title) has no variant \"\(variantTitle)\"" + (problems.isEmpty ? "" : " (\(problems.joined(separator: "; ")))")
                        + (near.isEmpty ? "" : "; close to it: \(near.joined(separator: ", "))") + " (\(listAll))")
            }
            guard variant.availableForSale else { throw soldOut(variant) }
            return found(variant)
        }
        if product.variants.count == 1, let only = product.variants.first {
            guard only.availableForSale else { throw soldOut(only) }
            return found(only)
        }
        guard let first = available.first else {
            throw CartError.soldOut("\(title) is sold out in every variant")
        }
        return found(
            first, reason: "Chose \(first.title), the first available of \(product.variants.count) variants; pick another with --variant \"…\".")
    }

    /// "9/black" and "9 / Black" are the same title.
    public static func normalized(_ title: String) -> String {
        title.lowercased().split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "/")
    }

    /// "Swift Runner (9 / Black)"; the product's title alone for its "Default Title" variant.
    static func named(_ productTitle: String, _ variant: ProductVariant) -> String {
        ProductVariant.shownTitle(variant.title).map { "\(productTitle) (\($0))" } ?? productTitle
    }
}
