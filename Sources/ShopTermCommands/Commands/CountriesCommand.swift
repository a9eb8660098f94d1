import ArgumentParser
import ShopTermApp
import StoreKitCore

/// `shopterm countries`: where the shop sells (its markets), from `localization`.
struct CountriesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "countries",
        abstract: "The countries the shop sells to: currency and languages of each (--country picks one).")

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let catalog = try Console.catalog(store)
        let localization = try await catalog.data(LocalizationQuery()).localization
        if let wanted = catalog.session.configuration.buyer.country, let note = MarketText.notSold(wanted, in: localization) { Console.error(note) }
        if output.json { return try Console.printJSON(localization) }
        Console.print(MarketText.text(localization))
    }
}
