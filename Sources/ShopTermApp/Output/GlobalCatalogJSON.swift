import Foundation
import StoreKitCore

/// The search of every store as JSON (docs/cli-json.md): JSON Lines, one ``Product`` per line,
/// then one ``PageEnd``; `product --everywhere` prints one ``Product`` with its offers.
public enum GlobalCatalogJSON {
    /// One product of the global catalog.
    public struct Product: Encodable, Equatable {
        public var kind = "product"
        public var id: String
        public var title: String
        public var description: String?
        public var url: String?
        public var image: String?
        public var minPrice: Money?
        public var maxPrice: Money?
        public var available: Bool
        /// The first seller's shop domain: `shopterm --shop` opens it.
        public var shopDomain: String?
        public var sellerCount: Int
        public var sellers: [GlobalSeller]
        public var offers: [Offer]

        public init(_ product: GlobalProduct) {
            id = product.id
            title = product.title
            description = product.description
            url = product.url?.absoluteString
            image = product.image?.absoluteString
            minPrice = product.minPrice
            maxPrice = product.maxPrice
            available = product.available
            shopDomain = product.sellers.first?.domain
            sellerCount = product.sellers.count
            sellers = product.sellers
            offers = product.offers.map(Offer.init)
        }
    }

    /// One variant as one seller sells it.
    public struct Offer: Encodable, Equatable {
        public var id: String
        public var title: String
        public var price: Money?
        public var listPrice: Money?
        public var available: Bool?
        public var seller: GlobalSeller?
        /// The seller's shop domain (as ``GlobalSeller/domain``), for `--shop`.
        public var shopDomain: String?
        public var url: String?
        public var checkoutUrl: String?
        public var options: [GlobalOption]

        init(_ offer: GlobalOffer) {
            id = offer.id
            title = offer.title
            price = offer.price
            listPrice = offer.listPrice
            available = offer.available
            seller = offer.seller
            shopDomain = offer.seller?.domain
            url = offer.url?.absoluteString
            checkoutUrl = offer.checkoutURL?.absoluteString
            options = offer.options
        }
    }

    /// The last line of a search: the next page's cursor and what the catalog said.
    public struct PageEnd: Encodable, Equatable {
        public var kind = "page"
        public var count: Int
        public var nextCursor: String?
        public var messages: [Message]

        public init(_ page: GlobalSearchPage) {
            count = page.products.count
            nextCursor = page.nextCursor
            messages = page.messages.map { Message(type: $0.type, code: $0.code, content: $0.content) }
        }
    }

    /// A message of the catalog's.
    public struct Message: Encodable, Equatable {
        public var type: String
        public var code: String?
        public var content: String
    }
}
