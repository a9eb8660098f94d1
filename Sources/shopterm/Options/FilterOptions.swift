import ArgumentParser
import ShopTermApp
import StoreKitCore

/// `--available`, `--price-min`, `--price-max`, `--vendor`, `--type`, `--option`: the store's
/// filters of a collection's products or a search's (`shopterm filters` lists them).
struct FilterOptions: ParsableArguments {
    @Flag(inversion: .prefixedNo, help: "Only products in stock (--no-available: only sold-out ones).")
    var available: Bool?

    @Option(name: .customLong("price-min"), help: "Only products with a price from this amount.")
    var priceMin: String?

    @Option(name: .customLong("price-max"), help: "Only products with a price up to this amount.")
    var priceMax: String?

    @Option(help: "Only products of this vendor (repeat for either of several).")
    var vendor: [String] = []

    @Option(help: "Only products of this product type (repeatable).")
    var type: [String] = []

    @Option(help: "Only products with a variant of this option value, NAME=VALUE (repeatable), e.g. Color=Red.")
    var option: [String] = []

    /// The filters, as the store takes them.
    func filters() throws -> [ProductFilter] {
        do {
            return try FilterFlags.filters(
                available: available, priceMin: priceMin, priceMax: priceMax, vendors: vendor, types: type, options: option)
        } catch {
            throw ValidationError(error.description)
        }
    }

    func validate() throws { _ = try filters() }
}
