import Foundation

/// The built-in demo catalog: "Trailhead Shoe Co.", a believable shoe store. With no size it
/// has 84 products in 8 collections; `size` generates that many products (for performance work)
/// from the same lines. Deterministic: the same size always gives the same catalog.
public enum ShoeStoreCatalog {
    /// The number of products in the default catalog.
    public static let defaultSize = 84

    struct Line {
        var name: String
        var type: String
        var vendor: String
        var basePrice: Int
        var colors: [String]
        var kids: Bool = false
    }

    static let lines: [Line] = [
        Line(name: "Swift Runner", type: "Running", vendor: "Kestrel", basePrice: 120, colors: ["Black", "White", "Volt"]),
        Line(name: "Tempo Glide", type: "Running", vendor: "Kestrel", basePrice: 140, colors: ["Navy", "Coral"]),
        Line(name: "Cloud Stride", type: "Running", vendor: "Northwind", basePrice: 135, colors: ["Grey", "Sky"]),
        Line(name: "Ridge Trekker", type: "Trail", vendor: "Summit Forge", basePrice: 150, colors: ["Moss", "Clay"]),
        Line(name: "Scree Dancer", type: "Trail", vendor: "Summit Forge", basePrice: 165, colors: ["Black", "Orange"]),
        Line(name: "Fernwood Hiker", type: "Trail", vendor: "Northwind", basePrice: 155, colors: ["Brown", "Olive"]),
        Line(name: "Harbor Chelsea Boot", type: "Boots", vendor: "Alder & Co.", basePrice: 210, colors: ["Tan", "Black"]),
        Line(name: "Timberline Boot", type: "Boots", vendor: "Alder & Co.", basePrice: 240, colors: ["Walnut", "Black"]),
        Line(name: "Frostline Snow Boot", type: "Boots", vendor: "Northwind", basePrice: 185, colors: ["Charcoal", "Red"]),
        Line(name: "Court Classic", type: "Sneakers", vendor: "Tidewater", basePrice: 85, colors: ["White", "Green", "Navy"]),
        Line(name: "Canvas Low", type: "Sneakers", vendor: "Tidewater", basePrice: 60, colors: ["Natural", "Black", "Red"]),
        Line(name: "Café Loafer ☕", type: "Sneakers", vendor: "Alder & Co.", basePrice: 130, colors: ["Espresso", "Cream"]),
        Line(name: "スニーカー 桜 🌸", type: "Sneakers", vendor: "靴屋 Kutsuya", basePrice: 110, colors: ["Pink", "White"]),
        Line(name: "运动鞋 云 Cloud", type: "Running", vendor: "靴屋 Kutsuya", basePrice: 125, colors: ["Blue", "White"]),
        Line(name: "Tide Slide", type: "Sandals", vendor: "Tidewater", basePrice: 35, colors: ["Sand", "Black"]),
        Line(name: "Rainbow Sandal 🌈", type: "Sandals", vendor: "Tidewater", basePrice: 45, colors: ["Multi"]),
        Line(name: "Pebble Kids Sneaker", type: "Kids", vendor: "Kestrel", basePrice: 55, colors: ["Blue", "Pink"], kids: true),
        Line(name: "Puddle Jumper Boot", type: "Kids", vendor: "Northwind", basePrice: 48, colors: ["Yellow", "Green"], kids: true),
    ]

    static let editions = ["", " 2", " 3", " Pro", " Lite", " GTX", " Wide", " Heritage", " Eco", " Max"]

    static let adultSizes = ["7", "8", "9", "10", "11", "12"]
    static let kidsSizes = ["1", "2", "3", "4"]

    /// The built-in store's name.
    static let shopName = "Trailhead Shoe Co."

