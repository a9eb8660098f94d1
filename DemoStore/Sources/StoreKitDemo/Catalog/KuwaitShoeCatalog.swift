/// A built-in shop of the demo mall: "Gulf Stride Kuwait", a Kuwaiti shoe shop that prices in
/// dinars (KWD has three decimals: 36.750 KWD is `36750`). It sells three of the shoe store's
/// products (Swift Runner by Kestrel, Timberline Boot by Alder & Co., Tide Slide by Tidewater),
/// ships across the Gulf, and sells in riyals and dirhams in Saudi Arabia and the Emirates.
public enum KuwaitShoeCatalog {
    /// The shop's name.
    public static let shopName = "Gulf Stride Kuwait"

    static let sizes = ["8", "9", "10", "11"]

    static let lines: [MallShopLine] = [
        MallShopLine(
            title: "Swift Runner", vendor: "Kestrel", type: "Running", price: "36.750", colors: ["Black", "Volt"], sizes: sizes,
            description: "Kestrel's daily trainer for early runs along the Corniche, before the heat."),
        MallShopLine(
            title: "Timberline Boot", vendor: "Alder & Co.", type: "Boots", price: "74.500", colors: ["Walnut"], sizes: sizes,
            description: "Alder & Co.'s full-grain leather boot, Goodyear-welted so it can be resoled."),
        MallShopLine(
            title: "Tide Slide", vendor: "Tidewater", type: "Sandals", price: "10.250", compareAtPrice: "12.000", colors: ["Sand"],
            sizes: sizes, description: "Tidewater's quick-drying slide, for the beach club and the pool."),
        MallShopLine(
            title: "Desert Walker", vendor: "Gulf Stride", type: "Trail", price: "42.125", colors: ["Sand", "Khaki"], sizes: sizes,
            description: "A breathable desert boot with a sole that stays cool on hot sand."),
        MallShopLine(
            title: "Souq Sandal", vendor: "Gulf Stride", type: "Sandals", price: "18.500", colors: ["Tan", "Black"], sizes: sizes,
            description: "A hand-stitched leather sandal after the ones sold in Souq Al-Mubarakiya."),
        MallShopLine(
            title: "Dune Runner", vendor: "Gulf Stride", type: "Running", price: "39.900", colors: ["White", "Sky"], sizes: sizes,
            description: "A light runner with a mesh that lets the heat out."),
        MallShopLine(
            title: "Majlis Loafer", vendor: "Alder & Co.", type: "Sneakers", price: "55.000", colors: ["Espresso"], sizes: sizes,
            description: "A soft suede loafer that slips off at the door."),
        MallShopLine(
            title: "Pearl Diver Slide", vendor: "Tidewater", type: "Sandals", price: "8.750", colors: ["White", "Navy"], sizes: sizes,
            description: "A cushioned slide named for Kuwait's pearl divers."),
        MallShopLine(
            title: "Gulf Court", vendor: "Tidewater", type: "Sneakers", price: "27.300", colors: ["White"], sizes: sizes,
            description: "A clean leather court shoe for the mall and the office."),
        MallShopLine(
            title: "Kids Sand Sneaker", vendor: "Kestrel", type: "Kids", price: "14.650", colors: ["Blue", "Pink"],
            sizes: ["1", "2", "3"], description: "A sneaker small feet can close themselves, with a sole that grips on sand."),
    ]

    /// The shop's catalog file.
    public static func file() -> CatalogFile {
        let products = lines.enumerated().map { index, line in
            line.product(index: index, skuPrefix: "GS", createdAt: "2026-0\(1 + index % 9)-2\(index % 8)T09:00:00Z")
        }
        var file = CatalogFile(
            shop: CatalogFile.Shop(
                name: shopName, description: "Shoes for the Gulf's heat, sand and sea, from Kuwait City.",
                currencyCode: "KWD", countryCode: "KW", moneyFormat: "{{amount}} KD",
                policies: [
                    CatalogFile.Policy(handle: "refund-policy", title: "Refund policy", body: "Returns within 14 days, unworn."),
                    CatalogFile.Policy(handle: "shipping-policy", title: "Shipping policy", body: "Free delivery in Kuwait over 20 KD."),
                ]),
            collections: MallShopLine.collections(products), products: products,
            markets: [
                CatalogFile.Market(country: "SA", currency: "SAR", rate: "12.2", languages: ["AR", "EN"]),
                CatalogFile.Market(country: "AE", currency: "AED", rate: "11.95", languages: ["AR", "EN"]),
            ])
        file.shippingZones = [
            CatalogFile.ShippingZone(
                name: "Kuwait", countries: ["KW"],
                rates: [CatalogFile.ShippingRate(title: "Same-day courier", price: "1.500", freeAbove: "20.000", description: "Today")]),
            CatalogFile.ShippingZone(
                name: "Gulf", countries: ["SA", "AE", "BH", "QA", "OM"],
                rates: [CatalogFile.ShippingRate(title: "Aramex", price: "4.750", description: "2–4 days")]),
        ]
        file.taxes = [CatalogFile.TaxRate(country: "KW", rate: "0")]
        return file
    }
}
