import Foundation
import ShopTermApp
import StoreKitCore
import StoreKitDemo
import StoreKitTestSupport

/// A small tea shop in this process (the demo store serving a catalog of our own) with its
/// shop's files in a temporary folder: what the command tests run against. Every request is
/// named (``LocalCartCheckoutTests/NamedOperations``); ``close()`` removes the folder.
struct TeaShop {
    let operations: LocalCartCheckoutTests.NamedOperations
    let folder: URL
    let session: StoreSession

    /// Green tea (in stock, 5 of it), oolong (sold out), a teapot with two colours; in Germany.
    static let catalog = """
        {"shop": {"name": "Teeladen", "currencyCode": "EUR", "countryCode": "DE"},
         "collections": [{"handle": "tea", "title": "Tea", "products": ["green-tea", "oolong"]}],
         "products": [{"handle": "green-tea", "title": "Green Tea", "vendor": "Leaf", "variants": [{"id": 1, "price": "6.50", "quantityAvailable": 5}]},
                      {"handle": "oolong", "title": "Oolong", "vendor": "Leaf", "variants": [{"id": 2, "price": "9.00", "availableForSale": false}]},
                      {"handle": "teapot", "title": "Teapot", "vendor": "Clay",
                       "options": [{"name": "Colour", "values": ["Blue", "White"]}],
                       "variants": [{"id": 3, "title": "Blue", "price": "30.00", "selectedOptions": {"Colour": "Blue"}},
                                    {"id": 4, "title": "White", "price": "32.00", "selectedOptions": {"Colour": "White"}}]}]}
        """

    init(country: String? = nil) throws {
        operations = try LocalCartCheckoutTests.NamedOperations(Self.catalog)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-teashop-\(UUID().uuidString)")
        let directories = XDGDirectories(
            config: folder.appendingPathComponent("config"), cache: folder.appendingPathComponent("cache"),
            state: folder.appendingPathComponent("state"))
        let buyer = BuyerContext(country: country)
        session = StoreSession(
            client: StorefrontClient(
                configuration: .init(endpoint: InProcessTransport.endpoint, token: "", buyer: buyer, timeout: 60), transport: operations),
            configuration: StoreConfiguration(shop: try ShopEndpoint(parsing: "tea.example"), token: "", buyer: buyer, directories: directories),
            embeddedStore: nil)
    }

    /// Removes the shop's files.
    func close() {
        try? FileManager.default.removeItem(at: folder)
    }
}