    /// The catalog file for `size` products (the default store when nil).
    public static func file(size: Int? = nil) -> CatalogFile {
        let count = max(1, size ?? defaultSize)
        var products: [CatalogFile.Product] = []
        products.reserveCapacity(count)
        for index in 0..<count {
            products.append(product(index))
        }
        var file = CatalogFile(
            shop: CatalogFile.Shop(
                name: shopName,
                description: "Running, trail, boots and everyday sneakers, shipped from our workshop in Portland.",
                currencyCode: "USD", countryCode: "US", moneyFormat: "${{amount}}",
                policies: [
                    CatalogFile.Policy(
                        handle: "refund-policy", title: "Refund policy",
                        body: "Unworn shoes can be returned within 30 days for a full refund."),
                    CatalogFile.Policy(
                        handle: "shipping-policy", title: "Shipping policy",
                        body: "Free standard shipping on orders over $100 in the US and Canada."),
                    CatalogFile.Policy(
                        handle: "privacy-policy", title: "Privacy policy",
                        body: "We only keep what we need to ship your order."),
                    CatalogFile.Policy(
                        handle: "terms-of-service", title: "Terms of service",
                        body: "Prices include no taxes; taxes are computed at checkout."),
                ]),
            collections: collections(products, size: count),
            products: products,
            discountCodes: [
                CatalogFile.DiscountCode(code: "WELCOME10", percentage: "10", amount: nil, minimumSubtotal: nil),
                CatalogFile.DiscountCode(code: "FIVEOFF", percentage: nil, amount: "5.00", minimumSubtotal: "30.00"),
                CatalogFile.DiscountCode(code: "BIGSPENDER", percentage: nil, amount: "50.00", minimumSubtotal: "500.00"),
                CatalogFile.DiscountCode(code: "FREESHIP", percentage: "100", amount: nil, minimumSubtotal: "100.00", appliesTo: "shipping"),
            ],
            giftCards: [
                CatalogFile.GiftCard(code: "GIFT-0025-TRAIL", balance: "25.00"),
                CatalogFile.GiftCard(code: "GIFT-0500-SUMMIT", balance: "500.00"),
                CatalogFile.GiftCard(code: "GIFT-0000-SPENT", balance: "0.00"),
            ],
            markets: [
                // The Canadian warehouse does not stock the Tide Slide (in stores that have it).
                CatalogFile.Market(
                    country: "CA", currency: "CAD", rate: "1.37", languages: ["EN", "FR"],
                    soldOut: products.contains { $0.handle == "tide-slide" } ? ["tide-slide"] : nil),
                CatalogFile.Market(country: "GB", currency: "GBP", rate: "0.79", languages: ["EN"]),
                CatalogFile.Market(country: "DE", currency: "EUR", rate: "0.92", languages: ["DE", "EN"]),
            ])
        // Its IDs stay numbered in file order (`gid://shopify/ProductVariant/2`): see
        // ``CatalogFile/numbersIDsInFileOrder`` for why.
        file.numbersIDsInFileOrder = true
        // The default store also sells a bundle and an add-on, after the shoes (their IDs come
        // after all of the shoes') and in no collection; a store of another size is shoes only.
        if size == nil { file.products += [trailStarterKit, protectionPlan] }
        return file
    }

    static func product(_ index: Int) -> CatalogFile.Product {
        let line = lines[index % lines.count]
        let edition = editions[(index / lines.count) % editions.count]
        let generation = index / (lines.count * editions.count)
        let title = line.name + edition + (generation > 0 ? " Mk \(generation + 1)" : "")
        let base = slug(title, index: nil)
        let handle = base == "product" ? slug(title, index: index) : base
        let sizes = line.kids ? kidsSizes : adultSizes
        let price = line.basePrice + (index % 4) * 5
        let onSale = index % 5 == 2
        let soldOut = index % 13 == 7
        var variants: [CatalogFile.Variant] = []
        for (colorIndex, color) in line.colors.enumerated() {
            for (sizeIndex, size) in sizes.enumerated() {
                let variantNumber = colorIndex * sizes.count + sizeIndex
                let available = !soldOut && (index * 7 + variantNumber * 3) % 11 != 0
                variants.append(
                    CatalogFile.Variant(
                        title: "\(size) / \(color)",
                        sku: "TH-\(index + 1)-\(color.prefix(3).uppercased())-\(size)",
                        price: "\(price).00",
                        compareAtPrice: onSale ? "\(price + price / 4).00" : nil,
                        availableForSale: available,
                        quantityAvailable: available ? 1 + (index + variantNumber) % 9 : 0,
                        selectedOptions: ["Size": size, "Color": color]))
            }
        }
        return CatalogFile.Product(
            handle: handle, title: title, description: description(line, title: title),
            vendor: line.vendor, productType: line.type,
            tags: [line.type.lowercased(), line.vendor.lowercased()] + (onSale ? ["sale"] : []) + (index % 6 == 0 ? ["new"] : []),
            options: [CatalogFile.Option(name: "Size", values: sizes), CatalogFile.Option(name: "Color", values: line.colors)],
            variants: variants,
            images: line.colors.map { color in
                CatalogFile.Image(
                    url: "\(PictureRoutes.prefix)\(handle)-\(slug(color, index: nil)).png",
                    altText: "\(title) in \(color)", width: 1200, height: 1200)
            },
            createdAt: String(format: "2026-%02d-%02dT09:00:00Z", 1 + index % 10, 1 + index % 28),
            sellingPlans: line.kids ? growWithMe : nil,
            sellingPlanGroup: line.kids ? "Grow-with-me subscription" : nil,
            // Every other edition of the last kids' line is sold by subscription only.
            requiresSellingPlan: line.kids && index % lines.count == lines.count - 1 && (index / lines.count) % 2 == 1 ? true : nil)
    }

