import Foundation
import GraphQL
import StoreKitCore

/// Resolvers for the catalog: shop, collections, products, variants, images, node.
enum CatalogResolvers {
    typealias Product = DemoCatalog.Product
    typealias Collection = DemoCatalog.Collection

    static var table: [String: GraphQLFieldResolve] {
        var table: [String: GraphQLFieldResolve] = [:]
        table.merge(root) { $1 }
        table.merge(shop) { $1 }
        table.merge(collection) { $1 }
        table.merge(product) { $1 }
        table.merge(variant) { $1 }
        table.merge(connection) { $1 }
        return table
    }

    static let root: [String: GraphQLFieldResolve] = [
        "QueryRoot.shop": resolver(Root.self) { _, _, context in ShopSource(shop: context.catalog.shop) },
        "QueryRoot.collections": resolver(Root.self) { _, args, context in
            var collections = context.catalog.collections
            if let text = args["query"].string {
                let query = SearchQuery.parse(text)
                collections = collections.filter { query.matches($0.searchDocument) }
            }
            switch args["sortKey"].string {
            case "TITLE": collections.sort { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
            case "UPDATED_AT": collections.sort { $0.updatedAt < $1.updatedAt }
            default: break
            }
            return try Paginator.page(collections, args: args, kind: "collections")
        },
        "QueryRoot.collection": resolver(Root.self) { _, args, context in
            if let handle = args["handle"].string { return context.catalog.collection(handle: handle) }
            if let id = args["id"].string, case .collection(let index)? = context.catalog.node(id: id) {
                return context.catalog.collections[index]
            }
            return nil
        },
        "QueryRoot.products": resolver(Root.self) { _, args, context in
            var products = context.catalog.products
            if let text = args["query"].string, !text.isEmpty {
                let query = SearchQuery.parse(text)
                products = products.filter { query.matches($0.searchDocument) }
                if args["sortKey"].string == "RELEVANCE" { products = SearchRelevance.ranked(products, by: query) }
            }
            sort(&products, by: args["sortKey"].string, currency: context.catalog.shop.currencyCode)
            return try Paginator.page(products, args: args, kind: "products")
        },
        "QueryRoot.product": resolver(Root.self) { _, args, context in
            if let handle = args["handle"].string { return context.catalog.product(handle: handle) }
            if let id = args["id"].string, case .product(let index)? = context.catalog.node(id: id) {
                return context.catalog.products[index]
            }
            return nil
        },
        "QueryRoot.node": resolver(Root.self) { _, args, context in
            node(args["id"].string ?? "", context)
        },
    ]

    static let shop: [String: GraphQLFieldResolve] = [
        "Shop.id": resolver(ShopSource.self) { _, _, _ in DemoCatalog.shopID },
        "Shop.name": resolver(ShopSource.self) { source, _, _ in source.shop.name },
        "Shop.description": resolver(ShopSource.self) { source, _, _ in source.shop.description },
        "Shop.moneyFormat": resolver(ShopSource.self) { source, _, _ in source.shop.moneyFormat },
        "Shop.paymentSettings": resolver(ShopSource.self) { source, _, _ in source },
        "Shop.primaryDomain": resolver(ShopSource.self) { _, _, context in
            DomainSource(host: context.publicHost, url: "https://\(context.publicHost)")
        },
        "Shop.privacyPolicy": resolver(ShopSource.self) { source, _, _ in source.shop.policies.first { $0.handle == "privacy-policy" } },
        "Shop.refundPolicy": resolver(ShopSource.self) { source, _, _ in source.shop.policies.first { $0.handle == "refund-policy" } },
        "Shop.shippingPolicy": resolver(ShopSource.self) { source, _, _ in source.shop.policies.first { $0.handle == "shipping-policy" } },
        "Shop.termsOfService": resolver(ShopSource.self) { source, _, _ in source.shop.policies.first { $0.handle == "terms-of-service" } },
        "Shop.shipsToCountries": resolver(ShopSource.self) { _, _, _ in ["US", "CA", "GB", "DE", "FR", "JP", "AU"] },
        "Domain.sslEnabled": resolver(DomainSource.self) { _, _, _ in true },
        "PaymentSettings.currencyCode": resolver(ShopSource.self) { source, _, _ in source.shop.currencyCode },
        "PaymentSettings.countryCode": resolver(ShopSource.self) { source, _, _ in source.shop.countryCode },
        "PaymentSettings.enabledPresentmentCurrencies": resolver(ShopSource.self) { source, _, _ in [source.shop.currencyCode] },
        "ShopPolicy.url": resolver(DemoCatalog.Policy.self) { policy, _, context in
            "https://\(context.publicHost)/policies/\(policy.handle)"
        },
    ]

    static let collection: [String: GraphQLFieldResolve] = [
        "Collection.descriptionHtml": resolver(Collection.self) { collection, _, _ in html(collection.description) },
        "Collection.image": resolver(Collection.self) { _, _, _ in nil },
    ]

    static let product: [String: GraphQLFieldResolve] = [
        "Product.description": resolver(Product.self) { product, args, _ in
            guard let limit = args["truncateAt"].int, limit > 0, product.description.count > limit else { return product.description }
            return String(product.description.prefix(max(0, limit - 1))) + "…"
        },
        "Product.descriptionHtml": resolver(Product.self) { product, _, _ in html(product.description) },
        "Product.availableForSale": resolver(Product.self) { product, _, _ in product.availableForSale },
        "Product.updatedAt": resolver(Product.self) { product, _, _ in product.createdAt },
        "Product.publishedAt": resolver(Product.self) { product, _, _ in product.createdAt },
        "Product.tags": resolver(Product.self) { product, _, _ in product.tags },
        "Product.totalInventory": resolver(Product.self) { product, _, _ in product.variants.reduce(0) { $0 + ($1.quantityAvailable ?? 0) } },
        "Product.options": resolver(Product.self) { product, args, _ in
            args["first"].int.map { Array(product.options.prefix(max(0, $0))) } ?? product.options
        },
        "Product.priceRange": resolver(Product.self) { product, _, context in product.priceRange(currency: context.catalog.shop.currencyCode) },
        "Product.compareAtPriceRange": resolver(Product.self) { product, _, context in
            product.compareAtPriceRange(currency: context.catalog.shop.currencyCode)
        },
        "Image.url": resolver(DemoCatalog.Image.self) { image, args, context in
            PictureRoutes.transformedURL(image.url, base: context.checkoutBaseURL, transform: args["transform"])
        },
        "Product.featuredImage": resolver(Product.self) { product, _, _ in product.images.first },
        "Product.images": resolver(Product.self) { product, args, _ in try Paginator.page(product.images, args: args, kind: "images") },
        "Product.variants": resolver(Product.self) { product, args, _ in
            var variants = product.variants
            switch args["sortKey"].string {
            case "TITLE": variants.sort { $0.title < $1.title }
            case "SKU": variants.sort { ($0.sku ?? "") < ($1.sku ?? "") }
            default: break
            }
            return try Paginator.page(variants.map { VariantSource(product: product, variant: $0) }, args: args, kind: "variants")
        },
        "Product.collections": resolver(Product.self) { product, args, context in
            let members = context.catalog.collections.filter { collection in
                collection.productIndices.contains(product.position)
            }
            return try Paginator.page(members, args: args, kind: "product-collections")
        },
        "ProductOption.values": resolver(DemoCatalog.Option.self) { option, _, _ in option.values },
        "ProductOption.optionValues": resolver(DemoCatalog.Option.self) { option, _, context in
            let product: Product? =
                if case .option(let index, _)? = context.catalog.node(id: option.id) { context.catalog.products[index] } else { nil }
            return option.values.enumerated().map { position, value in
                OptionValueSource(
                    id: "\(option.id)/\(position + 1)", name: value,
                    firstSelectableVariant: product.flatMap { product in
                        product.firstSelectableVariant(option: option.name, value: value).map { VariantSource(product: product, variant: $0) }
                    })
            }
        },
    ]

    static let variant: [String: GraphQLFieldResolve] = [
        "ProductVariant.id": resolver(VariantSource.self) { source, _, _ in source.variant.id },
        "ProductVariant.title": resolver(VariantSource.self) { source, _, _ in source.variant.title },
        "ProductVariant.sku": resolver(VariantSource.self) { source, _, _ in source.variant.sku },
        "ProductVariant.price": resolver(VariantSource.self) { source, _, _ in source.variant.price },
        "ProductVariant.compareAtPrice": resolver(VariantSource.self) { source, _, _ in source.variant.compareAtPrice },
        "ProductVariant.availableForSale": resolver(VariantSource.self) { source, _, _ in source.variant.availableForSale },
        // As Shopify: true only for a variant still sold with none in stock ("continue selling
        // when out of stock"), not for one that is sold out.
        "ProductVariant.currentlyNotInStock": resolver(VariantSource.self) { source, _, _ in
            source.variant.availableForSale && (source.variant.quantityAvailable.map { $0 <= 0 } ?? false)
        },
        "ProductVariant.quantityAvailable": resolver(VariantSource.self) { source, _, _ in source.variant.quantityAvailable },
        "ProductVariant.selectedOptions": resolver(VariantSource.self) { source, _, _ in source.variant.selectedOptions },
        "ProductVariant.image": resolver(VariantSource.self) { source, _, _ in
            let color = source.variant.selectedOptions.first { $0.name == "Color" }?.value
            return source.product.images.first { image in color.map { image.altText?.hasSuffix(" in \($0)") ?? false } ?? false }
                ?? source.product.images.first
        },
        "ProductVariant.product": resolver(VariantSource.self) { source, _, _ in source.product },
        // A fixed bundle's variants (`products[].components` in a catalog file).
        "ProductVariant.requiresComponents": resolver(VariantSource.self) { source, _, _ in source.product.isBundle },
        "ProductVariant.components": resolver(VariantSource.self) { source, args, context in
            let parts = source.product.components.compactMap { component -> VariantComponentSource? in
                guard case .variant(let product, let variant)? = context.catalog.node(id: component.variantID) else { return nil }
                let item = context.catalog.products[product]
                return VariantComponentSource(
                    productVariant: VariantSource(product: item, variant: item.variants[variant]), quantity: component.quantity)
            }
            return try Paginator.page(parts, args: args, kind: "variant-components")
        },
    ]

    static let connection = connectionResolvers(["Collection", "Product", "ProductVariant", "Image", "ProductVariantComponent"])

    /// The object a global ID names, as the value its type's resolvers expect (catalog objects).
    static func node(_ id: String, _ context: DemoContext) -> (any Sendable)? {
        let catalog = context.catalog
        switch catalog.node(id: id) {
        case .shop?: return ShopSource(shop: catalog.shop)
        case .policy(let index)?: return catalog.shop.policies[index]
        case .collection(let index)?: return catalog.collections[index]
        case .product(let index)?: return catalog.products[index]
        case .variant(let product, let variant)?:
            return VariantSource(product: catalog.products[product], variant: catalog.products[product].variants[variant])
        case .option(let product, let option)?: return catalog.products[product].options[option]
        case nil: return nil
        }
    }

    /// The GraphQL object type of a value returned for an interface (`Node`, `BaseCartLine`) or a
    /// union (`Merchandise`, `CartAddress`).
    static func typeName(of value: any Sendable) -> String? {
        switch value {
        case is ShopSource: return "Shop"
        case is DemoCatalog.Policy: return "ShopPolicy"
        case is Collection: return "Collection"
        case is Product: return "Product"
        case is VariantSource: return "ProductVariant"
        case is DemoCatalog.Option: return "ProductOption"
        case is OptionValueSource: return "ProductOptionValue"
        case is CartSource: return "Cart"
        case let line as CartLineSource: return line.typeName
        case is DeliveryAddressSource: return "CartDeliveryAddress"
        case is MailingAddressSource: return "MailingAddress"
        case is OrderSource: return "Order"
        case is CustomerSource: return "Customer"
        case is CodeAllocationSource: return "CartCodeDiscountAllocation"
        case is CodeApplicationSource: return "CartCodeDiscountApplication"
        case is PercentageSource: return "PricingPercentageValue"
        case is DemoMoney: return "MoneyV2"
        case is MenuSource: return "Menu"
        case is MarketSource: return "Market"
        case is MenuItemSource: return "MenuItem"
        case is PercentageAdjustmentSource: return "SellingPlanPercentagePriceAdjustment"
        case is AmountOffAdjustmentSource: return "SellingPlanFixedAmountPriceAdjustment"
        case is FixedPriceAdjustmentSource: return "SellingPlanFixedPriceAdjustment"
        case is ChargePercentageSource: return "SellingPlanCheckoutChargePercentageValue"
        default: return nil
        }
    }

    static func sort(_ products: inout [Product], by key: String?, currency: String) {
        switch key {
        case "TITLE": products.sort { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
        case "PRICE":
            products.sort { $0.priceRange(currency: currency).minVariantPrice.amount < $1.priceRange(currency: currency).minVariantPrice.amount }
        case "CREATED_AT", "UPDATED_AT": products.sort { ($0.createdAt, $0.position) < ($1.createdAt, $1.position) }
        case "VENDOR": products.sort { ($0.vendor, $0.position) < ($1.vendor, $1.position) }
        case "PRODUCT_TYPE": products.sort { ($0.productType, $0.position) < ($1.productType, $1.position) }
        case "BEST_SELLING": products.sort { ($0.position * 37) % 101 < ($1.position * 37) % 101 }
        default: break
        }
    }

    /// Paragraphs as escaped HTML.
    static func html(_ text: String) -> String {
        text.components(separatedBy: "\n\n").map { paragraph in
            "<p>"
                + paragraph.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;") + "</p>"
        }.joined()
    }
}
