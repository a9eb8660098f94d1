import ArgumentParser
import Foundation
import ShopTermApp
import StoreKitCore

/// `--available`, `--price-min`, `--price-max`, `--vendor`, `--type`, `--option`: the store's
/// filters of a collection's products or a search's (`shopterm filters` lists them).
struct FilterOptions: ParsableArguments {
    @Flag(inversion: .prefixedNo, help: "Only products in stock (--no-available: only sold-out ones).")
    var available: Bool?

    // The parser reads the values (with the one-line message of a bad one), not `run()`.
    @Option(
        name: .customLong("price-min"), help: ArgumentHelp("Only products with a price from this amount.", valueName: "amount"),
        transform: { try FilterFlags.amount($0, flag: "--price-min") })
    var priceMin: Decimal?

    @Option(
        name: .customLong("price-max"), help: ArgumentHelp("Only products with a price up to this amount.", valueName: "amount"),
        transform: { try FilterFlags.amount($0, flag: "--price-max") })
    var priceMax: Decimal?

    @Option(help: "Only products of this vendor (repeat for either of several).")
    var vendor: [String] = []

    @Option(help: "Only products of this product type (repeatable).")
    var type: [String] = []

    @Option(
        help: ArgumentHelp("Only products with a variant of this option value, NAME=VALUE (repeatable), e.g. Color=Red.", valueName: "name=value"),
        transform: { try FilterFlags.OptionValue(parsing: $0) })
    var option: [FilterFlags.OptionValue] = []

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