    /// A fixed bundle (a `ComponentizableCartLine` in a cart): a Ridge Trekker and a Tide Slide,
    /// both size 9, for less than the two ($165 + $45).
    static let trailStarterKit = CatalogFile.Product(
        handle: "trail-starter-kit", title: "Trail Starter Kit",
        description: extraDescription(
            "Trail Starter Kit",
            "A Ridge Trekker in Moss for the trail and a Tide Slide in Sand for the campsite, both in size 9, packed together for less than the pair would cost apart."
        ),
        vendor: "Summit Forge", productType: "Trail", tags: ["trail", "bundle"],
        options: [CatalogFile.Option(name: "Size", values: ["9"]), CatalogFile.Option(name: "Color", values: ["Moss"])],
        variants: [
            CatalogFile.Variant(
                title: "9 / Moss", sku: "TH-KIT-TRAIL-9", price: "189.00", availableForSale: true, quantityAvailable: 6,
                selectedOptions: ["Size": "9", "Color": "Moss"])
        ],
        images: [
            CatalogFile.Image(
                url: "\(PictureRoutes.prefix)trail-starter-kit-moss.png", altText: "Trail Starter Kit in Moss", width: 1200, height: 1200)
        ],
        createdAt: "2026-06-01T09:00:00Z",
        components: [
            CatalogFile.Component(product: "ridge-trekker", sku: "TH-4-MOS-9"),
            CatalogFile.Component(product: "tide-slide", sku: "TH-15-SAN-9"),
        ])

    /// A service that reads as an add-on: a shopper adds it under a pair's line (a nested cart line).
    static let protectionPlan = CatalogFile.Product(
        handle: "shoe-protection-plan", title: "Shoe Protection Plan",
        description: extraDescription(
            "Shoe Protection Plan",
            "Two years of cover for one pair: split seams, a sole coming loose or a broken eyelet, repaired in our Portland workshop or replaced."),
        vendor: "Alder & Co.", productType: "Service", tags: ["service", "add-on"],
        options: [CatalogFile.Option(name: "Coverage", values: ["2 years"])],
        variants: [
            CatalogFile.Variant(title: "2 years", sku: "TH-PLAN-2Y", price: "9.00", availableForSale: true, selectedOptions: ["Coverage": "2 years"])
        ],
        images: [
            CatalogFile.Image(
                url: "\(PictureRoutes.prefix)shoe-protection-plan-any-color.png", altText: "Shoe Protection Plan", width: 1200, height: 1200)
        ],
        createdAt: "2026-06-01T09:00:00Z")

    /// The bundle's and the add-on's descriptions: what it is, then the shop's usual words.
    static func extraDescription(_ title: String, _ what: String) -> String {
        """
        \(what)

        \(title) is put together in our Portland workshop and checked before it ships. Questions about what it covers \
        or how it works? Write to us and a person, not a script, will answer within a working day. Free returns within 30 days.
        """
    }

