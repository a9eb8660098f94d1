import Foundation
import StoreKitCore

extension DemoCatalog {
    /// At most this many options a product (Shopify: "up to 3 options").
    static let maximumOptions = 3
    /// At most this many variants a product (Shopify's limit since 2024-10: 2,048).
    static let maximumVariants = 2048

    /// The products of a file, checked as Shopify would, each problem recorded with its JSON
    /// path; a product whose handle is unusable or taken is left out.
    static func products(_ file: CatalogFile, currency: String, ids: inout IDs, check: inout CatalogCheck) -> [Product] {
        var products: [Product] = []
        var handles: Set<String> = []
        for (index, item) in file.products.enumerated() {
            let path = "products[\(index)]"
            guard checkHandle(item.handle, path: "\(path).handle", check: &check) else { continue }
            guard handles.insert(item.handle).inserted else {
                check.add("\(path).handle", "\"\(item.handle)\" is used by another product")
                continue
            }
            _ = checkNotBlank(item.title, path: "\(path).title", check: &check)
            for (position, tag) in (item.tags ?? []).enumerated() {
                if checkNotBlank(tag, path: "\(path).tags[\(position)]", check: &check), tag.count > 255 {
                    check.add("\(path).tags[\(position)]", "is longer than 255 characters")
                }
            }
            if let createdAt = item.createdAt { _ = checkDateTime(createdAt, path: "\(path).createdAt", check: &check) }
            let id = ids.make("Product", key: [item.handle], stated: item.id, path: path, check: &check)
            let options = options(item, path: path, ids: &ids, check: &check)
            let variants = variants(item, options: options, currency: currency, path: path, ids: &ids, check: &check)
            var images: [Image] = []
            for (position, image) in (item.images ?? []).enumerated() {
                let imagePath = "\(path).images[\(position)]"
                _ = checkImageURL(image.url, path: "\(imagePath).url", check: &check)
                for (field, size) in [("width", image.width), ("height", image.height)] where (size ?? 1) < 1 {
                    check.add("\(imagePath).\(field)", "\(size ?? 0) is not a positive number of pixels")
                }
                let imageID = ids.make("ProductImage", key: [item.handle, image.url], path: imagePath, check: &check)
                images.append(Image(id: imageID, url: image.url, altText: image.altText, width: image.width, height: image.height))
            }
            let plans = sellingPlanGroup(item, path: path, ids: &ids, check: &check)
            products.append(
                Product(
                    id: id, handle: item.handle, title: item.title, description: item.description ?? "",
                    vendor: item.vendor ?? "", productType: item.productType ?? "", tags: item.tags ?? [],
                    options: options, variants: variants, images: images,
                    createdAt: item.createdAt ?? "2026-01-01T00:00:00Z", position: products.count,
                    sellingPlanGroup: plans, requiresSellingPlan: item.requiresSellingPlan ?? false))
        }
        return products
    }

    /// A product's options: at most three, named (each name once), each with values (each once).
    private static func options(_ item: CatalogFile.Product, path: String, ids: inout IDs, check: inout CatalogCheck) -> [Option] {
        let entries = item.options ?? []
        if entries.count > maximumOptions { check.add("\(path).options", "a product has at most \(maximumOptions) options") }
        var options: [Option] = []
        for (position, option) in entries.enumerated() {
            let optionPath = "\(path).options[\(position)]"
            guard checkNotBlank(option.name, path: "\(optionPath).name", check: &check) else { continue }
            // Shopify refuses two options of one name on a product ("Option names must be unique").
            if options.contains(where: { $0.name.lowercased() == option.name.lowercased() }) {
                check.add("\(optionPath).name", "\"\(option.name)\" is the name of another option")
                continue
            }
            if option.values.isEmpty { check.add("\(optionPath).values", "must name at least one value") }
            var seen: Set<String> = []
            for (valueIndex, value) in option.values.enumerated() {
                let valuePath = "\(optionPath).values[\(valueIndex)]"
                if checkNotBlank(value, path: valuePath, check: &check), !seen.insert(value).inserted {
                    check.add(valuePath, "\"\(value)\" is another value of the option")
                }
            }
            let id = ids.make("ProductOption", key: [item.handle, option.name], path: optionPath, check: &check)
            options.append(Option(id: id, name: option.name, values: option.values))
        }
        return options
    }

