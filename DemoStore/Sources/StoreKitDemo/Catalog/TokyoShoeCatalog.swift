/// A built-in shop of the demo mall: "Kutsuya Tokyo", a Japanese shoe shop that prices in yen
/// (JPY has no minor unit: ¥17,800 is `17800`). It sells three of the shoe store's products
/// (Swift Runner by Kestrel, Court Classic by Tidewater, スニーカー 桜 🌸 by 靴屋 Kutsuya), so the
/// global catalog shows offers from several sellers for them, and ships within Japan, to its
/// neighbours and to the US (where it sells in dollars).
public enum TokyoShoeCatalog {
    /// The shop's name.
    public static let shopName = "Kutsuya Tokyo"

    static let adultSizes = ["7", "8", "9", "10", "11"]

    static let lines: [MallShopLine] = [
        MallShopLine(
            title: "Swift Runner", vendor: "Kestrel", type: "Running", price: "17800", colors: ["Black", "White"], sizes: adultSizes,
            description: "Kestrel's daily trainer, imported for Tokyo's runners: a responsive foam midsole and a breathable mesh upper."),
        MallShopLine(
            title: "Court Classic", vendor: "Tidewater", type: "Sneakers", price: "12800", compareAtPrice: "14800",
            colors: ["White", "Navy"], sizes: adultSizes,
            description: "Tidewater's leather court shoe with a cupsole that lasts, in the two colours our customers ask for most."),
        MallShopLine(
            title: "スニーカー 桜 🌸", vendor: "靴屋 Kutsuya", type: "Sneakers", price: "16500", colors: ["Pink", "White"],
            sizes: adultSizes, description: "桜の季節のスニーカー。A cherry-blossom sneaker, made in our own workshop in Asakusa."),
        MallShopLine(
            title: "Asakusa Canvas", vendor: "靴屋 Kutsuya", type: "Sneakers", price: "8900", colors: ["Indigo", "Natural"],
            sizes: adultSizes, description: "Hand-dyed indigo canvas on a vulcanised sole, stitched in Asakusa."),
        MallShopLine(
            title: "Tabi Runner", vendor: "靴屋 Kutsuya", type: "Running", price: "19800", colors: ["Black", "Grey"], sizes: adultSizes,
            description: "A split-toe running shoe after the jika-tabi of Japan's builders: light, flexible and close to the ground."),
        MallShopLine(
            title: "Fuji Trail", vendor: "Summit Forge", type: "Trail", price: "22000", colors: ["Moss", "Orange"], sizes: adultSizes,
            description: "Lugged for the volcanic scree of Mount Fuji's trails, with a rock plate and a gusseted tongue."),
        MallShopLine(
            title: "Zori Slide", vendor: "靴屋 Kutsuya", type: "Sandals", price: "4800", colors: ["Black", "Red"], sizes: ["S", "M", "L"],
            description: "A woven-rush sandal with a soft thong, for the bath house and the beach."),
        MallShopLine(
            title: "Geta Classic", vendor: "靴屋 Kutsuya", type: "Sandals", price: "9800", colors: ["Natural"], sizes: ["S", "M", "L"],
            description: "Paulownia wood geta, light and dry, with a cotton hanao."),
        MallShopLine(
            title: "Snow Country Boot", vendor: "Northwind", type: "Boots", price: "26400", colors: ["Charcoal"], sizes: adultSizes,
            description: "An insulated winter boot for Niigata's deep snow, with a grippy rubber sole."),
        MallShopLine(
            title: "Shinkansen Loafer", vendor: "Alder & Co.", type: "Sneakers", price: "21800", colors: ["Espresso", "Black"],
            sizes: adultSizes, description: "A slip-on leather loafer for the commute, with a cushioned footbed."),
        MallShopLine(
            title: "Kids Hikari Sneaker", vendor: "Kestrel", type: "Kids", price: "5980", colors: ["Blue", "Yellow"],
            sizes: ["18", "19", "20", "21"], description: "Light-up soles and a hook-and-loop strap for small feet."),
        MallShopLine(
            title: "Onsen Sandal", vendor: "Tidewater", type: "Sandals", price: "3300", compareAtPrice: "3900", colors: ["Sand", "Black"],
            sizes: ["S", "M", "L"], description: "A quick-drying slide for the hot spring and the hotel corridor."),
    ]

    /// The shop's catalog file.
    public static func file() -> CatalogFile {
        let products = lines.enumerated().map { index, line in
            line.product(index: index, skuPrefix: "KT", createdAt: "2026-0\(1 + index % 9)-1\(index % 9)T09:00:00Z")
        }
        var file = CatalogFile(
            shop: CatalogFile.Shop(
                name: shopName, description: "Sneakers, tabi and geta from Asakusa, and the runners Tokyo wears.",
                currencyCode: "JPY", countryCode: "JP", moneyFormat: "¥{{amount_no_decimals}}",
                policies: [
                    CatalogFile.Policy(handle: "refund-policy", title: "Refund policy", body: "Unworn shoes can be returned within 14 days."),
                    CatalogFile.Policy(
                        handle: "shipping-policy", title: "Shipping policy", body: "Free shipping in Japan on orders over ¥10,000."),
                ]),
            collections: MallShopLine.collections(products), products: products,
            markets: [CatalogFile.Market(country: "US", currency: "USD", rate: "0.0067", languages: ["EN"])])
        file.shippingZones = [
            CatalogFile.ShippingZone(
                name: "Japan", countries: ["JP"],
                rates: [CatalogFile.ShippingRate(title: "Yamato", price: "800", freeAbove: "10000", description: "1–2 days")]),
            CatalogFile.ShippingZone(
                name: "Asia", countries: ["KR", "TW", "HK"],
                rates: [CatalogFile.ShippingRate(title: "EMS", price: "2400", description: "3–5 days")]),
            CatalogFile.ShippingZone(
                name: "United States", countries: ["US"],
                rates: [CatalogFile.ShippingRate(title: "EMS", price: "3800", description: "5–8 days")]),
        ]
        file.taxes = [CatalogFile.TaxRate(country: "JP", rate: "0.10")]
        return file
    }
}
