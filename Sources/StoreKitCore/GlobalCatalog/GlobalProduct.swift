import Foundation

/// One product of the global catalog: a cluster of offers, possibly from several sellers.
public struct GlobalProduct: Sendable, Equatable {
    /// The product's id (Shopify: a Universal Product ID).
    public var id: String
    /// Its title.
    public var title: String
    /// Its description, as plain text on one line.
    public var description: String?
    /// Its page.
    public var url: URL?
    /// Its first image.
    public var image: URL?
    /// The first image's alternative text.
    public var imageAlt: String?
    /// The lowest price of its offers.
    public var minPrice: Money?
    /// The highest price of its offers.
    public var maxPrice: Money?
    /// Its variants, as their sellers sell them.
    public var offers: [GlobalOffer]
    /// Its rating, when it has one.
    public var rating: GlobalRating?

    /// A product of the given parts.
    public init(
        id: String, title: String, description: String? = nil, url: URL? = nil, image: URL? = nil, imageAlt: String? = nil,
        minPrice: Money? = nil, maxPrice: Money? = nil, offers: [GlobalOffer] = [], rating: GlobalRating? = nil
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.url = url
        self.image = image
        self.imageAlt = imageAlt
        self.minPrice = minPrice
        self.maxPrice = maxPrice
        self.offers = offers
        self.rating = rating
    }

    /// The sellers of its offers, each once (by domain, else by name), in the offers' order.
    public var sellers: [GlobalSeller] {
        var seen: Set<String> = []
        return offers.compactMap(\.seller).filter { seen.insert($0.domain.map { "d:" + $0.lowercased() } ?? "n:" + $0.name).inserted }
    }

    /// Whether any offer can be bought now.
    public var available: Bool { offers.contains { $0.available == true } }
}