    /// A product's variants: each its own combination of the options' values, priced in the
    /// shop's currency; then every option value a variant has (Shopify keeps no value no variant uses).
    private static func variants(
        _ item: CatalogFile.Product, options: [Option], currency: String, path: String, ids: inout IDs, check: inout CatalogCheck
    ) -> [Variant] {
        let entries = item.variants ?? []
        if entries.count > maximumVariants {
            check.add("\(path).variants", "a product has at most \(maximumVariants) variants (it has \(entries.count))")
        }
        var variants: [Variant] = []
        var variantBySelection: [[DemoSelectedOption]: Int] = [:]
        var used = options.map { _ in Set<String>() }
        let valueSets = options.map { Set($0.values) }  // a product may have 2,048 variants: no scan per variant
        for (variantIndex, variant) in entries.enumerated() {
            let variantPath = "\(path).variants[\(variantIndex)]"
            let price = amount(variant.price, currency: currency, path: "\(variantPath).price", check: &check)
            let compareAt = variant.compareAtPrice.flatMap { amount($0, currency: currency, path: "\(variantPath).compareAtPrice", check: &check) }
            // Shopify's admin: "Compare-at price needs to be higher than price"; a storefront
            // shows one only as the price before a sale.
            if let price, let compareAt, compareAt.amount <= price.amount {
                check.add("\(variantPath).compareAtPrice", "\"\(variant.compareAtPrice ?? "")\" is not above the price \"\(variant.price)\"")
            }
            if let count = variant.quantityAvailable, count < 0 { check.add("\(variantPath).quantityAvailable", "\(count) is negative") }
            if let title = variant.title { _ = checkNotBlank(title, path: "\(variantPath).title", check: &check) }
            var selected: [DemoSelectedOption] = []
            var complete = true
            for (optionIndex, option) in options.enumerated() {
                guard let value = variant.selectedOptions?[option.name] else {
                    check.add("\(variantPath).selectedOptions", "no value for option \"\(option.name)\"")
                    complete = false
                    continue
                }
                guard valueSets[optionIndex].contains(value) else {
                    check.add("\(variantPath).selectedOptions.\(option.name)", "\"\(value)\" is not one of the option's values")
                    complete = false
                    continue
                }
                used[optionIndex].insert(value)
                selected.append(DemoSelectedOption(name: option.name, value: value))
            }
            for extra in (variant.selectedOptions ?? [:]).keys.sorted() where !options.contains(where: { $0.name == extra }) {
                check.add("\(variantPath).selectedOptions.\(extra)", "the product has no option \"\(extra)\"")
                complete = false
            }
            guard complete else { continue }
            // Shopify: each variant is one combination of the options' values ("The variant
            // already exists"); a product without options has one variant.
            if let same = variantBySelection[selected] {
                check.add(
                    "\(variantPath).selectedOptions",
                    selected.isEmpty ? "a product without options has one variant (variants[\(same)])" : "the same options as variants[\(same)]")
                continue
            }
            variantBySelection[selected] = variantIndex
            let key = [item.handle] + selected.sorted { $0.name < $1.name }.flatMap { [$0.name, $0.value] }
            let id = ids.make("ProductVariant", key: key, stated: variant.id, path: variantPath, check: &check)
            let title = variant.title ?? (selected.isEmpty ? "Default Title" : selected.map(\.value).joined(separator: " / "))
            variants.append(
                Variant(
                    id: id, title: title, sku: variant.sku, price: price ?? DemoMoney(amount: 0, currencyCode: currency), compareAtPrice: compareAt,
                    availableForSale: variant.availableForSale ?? true, quantityAvailable: variant.quantityAvailable,
                    selectedOptions: selected))
        }
        for (optionIndex, option) in options.enumerated() {
            for (valueIndex, value) in option.values.enumerated() where !used[optionIndex].contains(value) && !value.isEmpty {
                check.add(
                    "\(path).options[\(optionIndex)].values[\(valueIndex)]",
                    "no variant has \"\(value)\" (Shopify keeps only the values of variants)")
            }
        }
        return variants
    }

    /// The collections of a file: each handle once, its members products of the file, each once.
    static func collections(_ file: CatalogFile, products: [String: Int], ids: inout IDs, check: inout CatalogCheck) -> [Collection] {
        var collections: [Collection] = []
        for (index, item) in (file.collections ?? []).enumerated() {
            let path = "collections[\(index)]"
            guard checkHandle(item.handle, path: "\(path).handle", check: &check) else { continue }
            guard !collections.contains(where: { $0.handle == item.handle }) else {
                check.add("\(path).handle", "\"\(item.handle)\" is used by another collection")
                continue
            }
            _ = checkNotBlank(item.title, path: "\(path).title", check: &check)
            var members: [Int] = []
            var memberSet: Set<Int> = []
            for (memberIndex, handle) in (item.products ?? []).enumerated() {
                guard let productIndex = products[handle] else {
                    check.add("\(path).products[\(memberIndex)]", "no product has the handle \"\(handle)\"")
                    continue
                }
                guard memberSet.insert(productIndex).inserted else {
                    check.add("\(path).products[\(memberIndex)]", "\"\(handle)\" is in the collection already")
                    continue
                }
                members.append(productIndex)
            }
            let id = ids.make("Collection", key: [item.handle], stated: item.id, path: path, check: &check)
            collections.append(
                Collection(
                    id: id, handle: item.handle, title: item.title, description: item.description ?? "",
                    productIndices: members, updatedAt: "2026-01-01T00:00:00Z"))
        }
        return collections
    }
}