    /// Kids outgrow shoes: the kids' lines can be bought on a schedule, the next size sent each time.
    static let growWithMe = [
        CatalogFile.SellingPlan(name: "Every 3 months", percentageOff: "10", amountOff: nil, price: nil),
        CatalogFile.SellingPlan(name: "Every 6 months", percentageOff: nil, amountOff: "5.00", price: nil),
    ]

    static func description(_ line: Line, title: String) -> String {
        let use: String
        switch line.type {
        case "Running":
            use = "Built for daily miles on the road, with a responsive foam midsole that stays lively from the first kilometre to the last."
        case "Trail": use = "Lugged outsole bites into mud, scree and roots; a rock plate and a gusseted tongue keep grit and sharp stones out."
        case "Boots":
            use = "Full-grain leather uppers, a Goodyear-welted sole that can be resoled, and a cushioned footbed that breaks in within a week."
        case "Sandals": use = "Quick-drying straps and a contoured footbed for beach days, poolside afternoons and the walk home."
        case "Kids": use = "Hook-and-loop closures little hands can manage, a roomy toe box, and reflective trims for darker school mornings."
        default: use = "A clean everyday silhouette with a vulcanised sole, padded collar and a removable insole you can swap for your own."
        }
        // "by Alder & Co." ends its sentence with the vendor's own full stop.
        let byline = line.vendor.hasSuffix(".") ? "\(title) by \(line.vendor)" : "\(title) by \(line.vendor)."
        return """
            \(byline) \(use)

            Every pair is inspected in our Portland workshop before it ships. The upper uses recycled yarns where we can, \
            and the laces are replaceable. Sizes run true; if you are between sizes, we suggest going half a size up.

            Care: brush off dirt once dry, wash the insoles by hand, and keep them away from radiators. Free returns within 30 days.
            """
    }

    static func collections(_ products: [CatalogFile.Product], size: Int) -> [CatalogFile.Collection] {
        func members(_ include: (CatalogFile.Product) -> Bool) -> [String] { products.filter(include).map(\.handle) }
        return [
            CatalogFile.Collection(
                handle: "running", title: "Running", description: "Road shoes for easy days, tempo days and race day.",
                products: members { $0.productType == "Running" }),
            CatalogFile.Collection(
                handle: "trail", title: "Trail", description: "Grip and protection for dirt, rock and mud.",
                products: members { $0.productType == "Trail" }),
            CatalogFile.Collection(
                handle: "boots", title: "Boots", description: "Leather, snow and Chelsea boots that last for years.",
                products: members { $0.productType == "Boots" }),
            CatalogFile.Collection(
                handle: "sneakers", title: "Sneakers", description: "Everyday shoes for town.",
                products: members { $0.productType == "Sneakers" }),
            CatalogFile.Collection(
                handle: "sandals", title: "Sandals", description: "For warm days and wet feet.",
                products: members { $0.productType == "Sandals" }),
            CatalogFile.Collection(
                handle: "kids", title: "Kids", description: "Tough shoes for small feet.",
                products: members { $0.productType == "Kids" }),
            CatalogFile.Collection(
                handle: "sale", title: "On sale", description: "Last season's colours at lower prices.",
                products: members { $0.tags?.contains("sale") ?? false }),
            CatalogFile.Collection(
                handle: "all", title: "All shoes", description: "Every pair we make (\(size) products).",
                products: products.map(\.handle)),
        ]
    }

    /// `swift-runner-2` from "Swift Runner 2", `cafe-loafer` from "Café Loafer ☕" (accents folded,
    /// as Shopify's handles do); titles with too little ASCII become `product` (`product-N` when
    /// `index` is given).
    static func slug(_ title: String, index: Int?) -> String {
        let folded = title.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        let ascii = folded.lowercased().unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar)) ? Character(scalar) : "-"
        }
        let collapsed = String(ascii).split(separator: "-").joined(separator: "-")
        let base = collapsed.count >= 3 ? collapsed : "product"
        return index.map { "\(base)-\($0 + 1)" } ?? base
    }
}
